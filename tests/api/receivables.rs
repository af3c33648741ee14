//! Receivables over HTTP: what clients owe by client, aged from the due
//! day; money collected this India month and last (an advance once, on the
//! day it came); TDS held back by financial-year quarter; each figure with
//! the invoices behind it. Then Today's invoices overdue and due this week,
//! for the levels that open invoices, and the lead page's invoices and
//! payments. The clock is moved with `config.clock`.
use serde_json::{json, Value};

use crate::{
    access::{add, signed_in},
    helpers::{assert_error, TestApp},
    invoices::{app_with_lead, day, draft, issued, posted, typed},
};

/// An invoice of ₹10,000 + 18 % GST (₹11,800) for `client` issued on
/// `on` (due 15 days later): its id.
async fn invoice_on(app: &TestApp, lead: i64, client: &str, on: (i32, u32, u32)) -> i64 {
    app.config.clock.set_today(day(on.0, on.1, on.2));
    let mut body = typed(lead, "Bihar", None, 10_000.0);
    body["clientName"] = json!(client);
    let made = draft(app, &body).await;
    issued(app, &made["id"]).await["id"].as_i64().unwrap()
}

/// Records a payment of `amount` rupees (and `tds`) received on `on`.
async fn paid(app: &TestApp, id: i64, amount: f64, tds: f64, on: &str) {
    let mut body =
        json!({"amount": amount, "on": on, "method": "bank", "reference": format!("NEFT {id}")});
    if tds > 0.0 {
        body["tds"] = json!(tds);
        body["tdsSection"] = json!("194J");
    }
    posted(app, &format!("/admin/invoices/{id}/payments"), &body, 201).await;
}

async fn read(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "GET {path}: {body}");
    body
}

fn figure(amount: f64, ids: &[i64]) -> Value {
    json!({"amount": amount, "count": ids.len()})
}

/// The ids behind the figure `query` names, every page of 2 read, and its
/// amount.
async fn behind(app: &TestApp, query: &str) -> (Vec<i64>, Value) {
    let mut ids = Vec::new();
    let mut page = 1;
    loop {
        let r = read(
            app,
            &format!("/admin/receivables/invoices?{query}&perPage=2&page={page}"),
        )
        .await;
        ids.extend(
            r["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d["id"].as_i64().unwrap()),
        );
        if page >= r["pages"].as_u64().unwrap() {
            return (ids, r["amount"].clone());
        }
        page += 1;
    }
}

const KUMARI: &str = "Kumari Crafts Private Limited";
const SINHA: &str = "Sinha Handlooms";

#[tokio::test]
async fn receivables_age_by_client_count_collections_by_month_and_tds_by_quarter() {
    // Arrange: invoices issued from August to December 2026 (due 15 days
    // later), payments with TDS, an advance set against a later invoice
    // and a draft; counted on Monday 7 December 2026.
    let (app, lead) = app_with_lead().await;
    let a = invoice_on(&app, lead, KUMARI, (2026, 8, 1)).await; // due 16 Aug: 113 days late
    let b = invoice_on(&app, lead, SINHA, (2026, 9, 20)).await; // due 5 Oct: 63 days
    let c = invoice_on(&app, lead, KUMARI, (2026, 10, 10)).await; // due 25 Oct: 43 days
    let g = invoice_on(&app, lead, KUMARI, (2026, 10, 1)).await; // paid in full
    let d = invoice_on(&app, lead, KUMARI, (2026, 11, 10)).await; // due 25 Nov: 12 days
    let f = invoice_on(&app, lead, KUMARI, (2026, 11, 22)).await; // due today: not late
    let e = invoice_on(&app, lead, SINHA, (2026, 11, 25)).await; // due 10 Dec
    app.config.clock.set_today(day(2026, 12, 7));
    draft(&app, &typed(lead, "Bihar", None, 50_000.0)).await;
    paid(&app, a, 1_800.0, 200.0, "2026-09-10").await;
    paid(&app, g, 10_800.0, 1_000.0, "2026-11-05").await;
    paid(&app, d, 5_000.0, 1_000.0, "2026-11-28").await;
    paid(&app, b, 3_000.0, 0.0, "2026-12-02").await;
    let advance = posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": lead, "amount": 5900, "on": "2026-12-03", "method": "upi", "reference": "UPI 889",
                "description": "Advance for Flipkart onboarding", "sac": "998365", "clientState": "Bihar"}),
        201,
    )
    .await["id"]
        .as_i64()
        .unwrap();
    // Issued on 7 December, due on 22 December: the advance settles half.
    let i = invoice_on(&app, lead, KUMARI, (2026, 12, 7)).await;

    // Act
    let r = read(&app, "/admin/receivables").await;

    // Assert: balances 9,800 (A), 8,800 (B), 11,800 (C), 5,800 (D),
    // 11,800 (E, F) and 5,900 (I); G is paid.
    assert_eq!(r["today"], "2026-12-07");
    assert_eq!(
        r["outstanding"],
        json!({
            "notDue": figure(29_500.0, &[f, e, i]),
            "days0To30": figure(5_800.0, &[d]),
            "days31To60": figure(11_800.0, &[c]),
            "days61To90": figure(8_800.0, &[b]),
            "over90Days": figure(9_800.0, &[a]),
            "total": figure(65_700.0, &[a, b, c, d, f, e, i]),
        })
    );
    let clients = r["clients"].as_array().unwrap();
    assert_eq!(clients.len(), 2);
    assert_eq!(clients[0]["clientName"], KUMARI, "the most owed first");
    assert_eq!(clients[0]["total"], figure(45_100.0, &[a, c, d, f, i]));
    assert_eq!(clients[0]["notDue"], figure(17_700.0, &[f, i]));
    assert_eq!(clients[0]["days61To90"], figure(0.0, &[]));
    assert_eq!(clients[1]["clientName"], SINHA);
    assert_eq!(clients[1]["total"], figure(20_600.0, &[b, e]));
    assert_eq!(clients[1]["days61To90"], figure(8_800.0, &[b]));
    assert_eq!(clients[1]["notDue"], figure(11_800.0, &[e]));

    // This month: B's payment and the advance (counted once, though it
    // was set against I); last month: G's and D's, without their TDS.
    assert_eq!(
        r["collected"]["thisMonth"],
        json!({"period": "2026-12", "from": "2026-12-01", "to": "2026-12-07",
               "amount": 8_900.0, "count": 2})
    );
    assert_eq!(
        r["collected"]["lastMonth"],
        json!({"period": "2026-11", "from": "2026-11-01", "to": "2026-11-30",
               "amount": 15_800.0, "count": 2})
    );

    // TDS by financial-year quarter, from April 2025 to this quarter.
    let tds = r["tdsByQuarter"].as_array().unwrap();
    let periods: Vec<&str> = tds.iter().map(|q| q["period"].as_str().unwrap()).collect();
    assert_eq!(
        periods,
        ["2026-Q3", "2026-Q2", "2026-Q1", "2025-Q4", "2025-Q3", "2025-Q2", "2025-Q1"]
    );
    assert_eq!(
        tds[0],
        json!({"period": "2026-Q3", "from": "2026-10-01", "to": "2026-12-31",
               "amount": 2_000.0, "count": 2})
    );
    assert_eq!(tds[1]["amount"], json!(200.0));
    assert_eq!(tds[1]["count"], json!(1));
    assert_eq!(tds[2]["amount"], json!(0.0));
    assert_eq!(tds[3]["from"], "2026-01-01");
    assert_eq!(tds[3]["to"], "2026-03-31");

    // Each figure opens the documents behind it, by id, a page at a time.
    let sorted = |mut ids: Vec<i64>| {
        ids.sort();
        ids
    };
    let kumari = format!("figure=total&client={}", KUMARI.replace(' ', "+"));
    for (query, ids, amount) in [
        ("figure=total", sorted(vec![a, b, c, d, f, e, i]), 65_700.0),
        ("figure=notDue", sorted(vec![f, e, i]), 29_500.0),
        ("figure=over90Days", vec![a], 9_800.0),
        (kumari.as_str(), sorted(vec![a, c, d, f, i]), 45_100.0),
        ("figure=days61To90&client=Sinha+Handlooms", vec![b], 8_800.0),
        (
            "figure=days61To90&client=Kumari+Crafts+Private+Limited",
            vec![],
            0.0,
        ),
        ("figure=days0To30&client=Nobody", vec![], 0.0),
        (
            "figure=collected&period=2026-12",
            sorted(vec![b, advance]),
            8_900.0,
        ),
        (
            "figure=collected&period=2026-11",
            sorted(vec![g, d]),
            15_800.0,
        ),
        ("figure=tds&period=2026-Q3", sorted(vec![g, d]), 2_000.0),
        ("figure=tds&period=2026-Q2", vec![a], 200.0),
    ] {
        assert_eq!(behind(&app, query).await, (ids, json!(amount)), "{query}");
    }
    for (query, field) in [
        ("figure=owed", "figure"),
        ("", "figure"),
        ("figure=collected&period=2026-10", "period"),
        ("figure=tds", "period"),
        ("figure=total&page=0", "page"),
    ] {
        let res = app
            .get(&format!("/admin/receivables/invoices?{query}"))
            .await;
        assert_error(res, 422, Some(field)).await;
    }
    let mut listed = Vec::new();
    for query in [
        "figure=total",
        "figure=collected&period=2026-11",
        "figure=collected&period=2026-12",
    ] {
        let r = read(&app, &format!("/admin/receivables/invoices?{query}")).await;
        listed.extend(r["items"].as_array().unwrap().clone());
    }
    let of = |id: i64| listed.iter().find(|d| d["id"] == id).unwrap().clone();
    let late = of(b);
    assert_eq!(late["kind"], "invoice");
    assert_eq!(late["clientName"], SINHA);
    assert_eq!(late["dueOn"], "2026-10-05");
    assert_eq!(late["balance"], json!(8_800.0));
    assert_eq!(late["status"], "partlyPaid");
    assert_eq!(late["overdue"], true);
    assert_eq!(late["href"], format!("/admin-login/invoices/{b}"));
    assert_eq!(of(f)["overdue"], false, "due today is not overdue yet");
    assert_eq!(of(g)["status"], "paid");
    assert_eq!(of(g)["balance"], json!(0.0));
    let voucher = of(advance);
    assert_eq!(voucher["kind"], "receipt");
    assert_eq!(voucher["invoiceId"], i);
    assert_eq!(voucher["href"], format!("/admin-login/invoices/{i}"));
}

#[tokio::test]
async fn receivables_are_open_to_sales_and_closed_to_an_editor() {
    // Arrange
    let (app, lead) = app_with_lead().await;
    invoice_on(&app, lead, KUMARI, (2026, 12, 1)).await;
    add(&app, "rekha@vanijya.test", "Sales").await;
    add(&app, "tanvi@vanijya.test", "Editor").await;
    let sales = signed_in(&app, "rekha@vanijya.test").await;
    let editor = signed_in(&app, "tanvi@vanijya.test").await;

    // Act
    let seen = read(&sales, "/admin/receivables").await;
    let refused = editor.get("/admin/receivables").await;

    // Assert
    assert_eq!(seen["outstanding"]["total"]["amount"], json!(11_800.0));
    assert_error(refused, 403, None).await;
    assert_error(
        app.clone_handle().get("/admin/receivables").await,
        401,
        None,
    )
    .await;
}

#[tokio::test]
async fn today_lists_invoices_overdue_and_due_this_india_week_for_levels_that_see_invoices() {
    // Arrange: on Wednesday 9 December 2026 (the week runs Monday 7 to
    // Sunday 13): invoices due on the 7th and 8th (overdue), the 9th and
    // the 13th (this week), the 14th (next week), and one due the 8th but
    // paid.
    let (app, lead) = app_with_lead().await;
    let due_7 = invoice_on(&app, lead, KUMARI, (2026, 11, 22)).await;
    let due_8 = invoice_on(&app, lead, SINHA, (2026, 11, 23)).await;
    let paid_8 = invoice_on(&app, lead, KUMARI, (2026, 11, 23)).await;
    let due_9 = invoice_on(&app, lead, KUMARI, (2026, 11, 24)).await;
    let due_13 = invoice_on(&app, lead, SINHA, (2026, 11, 28)).await;
    invoice_on(&app, lead, KUMARI, (2026, 11, 29)).await;
    app.config.clock.set_today(day(2026, 12, 9));
    paid(&app, paid_8, 11_800.0, 0.0, "2026-12-01").await;
    paid(&app, due_8, 1_800.0, 0.0, "2026-12-01").await;
    add(&app, "rekha@vanijya.test", "Sales").await;
    add(&app, "tanvi@vanijya.test", "Editor").await;

    // Act
    let owner = read(&app, "/admin/today").await;
    let sales = read(&signed_in(&app, "rekha@vanijya.test").await, "/admin/today").await;
    let editor = read(&signed_in(&app, "tanvi@vanijya.test").await, "/admin/today").await;

    // Assert: the longest overdue first, then the soonest due
    let ids = |part: &Value| -> Vec<i64> {
        part["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["id"].as_i64().unwrap())
            .collect()
    };
    let overdue = &owner["overdueInvoices"];
    assert_eq!(ids(overdue), [due_7, due_8]);
    assert_eq!(overdue["total"], 2);
    assert_eq!(overdue["items"][1]["balance"], json!(10_000.0));
    assert_eq!(overdue["items"][1]["dueOn"], "2026-12-08");
    assert_eq!(overdue["items"][1]["clientName"], SINHA);
    assert_eq!(overdue["items"][1]["overdue"], true);
    assert_eq!(
        overdue["items"][0]["href"],
        format!("/admin-login/invoices/{due_7}")
    );
    let this_week = &owner["invoicesDueThisWeek"];
    assert_eq!(ids(this_week), [due_9, due_13]);
    assert_eq!(this_week["total"], 2);
    assert_eq!(this_week["items"][0]["overdue"], false);
    assert_eq!(sales["overdueInvoices"], owner["overdueInvoices"]);
    assert_eq!(sales["invoicesDueThisWeek"], owner["invoicesDueThisWeek"]);
    assert_eq!(editor["overdueInvoices"], json!({"items": [], "total": 0}));
    assert_eq!(
        editor["invoicesDueThisWeek"],
        json!({"items": [], "total": 0})
    );
}

#[tokio::test]
async fn a_leads_page_shows_its_invoices_and_their_payments() {
    // Arrange: a draft, an invoice overdue and partly paid with TDS, and
    // one paid
    let (app, lead) = app_with_lead().await;
    let late = invoice_on(&app, lead, KUMARI, (2026, 11, 1)).await;
    let settled = invoice_on(&app, lead, KUMARI, (2026, 11, 20)).await;
    app.config.clock.set_today(day(2026, 12, 7));
    let unissued = draft(&app, &typed(lead, "Bihar", None, 2_500.0)).await["id"]
        .as_i64()
        .unwrap();
    paid(&app, late, 4_000.0, 1_000.0, "2026-11-30").await;
    paid(&app, settled, 11_800.0, 0.0, "2026-12-04").await;

    // Act
    let page = read(&app, &format!("/admin/leads/enquiries/{lead}")).await;

    // Assert: newest first
    let invoices = page["invoices"].as_array().unwrap();
    let ids: Vec<i64> = invoices.iter().map(|d| d["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [unissued, settled, late]);
    assert_eq!(invoices[0]["number"], Value::Null, "a draft has no number");
    assert_eq!(invoices[0]["status"], "draft");
    assert_eq!(invoices[0]["total"], json!(2_950.0));
    assert_eq!(invoices[1]["status"], "paid");
    assert_eq!(invoices[1]["balance"], json!(0.0));
    assert_eq!(invoices[2]["number"], "INV/2026-27/0001");
    assert_eq!(invoices[2]["status"], "partlyPaid");
    assert_eq!(invoices[2]["overdue"], true);
    assert_eq!(invoices[2]["total"], json!(11_800.0));
    assert_eq!(invoices[2]["balance"], json!(6_800.0));
    let payments = page["payments"].as_array().unwrap();
    assert_eq!(payments.len(), 2);
    assert_eq!(payments[0]["on"], "2026-12-04", "the latest first");
    assert_eq!(payments[0]["invoiceNumber"], "INV/2026-27/0002");
    assert_eq!(payments[0]["amount"], json!(11_800.0));
    assert_eq!(payments[0]["tds"], json!(0.0));
    assert_eq!(payments[1]["on"], "2026-11-30");
    assert_eq!(payments[1]["invoiceId"], late);
    assert_eq!(payments[1]["amount"], json!(4_000.0));
    assert_eq!(payments[1]["method"], "bank");
    assert_eq!(payments[1]["tds"], json!(1_000.0));
    assert_eq!(payments[1]["tdsSection"], "194J");
}
