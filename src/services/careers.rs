//! Departments, positions and career applications. Applications keep the
//! position's name as a snapshot; deleting a position or a department never
//! deletes an application.
use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    sea_query::{Expr, Query},
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set,
    TransactionTrait,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::rfc3339;
use crate::{
    entities::{career_application, department, position},
    error::{AppError, AppResult},
};

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionRef {
    /// Null once the position was deleted.
    pub pos_id: Option<i32>,
    pub pos_name: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationView {
    pub c_id: i32,
    pub full_name: String,
    pub email: String,
    pub mobile_number: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub position_applied: PositionRef,
}

impl From<career_application::Model> for ApplicationView {
    fn from(m: career_application::Model) -> Self {
        Self {
            c_id: m.c_id,
            full_name: m.full_name,
            email: m.email,
            mobile_number: m.mobile_number,
            submitted_at: rfc3339(m.submitted_at),
            position_applied: PositionRef {
                pos_id: m.position_id,
                pos_name: m.position_name,
            },
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionView {
    pub pos_id: i32,
    pub pos_name: String,
    pub number_of_posts: i32,
    pub d_id: i32,
    /// Applications for this position; present only for administrators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub career_pages: Option<Vec<ApplicationView>>,
}

impl PositionView {
    fn new(m: position::Model, career_pages: Option<Vec<ApplicationView>>) -> Self {
        Self {
            pos_id: m.pos_id,
            pos_name: m.pos_name,
            number_of_posts: m.number_of_posts,
            d_id: m.dept_id,
            career_pages,
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartmentView {
    pub d_id: i32,
    pub d_name: String,
    pub positions: Vec<PositionView>,
}

/// Every department with its positions (no applicant data), by name.
pub async fn departments(db: &DatabaseConnection) -> AppResult<Vec<DepartmentView>> {
    let depts = department::Entity::find()
        .order_by_asc(department::Column::DName)
        .order_by_asc(department::Column::DId)
        .all(db)
        .await?;
    let mut by_dept: HashMap<i32, Vec<PositionView>> = HashMap::new();
    for p in position::Entity::find()
        .order_by_asc(position::Column::PosName)
        .order_by_asc(position::Column::PosId)
        .all(db)
        .await?
    {
        by_dept
            .entry(p.dept_id)
            .or_default()
            .push(PositionView::new(p, None));
    }
    Ok(depts
        .into_iter()
        .map(|d| DepartmentView {
            positions: by_dept.remove(&d.d_id).unwrap_or_default(),
            d_id: d.d_id,
            d_name: d.d_name,
        })
        .collect())
}

/// Every position; with `with_applications`, each carries its applications.
pub async fn positions(
    db: &DatabaseConnection,
    with_applications: bool,
) -> AppResult<Vec<PositionView>> {
    let rows = position::Entity::find()
        .order_by_asc(position::Column::PosId)
        .all(db)
        .await?;
    let mut apps: HashMap<i32, Vec<ApplicationView>> = HashMap::new();
    if with_applications {
        for a in applications_query().all(db).await? {
            if let Some(pid) = a.position_id {
                apps.entry(pid).or_default().push(a.into());
            }
        }
    }
    Ok(rows
        .into_iter()
        .map(|p| {
            let pages = with_applications.then(|| apps.remove(&p.pos_id).unwrap_or_default());
            PositionView::new(p, pages)
        })
        .collect())
}

pub async fn position(db: &DatabaseConnection, pos_id: i32) -> AppResult<PositionView> {
    let p = position::Entity::find_by_id(pos_id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("Position"))?;
    let pages = applications_query()
        .filter(career_application::Column::PositionId.eq(pos_id))
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(PositionView::new(p, Some(pages)))
}

pub async fn create_department(
    db: &DatabaseConnection,
    d_name: String,
) -> AppResult<DepartmentView> {
    let d = department::ActiveModel {
        d_name: Set(d_name),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(DepartmentView {
        d_id: d.d_id,
        d_name: d.d_name,
        positions: vec![],
    })
}

pub async fn create_position(
    db: &DatabaseConnection,
    d_id: i32,
    pos_name: String,
    number_of_posts: i32,
) -> AppResult<PositionView> {
    if department::Entity::find_by_id(d_id)
        .one(db)
        .await?
        .is_none()
    {
        return Err(AppError::not_found("Department"));
    }
    let p = position::ActiveModel {
        dept_id: Set(d_id),
        pos_name: Set(pos_name),
        number_of_posts: Set(number_of_posts),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(PositionView::new(p, None))
}

/// Detaches applications from the given positions (they keep the snapshot).
async fn detach<C: sea_orm::ConnectionTrait>(txn: &C, pos_ids: Vec<i32>) -> AppResult<()> {
    career_application::Entity::update_many()
        .col_expr(
            career_application::Column::PositionId,
            Expr::value(Option::<i32>::None),
        )
        .filter(career_application::Column::PositionId.is_in(pos_ids))
        .exec(txn)
        .await?;
    Ok(())
}

pub async fn delete_position(db: &DatabaseConnection, pos_id: i32) -> AppResult<bool> {
    let txn = db.begin().await?;
    detach(&txn, vec![pos_id]).await?;
    let deleted = position::Entity::delete_by_id(pos_id)
        .exec(&txn)
        .await?
        .rows_affected
        > 0;
    txn.commit().await?;
    Ok(deleted)
}

/// Deletes a department and its positions; applications stay. Every
/// statement writes (no read first), so on SQLite the transaction holds the
/// write lock from its first statement and never fails to upgrade a read.
pub async fn delete_department(db: &DatabaseConnection, d_id: i32) -> AppResult<bool> {
    let txn = db.begin().await?;
    let positions_of_dept = Query::select()
        .column(position::Column::PosId)
        .from(position::Entity)
        .and_where(position::Column::DeptId.eq(d_id))
        .to_owned();
    career_application::Entity::update_many()
        .col_expr(
            career_application::Column::PositionId,
            Expr::value(Option::<i32>::None),
        )
        .filter(career_application::Column::PositionId.in_subquery(positions_of_dept))
        .exec(&txn)
        .await?;
    position::Entity::delete_many()
        .filter(position::Column::DeptId.eq(d_id))
        .exec(&txn)
        .await?;
    let deleted = department::Entity::delete_by_id(d_id)
        .exec(&txn)
        .await?
        .rows_affected
        > 0;
    txn.commit().await?;
    Ok(deleted)
}

fn applications_query() -> sea_orm::Select<career_application::Entity> {
    career_application::Entity::find()
        .order_by_desc(career_application::Column::SubmittedAt)
        .order_by_desc(career_application::Column::CId)
}

/// A validated application, new or replacing fields of an existing one.
#[derive(Default)]
pub struct ApplicationFields {
    pub full_name: Option<String>,
    pub email: Option<String>,
    pub mobile_number: Option<String>,
    pub pos_id: Option<i32>,
}

async fn chosen_position(db: &DatabaseConnection, pos_id: i32) -> AppResult<position::Model> {
    position::Entity::find_by_id(pos_id)
        .one(db)
        .await?
        .ok_or_else(|| {
            AppError::validation(
                "positionApplied",
                "Please choose one of the open positions.",
            )
        })
}

pub async fn apply(db: &DatabaseConnection, f: ApplicationFields) -> AppResult<ApplicationView> {
    let pos_id = f
        .pos_id
        .ok_or_else(|| AppError::validation("positionApplied", "Please choose a position."))?;
    let p = chosen_position(db, pos_id).await?;
    let row = career_application::ActiveModel {
        full_name: Set(f.full_name.unwrap_or_default()),
        email: Set(f.email.unwrap_or_default()),
        mobile_number: Set(f.mobile_number.unwrap_or_default()),
        position_id: Set(Some(p.pos_id)),
        position_name: Set(p.pos_name),
        submitted_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(row.into())
}

pub async fn applications(db: &DatabaseConnection) -> AppResult<Vec<ApplicationView>> {
    Ok(applications_query()
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

pub async fn application(db: &DatabaseConnection, c_id: i32) -> AppResult<ApplicationView> {
    career_application::Entity::find_by_id(c_id)
        .one(db)
        .await?
        .map(Into::into)
        .ok_or_else(|| AppError::not_found("Application"))
}

pub async fn update_application(
    db: &DatabaseConnection,
    c_id: i32,
    f: ApplicationFields,
) -> AppResult<ApplicationView> {
    let row = career_application::Entity::find_by_id(c_id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("Application"))?;
    let mut active: career_application::ActiveModel = row.into();
    if let Some(v) = f.full_name {
        active.full_name = Set(v);
    }
    if let Some(v) = f.email {
        active.email = Set(v);
    }
    if let Some(v) = f.mobile_number {
        active.mobile_number = Set(v);
    }
    if let Some(pos_id) = f.pos_id {
        let p = chosen_position(db, pos_id).await?;
        active.position_id = Set(Some(p.pos_id));
        active.position_name = Set(p.pos_name);
    }
    Ok(active.update(db).await?.into())
}

pub async fn delete_application(db: &DatabaseConnection, c_id: i32) -> AppResult<bool> {
    Ok(career_application::Entity::delete_by_id(c_id)
        .exec(db)
        .await?
        .rows_affected
        > 0)
}
