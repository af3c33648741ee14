//! The ad spend the owner imports: a CSV of `date,source,medium,campaign,cost`
//! (one row per India day and channel, cost in rupees) from the ad
//! platforms' own reports. The analytics report sets it beside the leads
//! and revenue of the same channel (cost per lead, return on ad spend).
//!
//! A file is read whole before anything is stored:
//! - UTF-8 with or without a byte order mark, a header row naming the five
//!   columns (in any order, any case), fields quoted when they hold commas,
//!   quotes or line breaks (RFC 4180, as spreadsheets save it).
//! - Every bad row is named by the line it starts on, with every fault of
//!   it; one bad row refuses the whole file, so a half-imported month never
//!   looks like a cheap one. Past `NAMED_BAD_ROWS` bad rows the rest are
//!   counted, not named (20,000 named made an answer of 5 MB).
//! - A good file replaces the cost of each day, source, medium and
//!   campaign it names (the table's unique key), and leaves every other
//!   row alone, in one transaction: importing the same export twice, or a
//!   corrected one, never adds the spend up twice.
//! - At most `MAX_BYTES` and `MAX_ROWS` rows: a year of daily spend on
//!   fifty campaigns fits in both.
//!
//! Nothing here names a person: the rows are channels and amounts.
use std::collections::{BTreeSet, HashMap};

use chrono::NaiveDate;
use sea_orm::{sea_query::OnConflict, DatabaseConnection, EntityTrait, Set};

use crate::{
    domain::{parse_date, DomainResult, FieldErrors, Money},
    entities::ad_spend::{self, Column as S},
};

/// The largest file read (1 MB: 1 MiB).
pub const MAX_BYTES: usize = 1024 * 1024;

/// A refused file names the faults of this many bad rows, then counts the
/// rest, so its answer stays small however many rows are bad.
pub const NAMED_BAD_ROWS: usize = 100;

/// The most rows one file may hold, the header aside.
pub const MAX_ROWS: usize = 20_000;

/// The longest source, medium or campaign (the table's column width).
const NAME_MAX: usize = 150;

/// The columns a file must have.
const COLUMNS: [&str; 5] = ["date", "source", "medium", "campaign", "cost"];

/// Rows written per statement (five values each, far under every
/// database's limit on bound values).
const BATCH: usize = 500;

/// One day's cost on one channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpendRow {
    pub day: NaiveDate,
    pub source: String,
    /// "" when the file left it empty (the table's "absent").
    pub medium: String,
    pub campaign: String,
    pub cost: Money,
}

/// What a file stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub rows: usize,
    /// The distinct days among them.
    pub days: usize,
    pub first_day: NaiveDate,
    pub last_day: NaiveDate,
    pub total: Money,
}

/// The field a fault of `line` is answered at: `lines[7].cost`, or
/// `lines[7]` for the row as a whole.
fn at_line(line: u64, column: Option<&str>) -> String {
    match column {
        Some(c) => format!("lines[{line}].{c}"),
        None => format!("lines[{line}]"),
    }
}

/// The rows of a spend file, or every fault of the first `NAMED_BAD_ROWS`
/// bad rows and how many more there are.
pub fn read(bytes: &[u8]) -> Result<Vec<SpendRow>, FieldErrors> {
    let not_csv = |why: &str| {
        FieldErrors::one(
            "file",
            format!("{why} Save the sheet as \"CSV UTF-8\" with the columns date,source,medium,campaign,cost."),
        )
    };
    let text = std::str::from_utf8(bytes).map_err(|_| not_csv("The file is not text in UTF-8."))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\0') {
        return Err(not_csv("The file is not a CSV file."));
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let mut records = reader.records();
    let header = match records.next() {
        None => return Err(not_csv("The file is empty.")),
        Some(Err(_)) => return Err(not_csv("The file could not be read as CSV.")),
        Some(Ok(h)) => h,
    };
    let header_line = header.position().map_or(1, csv::Position::line);
    let order = columns_of(&header).map_err(|message| {
        FieldErrors::one(
            &at_line(header_line, None),
            format!("Line {header_line}: {message}"),
        )
    })?;

    let mut errors = FieldErrors::default();
    let mut rows = Vec::new();
    let mut seen: HashMap<(NaiveDate, String, String, String), u64> = HashMap::new();
    let mut count = 0usize;
    let mut bad_rows = 0usize;
    for record in records {
        let mut faults = FieldErrors::default();
        match record {
            Err(e) => {
                let line = e.position().map_or(0, csv::Position::line);
                faults.add(
                    &at_line(line, None),
                    format!("Line {line}: this row could not be read as CSV."),
                );
            }
            Ok(record) => {
                count += 1;
                if count > MAX_ROWS {
                    return Err(FieldErrors::one(
                        "file",
                        format!(
                            "The file has more than {MAX_ROWS} rows; split it and import each part."
                        ),
                    ));
                }
                if let Some(row) = row_in(&record, &order, &mut seen, &mut faults) {
                    rows.push(row);
                }
            }
        }
        if !faults.is_empty() {
            bad_rows += 1;
            if bad_rows <= NAMED_BAD_ROWS {
                for fault in faults.iter() {
                    errors.add(&fault.field, fault.message.clone());
                }
            }
        }
    }
    if bad_rows > NAMED_BAD_ROWS {
        errors.add(
            "file",
            format!(
                "{} more rows have faults too; only the first {NAMED_BAD_ROWS} are named. Correct the file and import it again.",
                bad_rows - NAMED_BAD_ROWS
            ),
        );
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if rows.is_empty() {
        return Err(not_csv("The file has a header but no rows."));
    }
    Ok(rows)
}

/// The row a record holds, or `None` with its faults recorded: as many
/// fields as the header, each value good, and a day, source, medium and
/// campaign not given before (`seen`, by the line that gave it).
fn row_in(
    record: &csv::StringRecord,
    order: &[usize; 5],
    seen: &mut HashMap<(NaiveDate, String, String, String), u64>,
    faults: &mut FieldErrors,
) -> Option<SpendRow> {
    let line = record.position().map_or(0, csv::Position::line);
    if record.len() != COLUMNS.len() {
        faults.add(
            &at_line(line, None),
            format!(
                "Line {line}: {} fields where the header has {} (a comma inside a value needs the value in quotes).",
                record.len(),
                COLUMNS.len()
            ),
        );
        return None;
    }
    let values: [&str; 5] = std::array::from_fn(|i| record.get(order[i]).unwrap_or(""));
    let row = row_of(line, &values, faults)?;
    let key = (
        row.day,
        row.source.clone(),
        row.medium.clone(),
        row.campaign.clone(),
    );
    if let Some(earlier) = seen.insert(key, line) {
        faults.add(
            &at_line(line, None),
            format!("Line {line}: the same day, source, medium and campaign as line {earlier}; give each once."),
        );
        return None;
    }
    Some(row)
}

/// Where each of `COLUMNS` is in the file, from its header row.
fn columns_of(header: &csv::StringRecord) -> Result<[usize; 5], String> {
    let names: Vec<String> = header.iter().map(str::to_ascii_lowercase).collect();
    let mut order = [0usize; 5];
    for (i, column) in COLUMNS.iter().enumerate() {
        order[i] = names.iter().position(|n| n == column).ok_or_else(|| {
            format!(
                "the header row must name the columns {}; \"{column}\" is missing.",
                COLUMNS.join(",")
            )
        })?;
    }
    if names.len() != COLUMNS.len() {
        return Err(format!(
            "the header row must name exactly the columns {}.",
            COLUMNS.join(",")
        ));
    }
    Ok(order)
}

/// The value of column `name` among `values` (in `COLUMNS` order).
fn value_of<'v>(values: &[&'v str; 5], name: &str) -> &'v str {
    COLUMNS
        .iter()
        .position(|c| *c == name)
        .map_or("", |i| values[i])
}

/// One row from its values in `COLUMNS` order, or `None` with its faults
/// recorded.
fn row_of(line: u64, values: &[&str; 5], errors: &mut FieldErrors) -> Option<SpendRow> {
    let field = |name: &'static str| value_of(values, name);
    let mut fault = |column: &str, message: String| {
        errors.add(
            &at_line(line, Some(column)),
            format!("Line {line}: {message}"),
        );
    };
    let day = match parse_date("date", field("date")) {
        Ok(d) => Some(d),
        Err(_) => {
            fault(
                "date",
                format!(
                    "the date \"{}\" is not a date written YYYY-MM-DD.",
                    field("date")
                ),
            );
            None
        }
    };
    let mut name = |column: &'static str, required: bool| -> Option<String> {
        // A line break typed inside a cell (Alt+Enter) reads as a space.
        let v = field(column)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if required && v.is_empty() {
            fault(column, format!("the {column} is empty."));
            None
        } else if v.chars().count() > NAME_MAX || v.chars().any(char::is_control) {
            fault(
                column,
                format!("the {column} must be text of at most {NAME_MAX} characters."),
            );
            None
        } else {
            Some(v)
        }
    };
    let source = name("source", true);
    let medium = name("medium", false);
    let campaign = name("campaign", false);
    let typed = field("cost");
    let cost = Money::parse(
        "the cost",
        &serde_json::Value::String(typed.trim_start_matches('₹').to_owned()),
    );
    let cost = match cost {
        Ok(c) => Some(c),
        Err(_) => {
            fault(
                "cost",
                format!("the cost \"{typed}\" must be rupees, 0 or more, with at most two decimals (such as 1250.50)."),
            );
            None
        }
    };
    Some(SpendRow {
        day: day?,
        source: source?,
        medium: medium?,
        campaign: campaign?,
        cost: cost?,
    })
}

/// Stores the rows of a file that was read whole, each replacing the cost
/// already held for its day, source, medium and campaign, in one
/// transaction.
pub async fn import(db: &DatabaseConnection, rows: Vec<SpendRow>) -> DomainResult<Imported> {
    let days: BTreeSet<NaiveDate> = rows.iter().map(|r| r.day).collect();
    let imported = Imported {
        rows: rows.len(),
        days: days.len(),
        first_day: days.first().copied().unwrap_or_default(),
        last_day: days.last().copied().unwrap_or_default(),
        total: Money::from_paise(rows.iter().map(|r| r.cost.paise()).sum()),
    };
    let txn = crate::services::begin_write(db).await?;
    for batch in rows.chunks(BATCH) {
        let models = batch.iter().map(|r| ad_spend::ActiveModel {
            day: Set(r.day.format("%Y-%m-%d").to_string()),
            source: Set(r.source.clone()),
            medium: Set(r.medium.clone()),
            campaign: Set(r.campaign.clone()),
            cost_paise: Set(r.cost.paise()),
            ..Default::default()
        });
        ad_spend::Entity::insert_many(models)
            .on_conflict(
                OnConflict::columns([S::Day, S::Source, S::Medium, S::Campaign])
                    .update_column(S::CostPaise)
                    .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(imported)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(errors: &FieldErrors) -> Vec<String> {
        errors.iter().map(|e| e.field.clone()).collect()
    }

    #[test]
    fn a_spreadsheet_s_csv_with_bom_quotes_and_crlf_is_read() {
        let file = "\u{feff}Date,Source,Medium,Campaign,Cost\r\n\
                    2026-11-01,google,cpc,\"Diwali, Patna\",\"1,250.50\"\r\n\
                    2026-11-01,facebook,paid-social,,₹800\r\n\
                    \r\n\
                    2026-11-02,google,cpc,\"Diwali, Patna\",0\r\n";
        let rows = read(file.as_bytes()).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].campaign, "Diwali, Patna");
        assert_eq!(rows[0].cost, Money::from_paise(125_050));
        assert_eq!(rows[1].medium, "paid-social");
        assert_eq!(rows[1].campaign, "");
        assert_eq!(rows[1].cost, Money::from_paise(80_000));
        assert_eq!(rows[2].cost, Money::from_paise(0));
    }

    #[test]
    fn columns_may_come_in_any_order() {
        let rows =
            read(b"cost,campaign,medium,source,date\n99.9,spring,cpc,google,2026-03-01\n").unwrap();
        assert_eq!(rows[0].source, "google");
        assert_eq!(rows[0].cost, Money::from_paise(9_990));
    }

    #[test]
    fn every_bad_row_is_named_by_the_line_it_starts_on() {
        let file = "date,source,medium,campaign,cost\n\
                    2026-11-01,google,cpc,\"two\nlines\",10\n\
                    2026-13-01,google,cpc,x,10\n\
                    2026-11-02,,cpc,x,-5\n\
                    2026-11-03,google,cpc,x,1.234\n\
                    2026-11-03,google,cpc\n\
                    2026-11-01,google,cpc,\"two\nlines\",12\n";
        let errors = read(file.as_bytes()).unwrap_err();
        assert_eq!(
            fields(&errors),
            [
                "lines[4].date",
                "lines[5].source",
                "lines[5].cost",
                "lines[6].cost",
                "lines[7]",
                "lines[8]",
            ]
        );
        let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
        assert!(messages[0].starts_with("Line 4: "), "{messages:?}");
        assert!(messages[5].contains("line 2"), "{messages:?}");
    }

    #[test]
    fn a_file_that_is_not_a_spend_csv_is_refused_at_the_file_or_its_header() {
        assert_eq!(
            fields(&read(b"\x89PNG\r\n\x1a\n\0\0").unwrap_err()),
            ["file"]
        );
        assert_eq!(fields(&read(b"").unwrap_err()), ["file"]);
        assert_eq!(
            fields(&read(b"date,source,cost\n2026-11-01,google,5\n").unwrap_err()),
            ["lines[1]"]
        );
        assert_eq!(
            fields(&read(b"{\"date\": \"2026-11-01\"}\n").unwrap_err()),
            ["lines[1]"]
        );
        assert_eq!(
            fields(&read(b"date,source,medium,campaign,cost\n").unwrap_err()),
            ["file"]
        );
    }

    #[test]
    fn past_a_hundred_bad_rows_the_rest_are_counted_not_named() {
        let mut file = String::from("date,source,medium,campaign,cost\n");
        for i in 0..150 {
            file.push_str(&format!("2026-13-01,s{i},cpc,c,1.234\n"));
        }
        let errors = read(file.as_bytes()).unwrap_err();
        let fields = fields(&errors);
        // Two faults (the date and the cost) for each of the first hundred.
        assert_eq!(fields.len(), 2 * NAMED_BAD_ROWS + 1);
        assert_eq!(fields[2 * NAMED_BAD_ROWS - 1], "lines[101].cost");
        assert_eq!(fields[2 * NAMED_BAD_ROWS], "file");
        let last = errors.iter().last().unwrap();
        assert!(last.message.starts_with("50 more rows"), "{}", last.message);
    }

    #[test]
    fn a_file_past_the_row_limit_is_refused_whole() {
        let mut file = String::from("date,source,medium,campaign,cost\n");
        for i in 0..=MAX_ROWS {
            file.push_str(&format!("2026-01-01,s{i},cpc,c,1\n"));
        }
        assert_eq!(fields(&read(file.as_bytes()).unwrap_err()), ["file"]);
    }
}
