//! Lead pages: the business enquiry page (/buseq, enquiry island) and the
//! careers page (/careerpg, careers island and the server-rendered Current
//! Openings list). Both read the database on every request and are never
//! cached, so a service or position an administrator adds shows at once.
use askama::Template;
use axum::{extract::State, response::Response, routing::get, Router};
use serde::Serialize;

use crate::{
    error::AppResult,
    services::{
        careers::{self, DepartmentView},
        catalogue::{self, ServiceView},
    },
    state::AppState,
    views::{cache_control, render, Island, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/buseq", get(enquiry_page))
        .route("/careerpg", get(careers_page))
}

// ---------- /buseq ----------

#[derive(Serialize)]
struct EnquiryProps {
    services: Vec<ServiceView>,
}

#[derive(Template)]
#[template(path = "pages/buseq.html")]
struct EnquiryPage {
    l: Layout,
    island: Island,
}

async fn enquiry_page(State(state): State<AppState>) -> AppResult<Response> {
    let services = catalogue::list(&state.db).await?;
    let name = &state.config.site.product_name;
    let l = Layout::new(
        &state,
        "/buseq",
        format!("Request for a customised quote | {name}"),
        format!(
            "Tell {name} what you sell and the help you need: marketplace management, advertising, \
             digital marketing or a website. We reply within one working day with a customised quote."
        ),
    )
    .with_island("enquiry");
    let island = Island::new("enquiry", &EnquiryProps { services });
    Ok(cache_control(
        render(&EnquiryPage { l, island }),
        "no-cache",
    ))
}

// ---------- /careerpg ----------

/// One entry of the careers island's position dropdown.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OpenPosition {
    pos_id: i32,
    pos_name: String,
    d_name: String,
}

#[derive(Serialize)]
struct CareersProps {
    positions: Vec<OpenPosition>,
}

struct Opening {
    name: String,
    /// "1 Position", "2 Positions".
    count: String,
}

struct DepartmentOpenings {
    name: String,
    openings: Vec<Opening>,
}

#[derive(Template)]
#[template(path = "pages/careers.html")]
struct CareersPage {
    l: Layout,
    island: Island,
    departments: Vec<DepartmentOpenings>,
}

/// "1 Position" for one, "N Positions" otherwise.
fn positions_label(n: i32) -> String {
    if n == 1 {
        "1 Position".to_owned()
    } else {
        format!("{n} Positions")
    }
}

/// The open positions by department, in the order the service gives them
/// (departments and positions by name). A position with no vacant posts
/// (numberOfPosts 0: an administrator closed it but kept it, with its
/// applications) is not an opening; a department without openings is left
/// out.
fn openings(depts: Vec<DepartmentView>) -> Vec<DepartmentOpenings> {
    depts
        .into_iter()
        .filter_map(|d| {
            let openings: Vec<Opening> = d
                .positions
                .into_iter()
                .filter(|p| p.number_of_posts > 0)
                .map(|p| Opening {
                    count: positions_label(p.number_of_posts),
                    name: p.pos_name,
                })
                .collect();
            (!openings.is_empty()).then_some(DepartmentOpenings {
                name: d.d_name,
                openings,
            })
        })
        .collect()
}

fn dropdown(depts: &[DepartmentView]) -> Vec<OpenPosition> {
    depts
        .iter()
        .flat_map(|d| {
            d.positions
                .iter()
                .filter(|p| p.number_of_posts > 0)
                .map(|p| OpenPosition {
                    pos_id: p.pos_id,
                    pos_name: p.pos_name.clone(),
                    d_name: d.d_name.clone(),
                })
        })
        .collect()
}

async fn careers_page(State(state): State<AppState>) -> AppResult<Response> {
    let depts = careers::departments(&state.db).await?;
    let name = &state.config.site.product_name;
    let l = Layout::new(
        &state,
        "/careerpg",
        format!("Careers: Join Our Team | {name}"),
        format!(
            "Current openings at {name} in Patna: marketplace, digital marketing and web roles. \
             See the open positions by department and apply online."
        ),
    )
    .with_island("careers");
    let island = Island::new(
        "careers",
        &CareersProps {
            positions: dropdown(&depts),
        },
    );
    let departments = openings(depts);
    Ok(cache_control(
        render(&CareersPage {
            l,
            island,
            departments,
        }),
        "no-cache",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::careers::PositionView;

    fn position(pos_id: i32, name: &str, n: i32) -> PositionView {
        PositionView {
            pos_id,
            pos_name: name.into(),
            number_of_posts: n,
            d_id: 1,
            career_pages: None,
        }
    }

    #[test]
    fn labels_say_position_for_one_and_positions_otherwise() {
        assert_eq!(positions_label(1), "1 Position");
        assert_eq!(positions_label(2), "2 Positions");
        assert_eq!(positions_label(12), "12 Positions");
    }

    #[test]
    fn closed_positions_and_empty_departments_are_not_openings() {
        let depts = vec![
            DepartmentView {
                d_id: 1,
                d_name: "Marketing".into(),
                positions: vec![position(1, "SEO Analyst", 2), position(2, "Closed", 0)],
            },
            DepartmentView {
                d_id: 2,
                d_name: "Empty".into(),
                positions: vec![],
            },
        ];
        let props = dropdown(&depts);
        assert_eq!(props.len(), 1);
        assert_eq!(props[0].pos_id, 1);
        assert_eq!(props[0].d_name, "Marketing");
        let list = openings(depts);
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].name, "Marketing");
        assert_eq!(list[0].openings.len(), 1);
        assert_eq!(list[0].openings[0].count, "2 Positions");
    }
}
