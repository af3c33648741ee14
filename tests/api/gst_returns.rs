//! The accountant's files over HTTP: GSTR-1's sheets for a month or a
//! quarter, each invoice, note and advance in the table the law puts it
//! in, and a sales register and Tally file of the same days whose totals
//! equal the sheets.
use serde_json::{json, Value};

use crate::{
    helpers::{assert_error, TestApp},
    invoices::{app_with_lead, day, delhi_gstin, draft, issued, posted, typed},
};

/// A CSV file's rows, each a map from its header to the cell.
fn rows(csv: &str) -> Vec<Vec<(String, String)>> {
    let mut lines = csv
        .trim_start_matches('\u{feff}')
        .split("\r\n")
        .filter(|l| !l.is_empty());
    let header = cells(lines.next().expect("a header"));
    lines
        .map(|l| header.iter().cloned().zip(cells(l)).collect())
        .collect()
}

/// The cells of one line, quoted ones unquoted.
fn cells(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(String::new()),
            (c, _) => out.last_mut().unwrap().push(c),
        }
    }
    out
}

fn cell<'a>(row: &'a [(String, String)], name: &str) -> &'a str {
    &row.iter()
        .find(|(h, _)| h == name)
        .unwrap_or_else(|| panic!("no column {name}"))
        .1
}

/// A column's sum in paise (cells are rupees with two decimals).
fn sum(rows: &[Vec<(String, String)>], name: &str) -> i64 {
    rows.iter()
        .map(|r| {
            let v = cell(r, name);
            let (rupees, paise) = v.split_once('.').unwrap_or((v, "0"));
            let whole: i64 = rupees.trim_start_matches('-').parse().unwrap();
            let p = whole * 100 + paise.parse::<i64>().unwrap();
            if v.starts_with('-') {
                -p
            } else {
                p
            }
        })
        .sum()
}

async fn text(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.text().await.unwrap()
}

async fn sheet(app: &TestApp, name: &str, period: &str) -> Vec<Vec<(String, String)>> {
    let csv = text(app, &format!("/admin/export/gstr1/{name}.csv?{period}")).await;
    assert!(
        !csv.starts_with('\u{feff}'),
        "the offline tool's import reads bare headers"
    );
    rows(&csv)
}

/// Another enquiry, from another client.
async fn second_lead(app: &TestApp) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["bEmail"] = json!("orders@ganga-foods.in");
    body["fName"] = json!("Ravi");
    let res = app.post_json("/userbe/createbe", &body).await;
    res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap()
}

#[tokio::test]
async fn gstr1_sheets_put_each_document_in_its_table_and_the_sales_register_adds_up_to_them() {
    // Arrange: an advance in November, set against a December invoice
    let (app, first) = app_with_lead().await;
    app.config.clock.set_today(day(2026, 11, 20));
    posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": first, "amount": 11800, "on": "2026-11-20", "method": "bank",
                "reference": "NEFT 1120", "description": "Advance for the Amazon store set-up",
                "sac": "998365", "clientState": "Bihar"}),
        201,
    )
    .await;
    app.config.clock.set_today(day(2026, 12, 7));
    // A registered client in Delhi (IGST), credited ₹5,000 and paid with TDS.
    let b2b = draft(&app, &typed(first, "Delhi", Some(&delhi_gstin()), 50_000.0)).await;
    let b2b = issued(&app, &b2b["id"]).await;
    let id = &b2b["id"];
    posted(
        &app,
        &format!("/admin/invoices/{id}/credit-notes"),
        &json!({"reason": "One month billed twice", "lines": [{"description": "Amazon store management", "sac": "998365", "quantity": 1, "unitPrice": 5000}]}),
        201,
    )
    .await;
    posted(
        &app,
        &format!("/admin/invoices/{id}/payments"),
        &json!({"amount": 40000, "on": "2026-12-07", "method": "bank", "reference": "UTR 5521",
                "tds": 1000, "tdsSection": "194J"}),
        201,
    )
    .await;
    // Unregistered clients: ₹1.5 lakh to Delhi (b2cl), ₹20,000 in Bihar (b2cs).
    let second = second_lead(&app).await;
    for (state, price) in [("Delhi", 150_000.0), ("Bihar", 20_000.0)] {
        let d = draft(&app, &typed(second, state, None, price)).await;
        issued(&app, &d["id"]).await;
    }
    // A December advance no invoice has settled yet.
    posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": second, "amount": 5900, "on": "2026-12-07", "method": "upi",
                "reference": "UPI 7781", "description": "Advance for product photography",
                "sac": "998365", "clientState": "Bihar"}),
        201,
    )
    .await;

    // Act
    let december = "month=2026-12";
    let b2b_rows = sheet(&app, "b2b", december).await;
    let b2cl = sheet(&app, "b2cl", december).await;
    let b2cs = sheet(&app, "b2cs", december).await;
    let cdnr = sheet(&app, "cdnr", december).await;
    let at = sheet(&app, "at", december).await;
    let atadj = sheet(&app, "atadj", december).await;
    let hsn_b2b = sheet(&app, "hsn-b2b", december).await;
    let hsn_b2c = sheet(&app, "hsn-b2c", december).await;
    let docs = sheet(&app, "docs", december).await;
    let register = rows(
        &text(
            &app,
            "/admin/export/sales-register.csv?from=2026-12-01&to=2026-12-31",
        )
        .await,
    );
    let tally = text(
        &app,
        "/admin/export/tally.xml?from=2026-12-01&to=2026-12-31",
    )
    .await;

    // Assert: each document in its table, as the offline tool writes it
    assert_eq!(b2b_rows.len(), 1);
    let row = &b2b_rows[0];
    assert_eq!(cell(row, "GSTIN/UIN of Recipient"), delhi_gstin());
    assert_eq!(cell(row, "Invoice Number"), "INV/2026-27/0001");
    assert_eq!(cell(row, "Invoice date"), "07-Dec-2026");
    assert_eq!(cell(row, "Invoice Value"), "59000.00");
    assert_eq!(cell(row, "Place Of Supply"), "07-Delhi");
    assert_eq!(cell(row, "Reverse Charge"), "N");
    assert_eq!(cell(row, "Rate"), "18");
    assert_eq!(cell(row, "Taxable Value"), "50000.00");
    assert_eq!((b2cl.len(), sum(&b2cl, "Taxable Value")), (1, 15_000_000));
    assert_eq!(cell(&b2cs[0], "Place Of Supply"), "10-Bihar");
    assert_eq!((b2cs.len(), sum(&b2cs, "Taxable Value")), (1, 2_000_000));
    assert_eq!(cell(&cdnr[0], "Note Type"), "C");
    assert_eq!(cell(&cdnr[0], "Note Number"), "CN/2026-27/0001");
    assert_eq!(sum(&cdnr, "Taxable Value"), 500_000);
    assert_eq!(sum(&at, "Gross Advance Received"), 500_000);
    assert_eq!(sum(&atadj, "Gross Advance Adjusted"), 1_000_000);
    assert_eq!(sum(&hsn_b2b, "Taxable Value"), 4_500_000);
    assert_eq!(sum(&hsn_b2c, "Taxable Value"), 17_000_000);
    let invoices = docs
        .iter()
        .find(|r| cell(r, "Nature of Document") == "Invoices for outward supply")
        .unwrap();
    assert_eq!(
        (
            cell(invoices, "Sr. No. From"),
            cell(invoices, "Sr. No. To"),
            cell(invoices, "Total Number")
        ),
        ("INV/2026-27/0001", "INV/2026-27/0003", "3")
    );

    // Assert: the register's totals are the sheets'
    let total = register.last().unwrap();
    assert_eq!(cell(total, "Date"), "Total");
    let supplies =
        sum(&b2b_rows, "Taxable Value") + sum(&b2cl, "Taxable Value") + sum(&b2cs, "Taxable Value")
            - sum(&cdnr, "Taxable Value");
    let money = |name: &str| sum(std::slice::from_ref(total), name);
    assert_eq!(money("Taxable value"), supplies);
    assert_eq!(
        money("Taxable value"),
        sum(&hsn_b2b, "Taxable Value") + sum(&hsn_b2c, "Taxable Value")
    );
    for (register_column, hsn_column) in [
        ("IGST", "Integrated Tax Amount"),
        ("CGST", "Central Tax Amount"),
        ("SGST", "State/UT Tax Amount"),
    ] {
        assert_eq!(
            money(register_column),
            sum(&hsn_b2b, hsn_column) + sum(&hsn_b2c, hsn_column),
            "{register_column}"
        );
    }
    assert_eq!(
        money("Advance received"),
        sum(&at, "Gross Advance Received")
    );
    assert_eq!(
        money("Advance adjusted"),
        sum(&atadj, "Gross Advance Adjusted")
    );
    assert_eq!(
        (money("Amount received"), money("TDS")),
        (4_000_000, 100_000)
    );
    assert_eq!(
        tally.matches("<VOUCHER ").count(),
        register.len() - 1,
        "a voucher for each row"
    );
    assert!(tally.contains("<LEDGERNAME>TDS receivable</LEDGERNAME>"));

    // The advance received in November is November's `at`, and the
    // financial year's third quarter holds December's invoices.
    let november = sheet(&app, "at", "month=2026-11").await;
    assert_eq!(sum(&november, "Gross Advance Received"), 1_000_000);
    let quarter = sheet(&app, "b2b", "quarter=2026-Q3").await;
    assert_eq!(quarter.len(), 1);
}

#[tokio::test]
async fn a_sheet_needs_a_known_name_and_one_month_or_quarter() {
    let (app, _) = app_with_lead().await;
    assert_error(
        app.get("/admin/export/gstr1/exp.csv?month=2026-12").await,
        404,
        None,
    )
    .await;
    assert_error(
        app.get("/admin/export/gstr1/b2b.csv").await,
        422,
        Some("month"),
    )
    .await;
    assert_error(
        app.get("/admin/export/gstr1/b2b.csv?quarter=2026-Q5").await,
        422,
        Some("quarter"),
    )
    .await;
    assert_error(
        app.get("/admin/export/sales-register.csv?from=2026-12-31&to=2026-12-01")
            .await,
        422,
        Some("to"),
    )
    .await;
    let stranger = app.clone_handle();
    assert_error(
        stranger
            .get("/admin/export/gstr1/b2b.csv?month=2026-12")
            .await,
        401,
        None,
    )
    .await;
}
