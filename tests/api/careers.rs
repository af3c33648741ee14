//! Departments, positions and career applications: what visitors see (never
//! applicant data), what administrators manage, and applications that
//! outlive their position and department.
use reqwest::Client;
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app, spawn_app_with, TestApp};

const APPLICATION_FIELDS: [&str; 6] = [
    "cId",
    "fullName",
    "email",
    "mobileNumber",
    "submittedAt",
    "positionApplied",
];
const POSITION_FIELDS: [&str; 4] = ["posId", "posName", "numberOfPosts", "dId"];

fn assert_application_shape(a: &Value) {
    assert_keys(a, &APPLICATION_FIELDS);
    assert_keys(&a["positionApplied"], &["posId", "posName"]);
    assert!(a["cId"].is_i64(), "numeric cId: {a}");
    let at = a["submittedAt"].as_str().expect("submittedAt");
    assert!(at.ends_with('Z'), "UTC: {at}");
    let t = chrono::DateTime::parse_from_rfc3339(at).expect("RFC 3339");
    assert!(
        chrono::Utc::now()
            .signed_duration_since(t)
            .num_seconds()
            .abs()
            < 300
    );
}

fn applicant(name: &str, email: &str, mobile: &str, pos_id: i64) -> Value {
    json!({"fullName": name, "email": email, "mobileNumber": mobile,
           "positionApplied": {"posId": pos_id}})
}

async fn apply(app: &TestApp, pos_id: i64, body: &Value) -> Value {
    let res = app
        .post_json(&format!("/usercp/createcp/{pos_id}"), body)
        .await;
    assert_eq!(res.status(), 201, "apply");
    res.json().await.unwrap()
}

async fn add_position(app: &TestApp, d_id: i64, name: &str) -> i64 {
    let res = app
        .post_json(
            &format!("/admin/{d_id}/addpost"),
            &json!({"posName": name, "numberOfPosts": 1}),
        )
        .await;
    assert_eq!(res.status(), 201, "add position");
    res.json::<Value>().await.unwrap()["posId"]
        .as_i64()
        .unwrap()
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.json().await.unwrap()
}

#[tokio::test]
async fn an_administrator_adds_a_department_and_a_position() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let dept = app
        .post_json(
            "/admin/departments/adddep",
            &json!({"dName": " Marketplace Operations "}),
        )
        .await;
    assert_eq!(dept.status(), 201);
    let dept: Value = dept.json().await.unwrap();
    assert_keys(&dept, &["dId", "dName", "positions"]);
    assert_eq!(dept["dName"], "Marketplace Operations");
    assert_eq!(dept["positions"], json!([]));
    let d_id = dept["dId"].as_i64().unwrap();

    let pos = app
        .post_json(
            &format!("/admin/{d_id}/addpost"),
            &json!({"posName": "Amazon Account Manager", "numberOfPosts": 3}),
        )
        .await;

    assert_eq!(pos.status(), 201);
    let pos: Value = pos.json().await.unwrap();
    assert_keys(&pos, &POSITION_FIELDS);
    assert_eq!(pos["posName"], "Amazon Account Manager");
    assert_eq!(pos["numberOfPosts"], 3);
    assert_eq!(pos["dId"], d_id);
    let all = get_json(&app, "/admin/alldepts").await;
    assert_eq!(
        all,
        json!([{"dId": d_id, "dName": "Marketplace Operations", "positions": [pos.clone()]}])
    );
    let public: Value = Client::new()
        .get(app.url("/dept/withposts"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(public, all);
}

#[tokio::test]
async fn number_of_posts_is_a_whole_number_from_0_to_999() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, _) = app.department_with_position("Design", "Image Editor").await;
    let path = format!("/admin/{d_id}/addpost");

    for (sent, stored) in [
        (json!("12"), 12),
        (json!(0), 0),
        (json!(999), 999),
        (json!(" 7 "), 7),
    ] {
        let res = app
            .post_json(&path, &json!({"posName": "Editor", "numberOfPosts": sent}))
            .await;
        assert_eq!(res.status(), 201, "{sent}");
        assert_eq!(res.json::<Value>().await.unwrap()["numberOfPosts"], stored);
    }
    for bad in [
        json!(-1),
        json!(1000),
        json!("abc"),
        json!("1.5"),
        json!(2.5),
        json!("-3"),
        json!(""),
        json!(null),
        json!(true),
        json!([1]),
    ] {
        let res = app
            .post_json(&path, &json!({"posName": "Editor", "numberOfPosts": bad}))
            .await;
        assert_eq!(res.status(), 422, "{bad}");
        assert_error(res, 422, Some("numberOfPosts")).await;
    }
    let missing = app.post_json(&path, &json!({"posName": "Editor"})).await;
    assert_error(missing, 422, Some("numberOfPosts")).await;
    let depts = get_json(&app, "/admin/alldepts").await;
    assert_eq!(depts[0]["positions"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn department_and_position_names_are_required_and_at_most_120_characters() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, _) = app.department_with_position("Design", "Image Editor").await;
    let add_post = format!("/admin/{d_id}/addpost");
    let cases = [
        ("/admin/departments/adddep", json!({}), "dName"),
        ("/admin/departments/adddep", json!({"dName": ""}), "dName"),
        ("/admin/departments/adddep", json!({"dName": "  "}), "dName"),
        (
            "/admin/departments/adddep",
            json!({"dName": "d".repeat(121)}),
            "dName",
        ),
        ("/admin/departments/adddep", json!({"dName": 5}), "dName"),
        (add_post.as_str(), json!({"numberOfPosts": 1}), "posName"),
        (
            add_post.as_str(),
            json!({"posName": "", "numberOfPosts": 1}),
            "posName",
        ),
        (
            add_post.as_str(),
            json!({"posName": "p".repeat(121), "numberOfPosts": 1}),
            "posName",
        ),
        (
            add_post.as_str(),
            json!({"posName": ["Editor"], "numberOfPosts": 1}),
            "posName",
        ),
    ];

    for (path, body, field) in cases {
        let res = app.post_json(path, &body).await;
        assert_eq!(res.status(), 422, "{path} {body}");
        assert_error(res, 422, Some(field)).await;
    }

    let depts = get_json(&app, "/admin/alldepts").await;
    assert_eq!(depts.as_array().unwrap().len(), 1);
    assert_eq!(depts[0]["positions"].as_array().unwrap().len(), 1);
    let longest = app
        .post_json(
            "/admin/departments/adddep",
            &json!({"dName": "d".repeat(120)}),
        )
        .await;
    assert_eq!(longest.status(), 201);
    let longest = app
        .post_json(
            &add_post,
            &json!({"posName": "p".repeat(120), "numberOfPosts": 1}),
        )
        .await;
    assert_eq!(longest.status(), 201);
}

#[tokio::test]
async fn addpost_is_404_for_an_unknown_department_and_400_for_a_bad_id() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let body = json!({"posName": "Editor", "numberOfPosts": 1});

    let unknown = app.post_json("/admin/999999/addpost", &body).await;
    let bad = app.post_json("/admin/design/addpost", &body).await;

    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
}

#[tokio::test]
async fn a_visitor_applies_and_gets_the_stored_application() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app
        .department_with_position("Marketplace", "Flipkart Account Manager")
        .await;
    let visitor = Client::new();

    let res = visitor
        .post(app.url(&format!("/usercp/createcp/{pos_id}")))
        .json(&applicant(
            " Priya Singh ",
            "priya@example.in",
            "9123456789",
            pos_id,
        ))
        .send()
        .await
        .unwrap();

    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    assert_application_shape(&created);
    assert_eq!(created["fullName"], "Priya Singh");
    assert_eq!(created["email"], "priya@example.in");
    assert_eq!(created["mobileNumber"], "9123456789");
    assert_eq!(
        created["positionApplied"],
        json!({"posId": pos_id, "posName": "Flipkart Account Manager"})
    );
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([created]));
}

#[tokio::test]
async fn the_position_in_the_address_is_used_when_the_body_has_none() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;

    let created = apply(
        &app,
        pos_id,
        &json!({"fullName": "Rahul Verma", "email": "rahul@example.in", "mobileNumber": "9000000001"}),
    )
    .await;

    assert_eq!(created["positionApplied"]["posId"], pos_id);
    assert_eq!(created["positionApplied"]["posName"], "Image Editor");
}

#[tokio::test]
async fn each_invalid_application_field_is_422_naming_it() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let base = applicant("Priya Singh", "priya@example.in", "9123456789", pos_id);
    let path = format!("/usercp/createcp/{pos_id}");
    let cases: Vec<(&str, Option<Value>)> = vec![
        ("fullName", None),
        ("fullName", Some(json!(""))),
        ("fullName", Some(json!("n".repeat(101)))),
        ("fullName", Some(json!(12))),
        ("email", None),
        ("email", Some(json!(" "))),
        ("email", Some(json!("priya-at-example.in"))),
        (
            "email",
            Some(json!(format!("{}@example.in", "p".repeat(250)))),
        ),
        ("mobileNumber", None),
        ("mobileNumber", Some(json!(""))),
        ("mobileNumber", Some(json!("9".repeat(21)))),
        ("mobileNumber", Some(json!(9123456789_i64))),
        ("positionApplied", Some(json!({"posId": 999999}))),
        ("positionApplied", Some(json!({"posId": "abc"}))),
        ("positionApplied", Some(json!({"posId": -2}))),
        ("positionApplied", Some(json!("Image Editor"))),
    ];

    for (field, value) in cases {
        let mut body = base.clone();
        match &value {
            Some(v) => body[field] = v.clone(),
            None => {
                body.as_object_mut().unwrap().remove(field);
            }
        }
        let res = app.post_json(&path, &body).await;
        assert_eq!(res.status(), 422, "{field} = {value:?}");
        assert_error(res, 422, Some(field)).await;
    }
    let no_position_anywhere = app
        .post_json(
            "/usercp/createcp/999999",
            &json!({"fullName": "Priya Singh", "email": "priya@example.in", "mobileNumber": "9123456789"}),
        )
        .await;
    assert_error(no_position_anywhere, 422, Some("positionApplied")).await;
    let bad_path = app.post_json("/usercp/createcp/abc", &base).await;
    assert_error(bad_path, 400, None).await;

    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([]));
}

#[tokio::test]
async fn public_lists_carry_no_applicant_data() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app
        .department_with_position("Marketplace", "Account Manager")
        .await;
    let secret = applicant(
        "Zoravar Secretname",
        "zoravar.secret@applicant.in",
        "7770001112",
        pos_id,
    );
    apply(&app, pos_id, &secret).await;
    let visitor = Client::new();

    for path in ["/posts/all", "/dept/withposts"] {
        for forged in [false, true] {
            let mut req = visitor.get(app.url(path));
            if forged {
                req = req.header("cookie", "vanijya_session=forged");
            }
            let res = req.send().await.unwrap();
            assert_eq!(res.status(), 200, "{path}");
            let text = res.text().await.unwrap();
            for leak in [
                "careerPages",
                "Zoravar",
                "Secretname",
                "zoravar.secret@applicant.in",
                "7770001112",
            ] {
                assert!(!text.contains(leak), "{path} shows {leak}: {text}");
            }
            assert!(text.contains("Account Manager"), "{path} lists positions");
        }
    }
    let positions: Value = visitor
        .get(app.url("/posts/all"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_keys(&positions[0], &POSITION_FIELDS);
}

#[tokio::test]
async fn administrators_see_applications_in_posts_all_and_getonepos() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let empty_pos = add_position(&app, d_id, "Photographer").await;
    let first = apply(
        &app,
        pos_id,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_id),
    )
    .await;
    let second = apply(
        &app,
        pos_id,
        &applicant("Rahul Verma", "rahul@example.in", "9000000001", pos_id),
    )
    .await;

    let all = get_json(&app, "/posts/all").await;
    let one = get_json(&app, &format!("/posts/getonepos/{pos_id}")).await;

    let all = all.as_array().unwrap();
    assert_eq!(all.len(), 2);
    let with_apps = all.iter().find(|p| p["posId"] == pos_id).unwrap();
    let mut fields = POSITION_FIELDS.to_vec();
    fields.push("careerPages");
    assert_keys(with_apps, &fields);
    assert_eq!(with_apps["careerPages"], json!([second, first]));
    let without = all.iter().find(|p| p["posId"] == empty_pos).unwrap();
    assert_eq!(without["careerPages"], json!([]));
    assert_eq!(&one, with_apps);
    assert_error(app.get("/posts/getonepos/999999").await, 404, None).await;
    assert_error(app.get("/posts/getonepos/abc").await, 400, None).await;
    // The administrator's department list stays free of applicant data.
    let depts = get_json(&app, "/admin/alldepts").await.to_string();
    assert!(!depts.contains("careerPages") && !depts.contains("Priya"));
}

#[tokio::test]
async fn getallcp_lists_applications_newest_first() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_a) = app.department_with_position("Design", "Image Editor").await;
    let pos_b = add_position(&app, d_id, "Photographer").await;
    let mut created = vec![];
    for (i, pos) in [pos_a, pos_b, pos_a].into_iter().enumerate() {
        let body = applicant(
            &format!("Applicant {i}"),
            &format!("a{i}@example.in"),
            "9000000000",
            pos,
        );
        created.push(apply(&app, pos, &body).await);
    }

    let list = get_json(&app, "/admin/getallcp").await;

    created.reverse();
    assert_eq!(list, json!(created));
    for a in list.as_array().unwrap() {
        assert_application_shape(a);
    }
}

#[tokio::test]
async fn updatecp_updates_and_moves_an_application() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_a) = app.department_with_position("Design", "Image Editor").await;
    let pos_b = add_position(&app, d_id, "Photographer").await;
    let created = apply(
        &app,
        pos_a,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_a),
    )
    .await;
    let c_id = created["cId"].as_i64().unwrap();

    let res = app
        .patch_json(
            &format!("/admin/updatecp/{pos_a}/{c_id}"),
            &json!({"cId": c_id, "fullName": "Priya Kumari Singh", "email": "priya.singh@example.in",
                    "mobileNumber": "9123456780", "positionApplied": {"posId": pos_b}}),
        )
        .await;

    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.unwrap();
    assert_application_shape(&updated);
    assert_eq!(updated["cId"], c_id);
    assert_eq!(updated["fullName"], "Priya Kumari Singh");
    assert_eq!(updated["email"], "priya.singh@example.in");
    assert_eq!(updated["mobileNumber"], "9123456780");
    assert_eq!(
        updated["positionApplied"],
        json!({"posId": pos_b, "posName": "Photographer"})
    );
    assert_eq!(updated["submittedAt"], created["submittedAt"]);
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([updated]));
    let moved = get_json(&app, &format!("/posts/getonepos/{pos_b}")).await;
    assert_eq!(moved["careerPages"], json!([updated]));
    let old = get_json(&app, &format!("/posts/getonepos/{pos_a}")).await;
    assert_eq!(old["careerPages"], json!([]));
}

#[tokio::test]
async fn updatecp_rejects_invalid_fields_and_unknown_ids() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let created = apply(
        &app,
        pos_id,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_id),
    )
    .await;
    let path = format!("/admin/updatecp/{pos_id}/{}", created["cId"]);

    for (body, field) in [
        (json!({"email": "not-an-email"}), "email"),
        (json!({"fullName": ""}), "fullName"),
        (json!({"mobileNumber": "9".repeat(21)}), "mobileNumber"),
        (
            json!({"positionApplied": {"posId": 999999}}),
            "positionApplied",
        ),
    ] {
        let res = app.patch_json(&path, &body).await;
        assert_eq!(res.status(), 422, "{body}");
        assert_error(res, 422, Some(field)).await;
    }
    let unknown = app
        .patch_json(
            &format!("/admin/updatecp/{pos_id}/999999"),
            &json!({"fullName": "Ravi"}),
        )
        .await;
    let bad = app
        .patch_json(
            &format!("/admin/updatecp/{pos_id}/abc"),
            &json!({"fullName": "Ravi"}),
        )
        .await;

    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([created]));
}

#[tokio::test]
async fn deletecarp_is_204_then_404() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let gone = apply(
        &app,
        pos_id,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_id),
    )
    .await;
    let kept = apply(
        &app,
        pos_id,
        &applicant("Rahul Verma", "rahul@example.in", "9000000001", pos_id),
    )
    .await;

    let res = app
        .delete(&format!("/admin/deletecarp/{}", gone["cId"]))
        .await;

    assert_eq!(res.status(), 204);
    assert!(res.bytes().await.unwrap().is_empty());
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([kept]));
    let again = app
        .delete(&format!("/admin/deletecarp/{}", gone["cId"]))
        .await;
    assert_error(again, 404, None).await;
    assert_error(app.delete("/admin/deletecarp/abc").await, 400, None).await;
}

#[tokio::test]
async fn deleting_a_position_keeps_its_applications_with_the_name_snapshot() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let other = add_position(&app, d_id, "Photographer").await;
    let application = apply(
        &app,
        pos_id,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_id),
    )
    .await;

    let res = app
        .delete(&format!("/admin/departments/deletepos/{pos_id}"))
        .await;

    assert_eq!(res.status(), 204);
    let mut expected = application.clone();
    expected["positionApplied"] = json!({"posId": null, "posName": "Image Editor"});
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([expected]));
    let positions = get_json(&app, "/posts/all").await;
    let ids: Vec<&Value> = positions
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["posId"])
        .collect();
    assert_eq!(ids, vec![&json!(other)]);
    assert_error(
        app.get(&format!("/posts/getonepos/{pos_id}")).await,
        404,
        None,
    )
    .await;
    let again = app
        .delete(&format!("/admin/departments/deletepos/{pos_id}"))
        .await;
    assert_error(again, 404, None).await;
    assert_error(
        app.delete("/admin/departments/deletepos/abc").await,
        400,
        None,
    )
    .await;
    let late = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &applicant("Late Comer", "late@example.in", "9000000002", pos_id),
        )
        .await;
    assert_error(late, 422, Some("positionApplied")).await;
}

#[tokio::test]
async fn deleting_a_department_deletes_its_positions_and_keeps_applications() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_a) = app.department_with_position("Design", "Image Editor").await;
    let pos_b = add_position(&app, d_id, "Photographer").await;
    let (other_dept, other_pos) = app
        .department_with_position("Marketplace", "Account Manager")
        .await;
    let on_a = apply(
        &app,
        pos_a,
        &applicant("Priya Singh", "priya@example.in", "9123456789", pos_a),
    )
    .await;
    let on_b = apply(
        &app,
        pos_b,
        &applicant("Rahul Verma", "rahul@example.in", "9000000001", pos_b),
    )
    .await;
    let elsewhere = apply(
        &app,
        other_pos,
        &applicant("Sita Devi", "sita@example.in", "9000000003", other_pos),
    )
    .await;

    let res = app
        .delete(&format!("/admin/departments/deletedept/{d_id}"))
        .await;

    assert_eq!(res.status(), 204);
    let depts = get_json(&app, "/admin/alldepts").await;
    let dept_ids: Vec<&Value> = depts
        .as_array()
        .unwrap()
        .iter()
        .map(|d| &d["dId"])
        .collect();
    assert_eq!(dept_ids, vec![&json!(other_dept)]);
    let positions = get_json(&app, "/posts/all").await;
    let pos_ids: Vec<&Value> = positions
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["posId"])
        .collect();
    assert_eq!(pos_ids, vec![&json!(other_pos)]);
    for gone in [pos_a, pos_b] {
        let res = app.get(&format!("/posts/getonepos/{gone}")).await;
        assert_error(res, 404, None).await;
    }
    let mut kept_a = on_a.clone();
    kept_a["positionApplied"] = json!({"posId": null, "posName": "Image Editor"});
    let mut kept_b = on_b.clone();
    kept_b["positionApplied"] = json!({"posId": null, "posName": "Photographer"});
    assert_eq!(
        get_json(&app, "/admin/getallcp").await,
        json!([elsewhere, kept_b, kept_a])
    );
    let again = app
        .delete(&format!("/admin/departments/deletedept/{d_id}"))
        .await;
    assert_error(again, 404, None).await;
    assert_error(
        app.delete("/admin/departments/deletedept/abc").await,
        400,
        None,
    )
    .await;
}

#[tokio::test]
async fn a_filled_honeypot_application_is_answered_201_but_not_stored() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let mut bot = applicant("Bot", "bot@spam.example", "0000000000", pos_id);
    bot["website"] = json!("https://spam.example");

    let res = app
        .post_json(&format!("/usercp/createcp/{pos_id}"), &bot)
        .await;

    assert_eq!(res.status(), 201);
    assert_keys(&res.json::<Value>().await.unwrap(), &APPLICATION_FIELDS);
    assert_eq!(get_json(&app, "/admin/getallcp").await, json!([]));
    let position = get_json(&app, &format!("/posts/getonepos/{pos_id}")).await;
    assert_eq!(position["careerPages"], json!([]));
}

#[tokio::test]
async fn concurrent_department_changes_never_fail() {
    // Arrange: one administrator; four workers share the session.
    let app = spawn_app().await;
    app.login_as_admin().await;

    // Act: each worker adds a department and a position, then deletes both.
    let work = (0..4).map(|w| {
        let app = &app;
        async move {
            let mut statuses = Vec::new();
            for i in 0..6 {
                let (d_id, pos_id) = app
                    .department_with_position(&format!("Dept {w}-{i}"), "Role")
                    .await;
                let p = app
                    .delete(&format!("/admin/departments/deletepos/{pos_id}"))
                    .await;
                statuses.push(p.status().as_u16());
                let d = app
                    .delete(&format!("/admin/departments/deletedept/{d_id}"))
                    .await;
                statuses.push(d.status().as_u16());
            }
            statuses
        }
    });
    let all: Vec<u16> = futures::future::join_all(work)
        .await
        .into_iter()
        .flatten()
        .collect();

    // Assert
    assert!(all.iter().all(|s| *s == 204), "statuses: {all:?}");
}
