//! Departments, positions and career applications. Applications keep the
//! position's name as a snapshot; deleting a position or a department never
//! deletes an application (see the module note on cascades).
use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set,
};

use super::{
    changing_pages, delete_shown,
    leads::{self, spam_marker, Submission},
    outbox::LeadMail,
};
use crate::{
    domain::{
        lead::LeadKind, ApplicationPatch, DomainError, DomainResult, NewApplication, NewDepartment,
        NewPosition,
    },
    entities::{career_application, department, position},
};

/// A department with its positions, by name.
pub struct DepartmentPositions {
    pub department: department::Model,
    pub positions: Vec<position::Model>,
}

/// A position and, when asked for, its applications (newest first).
pub struct PositionApplications {
    pub position: position::Model,
    pub applications: Option<Vec<career_application::Model>>,
}

/// Every department with its positions (no applicant data), by name.
pub async fn departments(db: &DatabaseConnection) -> DomainResult<Vec<DepartmentPositions>> {
    let depts = department::Entity::find()
        .order_by_asc(department::Column::DName)
        .order_by_asc(department::Column::DId)
        .all(db)
        .await?;
    let mut by_dept: HashMap<i32, Vec<position::Model>> = HashMap::new();
    for p in position::Entity::find()
        .order_by_asc(position::Column::PosName)
        .order_by_asc(position::Column::PosId)
        .all(db)
        .await?
    {
        by_dept.entry(p.dept_id).or_default().push(p);
    }
    Ok(depts
        .into_iter()
        .map(|d| DepartmentPositions {
            positions: by_dept.remove(&d.d_id).unwrap_or_default(),
            department: d,
        })
        .collect())
}

/// Every position; with `with_applications`, each carries its applications.
pub async fn positions(
    db: &DatabaseConnection,
    with_applications: bool,
) -> DomainResult<Vec<PositionApplications>> {
    let rows = position::Entity::find()
        .order_by_asc(position::Column::PosId)
        .all(db)
        .await?;
    let mut apps: HashMap<i32, Vec<career_application::Model>> = HashMap::new();
    if with_applications {
        for a in leads::newest_first::<career_application::Entity>()
            .all(db)
            .await?
        {
            if let Some(pid) = a.position_id {
                apps.entry(pid).or_default().push(a);
            }
        }
    }
    Ok(rows
        .into_iter()
        .map(|position| PositionApplications {
            applications: with_applications
                .then(|| apps.remove(&position.pos_id).unwrap_or_default()),
            position,
        })
        .collect())
}

/// One position with its applications.
pub async fn position(db: &DatabaseConnection, pos_id: i32) -> DomainResult<PositionApplications> {
    let position = position::Entity::find_by_id(pos_id)
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("Position"))?;
    let applications = leads::newest_first::<career_application::Entity>()
        .filter(career_application::Column::PositionId.eq(pos_id))
        .all(db)
        .await?;
    Ok(PositionApplications {
        position,
        applications: Some(applications),
    })
}

/// The writes below change the careers page (see `changing_pages`).
#[tracing::instrument(skip_all)]
pub async fn create_department(
    db: &DatabaseConnection,
    new: NewDepartment,
) -> DomainResult<department::Model> {
    let row = department::ActiveModel {
        d_name: Set(new.name.into_inner()),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    changing_pages(db, |txn| Box::pin(row.insert(txn))).await
}

#[tracing::instrument(skip_all)]
pub async fn create_position(
    db: &DatabaseConnection,
    new: NewPosition,
) -> DomainResult<position::Model> {
    if department::Entity::find_by_id(new.department_id)
        .one(db)
        .await?
        .is_none()
    {
        return Err(DomainError::NotFound("Department"));
    }
    let row = position::ActiveModel {
        dept_id: Set(new.department_id),
        pos_name: Set(new.name.into_inner()),
        number_of_posts: Set(new.posts.get()),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    changing_pages(db, |txn| Box::pin(row.insert(txn))).await
}

/// Deletes a position; its applications stay, detached by the foreign key.
#[tracing::instrument(skip_all, fields(id = pos_id))]
pub async fn delete_position(db: &DatabaseConnection, pos_id: i32) -> DomainResult<()> {
    delete_shown::<position::Entity>(db, pos_id, "Position").await
}

/// Deletes a department; the foreign keys delete its positions and detach
/// their applications, all in this one statement.
#[tracing::instrument(skip_all, fields(id = d_id))]
pub async fn delete_department(db: &DatabaseConnection, d_id: i32) -> DomainResult<()> {
    delete_shown::<department::Entity>(db, d_id, "Department").await
}

/// The position applied for, which must still exist.
async fn chosen_position(db: &DatabaseConnection, pos_id: i32) -> DomainResult<position::Model> {
    position::Entity::find_by_id(pos_id)
        .one(db)
        .await?
        .ok_or_else(|| {
            DomainError::invalid(
                "positionApplied",
                "Please choose one of the open positions.",
            )
        })
}

/// Stores a new application (see `leads::arrive`: double submits, repeat
/// applicants and spam).
#[tracing::instrument(skip_all)]
pub async fn apply(
    db: &DatabaseConnection,
    new: NewApplication,
    submission: &Submission,
    mail: &LeadMail,
) -> DomainResult<career_application::Model> {
    let p = chosen_position(db, new.position_id).await?;
    let now = Utc::now();
    let (full_name, email, mobile_number) = (
        new.full_name.into_inner(),
        new.email.into_inner(),
        new.mobile.into_inner(),
    );
    let keys = leads::arrival_keys(
        LeadKind::Application,
        &submission.client,
        &email,
        &mobile_number,
        &[&full_name, &p.pos_id.to_string(), spam_marker(submission)],
        now,
    );
    let row = career_application::ActiveModel {
        full_name: Set(full_name),
        email: Set(email),
        mobile_number: Set(mobile_number),
        position_id: Set(Some(p.pos_id)),
        position_name: Set(p.pos_name),
        submitted_at: Set(now),
        ..Default::default()
    };
    leads::arrive(db, &keys, submission, row, |row| mail.for_application(row)).await
}

/// Every application, newest first, including those whose position is gone.
pub async fn applications(db: &DatabaseConnection) -> DomainResult<Vec<career_application::Model>> {
    Ok(leads::newest_first::<career_application::Entity>()
        .all(db)
        .await?)
}

pub async fn application(
    db: &DatabaseConnection,
    c_id: i32,
) -> DomainResult<career_application::Model> {
    leads::record::<career_application::Entity>(db, c_id).await
}

/// Changes the fields the patch holds; the rest stay as they were.
#[tracing::instrument(skip_all, fields(id = c_id))]
pub async fn update_application(
    db: &DatabaseConnection,
    c_id: i32,
    patch: ApplicationPatch,
) -> DomainResult<career_application::Model> {
    let mut row: career_application::ActiveModel = application(db, c_id).await?.into();
    if let Some(v) = patch.full_name {
        row.full_name = Set(v.into_inner());
    }
    leads::set_contact(&mut row, patch.email, patch.mobile)?;
    if let Some(pos_id) = patch.position_id {
        let p = chosen_position(db, pos_id).await?;
        row.position_id = Set(Some(p.pos_id));
        row.position_name = Set(p.pos_name);
    }
    Ok(row.update(db).await?)
}

/// Deletes an application with its notes and history.
#[tracing::instrument(skip_all, fields(id = c_id))]
pub async fn delete_application(db: &DatabaseConnection, c_id: i32) -> DomainResult<()> {
    leads::delete::<career_application::Entity>(db, c_id).await
}
