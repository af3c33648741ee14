//! Departments, positions and career applications. Applications keep the
//! position's name as a snapshot; deleting a position or a department never
//! deletes an application (see the module note on cascades).
use std::collections::HashMap;

use base64::{engine::general_purpose::STANDARD, Engine};
use chrono::{NaiveDate, Utc};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select,
    Set, SqlErr,
};
use sha2::{Digest, Sha256};

use crate::services::{
    changing_pages, delete_topic,
    leads::{self, spam_marker, Arriving, KindRow, Submission},
    one_or,
    operations::outbox::LeadMail,
};
use crate::{
    domain::{
        india_today,
        job::{slugify, JobDetails, JobPageState},
        lead::LeadKind,
        parse_date, ApplicationPatch, DomainError, DomainResult, NewApplication, NewDepartment,
        NewPosition, PageRequest,
    },
    entities::{application, cv_file, department, lead, position, Application, LeadRecord},
};

/// The position name a general application (no opening chosen) is filed under.
pub const GENERAL_APPLICATION: &str = "General application";

/// The last day a position takes applications, when it has one.
pub fn closes_on(p: &position::Model) -> Option<NaiveDate> {
    p.closes_on
        .as_deref()
        .and_then(|d| parse_date("closesOn", d).ok())
}

/// The day a position was posted: as set, or the day it was created.
pub fn posted_on(p: &position::Model) -> NaiveDate {
    p.posted_on
        .as_deref()
        .and_then(|d| parse_date("postedOn", d).ok())
        .unwrap_or_else(|| india_today(p.created_at))
}

/// Open: it has vacant posts and its closing day (in India) has not passed.
pub fn is_open(p: &position::Model, today: NaiveDate) -> bool {
    p.number_of_posts > 0 && closes_on(p).is_none_or(|last| last >= today)
}

/// Whether a position's job page may be offered to search engines as a
/// job posting (see `JobPageState`).
pub fn page_state(p: &position::Model) -> JobPageState {
    JobPageState::of(&p.description)
}

/// A slug for `name` that no other position has: the name's, or the
/// name's with "-2", "-3"… after it.
async fn free_slug<C: ConnectionTrait>(
    db: &C,
    name: &str,
    own: Option<i32>,
) -> Result<String, sea_orm::DbErr> {
    let base = slugify(name);
    let mut n = 1;
    loop {
        let candidate = if n == 1 {
            base.clone()
        } else {
            format!("{base}-{n}")
        };
        let mut taken =
            position::Entity::find().filter(position::Column::Slug.eq(candidate.as_str()));
        if let Some(id) = own {
            taken = taken.filter(position::Column::Id.ne(id));
        }
        if taken.one(db).await?.is_none() {
            return Ok(candidate);
        }
        n += 1;
    }
}

/// What a job page's slug leads to.
pub enum Job {
    /// An open position, with its department's name.
    Open(Box<position::Model>, String),
    /// A position that has closed or passed its closing day.
    Closed,
    Missing,
}

pub async fn job(db: &DatabaseConnection, slug: &str) -> DomainResult<Job> {
    let Some(p) = position::Entity::find()
        .filter(position::Column::Slug.eq(slug))
        .one(db)
        .await?
    else {
        return Ok(Job::Missing);
    };
    if !is_open(&p, india_today(Utc::now())) {
        return Ok(Job::Closed);
    }
    let dept = department::Entity::find_by_id(p.department_id)
        .one(db)
        .await?
        .map(|d| d.name)
        .unwrap_or_default();
    Ok(Job::Open(Box::new(p), dept))
}

/// Every open position, with its department's name, by department and name.
pub async fn open_jobs(db: &DatabaseConnection) -> DomainResult<Vec<(position::Model, String)>> {
    let today = india_today(Utc::now());
    Ok(departments(db)
        .await?
        .into_iter()
        .flat_map(|d| {
            let name = d.department.name;
            d.positions
                .into_iter()
                .filter(|p| is_open(p, today))
                .map(move |p| (p, name.clone()))
        })
        .collect())
}

/// One position with its job details.
pub async fn position_record(db: &DatabaseConnection, id: i32) -> DomainResult<position::Model> {
    one_or(position::Entity::find_by_id(id), db, "Position").await
}

/// Sets a position's job details.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn update_job(
    db: &DatabaseConnection,
    id: i32,
    details: JobDetails,
) -> DomainResult<position::Model> {
    let mut row: position::ActiveModel = position_record(db, id).await?.into();
    let day = |d: Option<NaiveDate>| d.map(|d| d.format("%Y-%m-%d").to_string());
    row.description = Set(details.description);
    row.employment_type = Set(details.employment_type);
    row.location = Set(details.location);
    row.salary_min = Set(details.salary.as_ref().map(|s| s.min));
    row.salary_max = Set(details.salary.as_ref().map(|s| s.max));
    row.salary_period = Set(details.salary.as_ref().map(|s| s.period));
    row.posted_on = Set(day(details.posted_on));
    row.closes_on = Set(day(details.closes_on));
    changing_pages(db, |txn| Box::pin(row.update(txn))).await
}

/// Records why an application was rejected (it must be Rejected), with
/// who and when in its history.
#[tracing::instrument(skip_all, fields(id = application_id))]
pub async fn reject_because(
    db: &DatabaseConnection,
    application_id: i32,
    reason: &str,
    actor: &crate::services::operations::audit::Actor,
) -> DomainResult<()> {
    use crate::domain::lead::{ApplicationStatus, LeadAction, LeadKind, Spelled};
    let Application { lead, own: row } = application(db, application_id).await?;
    if lead.status != ApplicationStatus::Rejected.as_str() {
        return Err(DomainError::invalid(
            "rejectionReason",
            "Set the status to Rejected to give a reason.",
        ));
    }
    if row.rejection_reason.as_deref() == Some(reason) {
        return Ok(());
    }
    let txn = crate::services::begin_write(db).await?;
    let from = row.rejection_reason.clone();
    let mut active = row.into_active_model();
    active.rejection_reason = Set(Some(reason.to_owned()));
    active.update(&txn).await?;
    crate::services::leads::event(
        LeadKind::Application,
        application_id,
        actor,
        LeadAction::RejectionReason,
        from,
        Some(reason.to_owned()),
        Utc::now(),
    )
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(())
}

/// Clears the reason of an application that is no longer Rejected.
pub async fn forget_rejection_reason(
    db: &DatabaseConnection,
    application_id: i32,
) -> DomainResult<()> {
    use crate::domain::lead::{ApplicationStatus, Spelled};
    let rejected = leads::has_id(LeadKind::Application, application_id)
        .add(lead::Column::Status.eq(ApplicationStatus::Rejected.as_str()));
    if lead::Entity::find()
        .filter(rejected)
        .one(db)
        .await?
        .is_none()
    {
        application::Entity::update_many()
            .col_expr(
                application::Column::RejectionReason,
                sea_orm::sea_query::Expr::value(Option::<String>::None),
            )
            .filter(application::Column::Id.eq(application_id))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The name, size and type of an application's CV, when it has one.
pub async fn cv_meta(
    db: &DatabaseConnection,
    application_id: i32,
) -> DomainResult<Option<(String, i64, String)>> {
    Ok(cv_file::Entity::find()
        .select_only()
        .columns([
            cv_file::Column::FileName,
            cv_file::Column::ByteSize,
            cv_file::Column::ContentType,
        ])
        .filter(cv_file::Column::ApplicationId.eq(application_id))
        .into_tuple()
        .one(db)
        .await?)
}

/// The CV sent with an application.
pub async fn cv(
    db: &DatabaseConnection,
    application_id: i32,
) -> DomainResult<(cv_file::Model, Vec<u8>)> {
    let file = cv_file::Entity::find()
        .filter(cv_file::Column::ApplicationId.eq(application_id))
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("CV"))?;
    let bytes = STANDARD
        .decode(&file.data)
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("a stored CV is not base64: {e}")))?;
    Ok((file, bytes))
}

/// A department with its positions, by name.
pub struct DepartmentPositions {
    pub department: department::Model,
    pub positions: Vec<position::Model>,
}

/// A position and, when asked for, its applications (newest first).
pub struct PositionApplications {
    pub position: position::Model,
    pub applications: Option<Vec<Application>>,
}

/// The applications `select` finds, in its order, each with its own row.
async fn applications_of(
    db: &DatabaseConnection,
    select: Select<lead::Entity>,
) -> DomainResult<Vec<Application>> {
    let leads = select.all(db).await?;
    Ok(leads::records(db, leads)
        .await?
        .into_iter()
        .filter_map(LeadRecord::into_application)
        .collect())
}

/// Every department with its positions (no applicant data), by name.
pub async fn departments(db: &DatabaseConnection) -> DomainResult<Vec<DepartmentPositions>> {
    let depts = department::Entity::find()
        .order_by_asc(department::Column::Name)
        .order_by_asc(department::Column::Id)
        .all(db)
        .await?;
    let mut by_dept: HashMap<i32, Vec<position::Model>> = HashMap::new();
    for p in position::Entity::find()
        .order_by_asc(position::Column::Name)
        .order_by_asc(position::Column::Id)
        .all(db)
        .await?
    {
        by_dept.entry(p.department_id).or_default().push(p);
    }
    Ok(depts
        .into_iter()
        .map(|d| DepartmentPositions {
            positions: by_dept.remove(&d.id).unwrap_or_default(),
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
        .order_by_asc(position::Column::Id)
        .all(db)
        .await?;
    let mut apps: HashMap<i32, Vec<Application>> = HashMap::new();
    if with_applications {
        for a in applications_of(db, leads::newest_first(LeadKind::Application)).await? {
            if let Some(pid) = a.own.position_id {
                apps.entry(pid).or_default().push(a);
            }
        }
    }
    Ok(rows
        .into_iter()
        .map(|position| PositionApplications {
            applications: with_applications.then(|| apps.remove(&position.id).unwrap_or_default()),
            position,
        })
        .collect())
}

/// One position with its applications.
pub async fn position(db: &DatabaseConnection, id: i32) -> DomainResult<PositionApplications> {
    let position = one_or(position::Entity::find_by_id(id), db, "Position").await?;
    let applications = applications_of(
        db,
        leads::newest_first(LeadKind::Application).filter(leads::about(LeadKind::Application, id)),
    )
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
        name: Set(new.name.into_inner()),
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
    let name = new.name.into_inner();
    // Two positions of one name added at once may both find the same slug
    // free; the unique index refuses the second, which takes the next one.
    let mut attempt = 0;
    loop {
        let slug = free_slug(db, &name, None).await?;
        let row = position::ActiveModel {
            department_id: Set(new.department_id),
            name: Set(name.clone()),
            number_of_posts: Set(new.posts.get()),
            created_at: Set(Utc::now()),
            slug: Set(Some(slug)),
            ..Default::default()
        };
        match changing_pages(db, |txn| Box::pin(row.insert(txn))).await {
            Err(DomainError::Storage(e))
                if attempt < 8
                    && matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) =>
            {
                attempt += 1;
            }
            done => return done,
        }
    }
}

/// Deletes a position; its applications stay, detached by the foreign key.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete_position(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    let about = Expr::col(lead::Column::Topic).eq(id);
    delete_topic::<position::Entity>(db, id, "Position", LeadKind::Application, about).await
}

/// Deletes a department; the foreign keys delete its positions and detach
/// their applications, all in this one statement.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete_department(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    let positions = sea_orm::sea_query::Query::select()
        .column(position::Column::Id)
        .from(position::Entity)
        .and_where(position::Column::DepartmentId.eq(id))
        .to_owned();
    let about = Expr::col(lead::Column::Topic).in_subquery(positions);
    delete_topic::<department::Entity>(db, id, "Department", LeadKind::Application, about).await
}

/// The position applied for, which must still exist.
async fn chosen_position(db: &DatabaseConnection, id: i32) -> DomainResult<position::Model> {
    position::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| {
            DomainError::invalid("positionId", "Please choose one of the open positions.")
        })
}

/// Stores a new application with its CV, if any, in one transaction (see
/// `leads::arrive`: double submits, repeat applicants and spam). The
/// position must be open; none is a general application.
#[tracing::instrument(skip_all)]
pub async fn apply(
    db: &DatabaseConnection,
    new: NewApplication,
    submission: &Submission,
    mail: &LeadMail,
) -> DomainResult<Application> {
    let (position_id, position_name) = match new.position_id {
        Some(id) => {
            let p = chosen_position(db, id).await?;
            if !is_open(&p, india_today(Utc::now())) {
                return Err(DomainError::invalid(
                    "positionId",
                    "This position has closed. Please choose one of the open positions.",
                ));
            }
            (Some(p.id), p.name)
        }
        None => (None, GENERAL_APPLICATION.to_owned()),
    };
    let now = Utc::now();
    let (name, email, phone) = (
        new.full_name.into_inner(),
        new.email.into_inner(),
        new.mobile.into_inner(),
    );
    // The CV is part of what was sent: another file is another application.
    let cv_digest = new
        .cv
        .as_ref()
        .map(|cv| hex::encode(Sha256::digest(&cv.bytes)))
        .unwrap_or_default();
    let keys = leads::arrival_keys(
        LeadKind::Application,
        &submission.client,
        &email,
        &phone,
        &[&name, &position_name, &cv_digest, spam_marker(submission)],
        now,
    );
    let lead = Arriving {
        name,
        email,
        phone,
        submitted_at: now,
    };
    let own = application::ActiveModel {
        position_id: Set(position_id),
        position_name: Set(position_name),
        ..Default::default()
    };
    let cv = new.cv.map(|cv| cv_file::ActiveModel {
        storage_key: Set(uuid::Uuid::new_v4().simple().to_string()),
        file_name: Set(cv.file_name),
        content_type: Set(cv.kind.mime().to_owned()),
        byte_size: Set(i64::try_from(cv.bytes.len()).unwrap_or(i64::MAX)),
        data: Set(STANDARD.encode(&cv.bytes)),
        created_at: Set(Utc::now()),
        ..Default::default()
    });
    let stored = leads::arrive_with(
        db,
        &keys,
        submission,
        lead,
        KindRow::Application(own),
        |row| match row {
            LeadRecord::Application(a) => mail.for_application(a),
            LeadRecord::Enquiry(_) => Vec::new(),
        },
        move |txn, stored| {
            Box::pin(async move {
                let Some(mut file) = cv else { return Ok(()) };
                file.application_id = Set(stored.lead().id);
                file.insert(txn).await.map(drop)
            })
        },
    )
    .await?;
    stored
        .into_application()
        .ok_or(DomainError::NotFound(LeadKind::Application.label()))
}

/// Every application, newest first, including those whose position is gone.
pub async fn applications(db: &DatabaseConnection) -> DomainResult<Vec<Application>> {
    applications_of(db, leads::newest_first(LeadKind::Application)).await
}

/// One page of the list above, with how many applications it holds in
/// all: the Career Applications screen, which never reads every row at once.
pub async fn application_page(
    db: &DatabaseConnection,
    page: PageRequest,
) -> DomainResult<(Vec<Application>, u64)> {
    let select = leads::newest_first(LeadKind::Application)
        .offset(page.offset())
        .limit(page.per_page);
    let items = applications_of(db, select).await?;
    let total = leads::newest_first(LeadKind::Application).count(db).await?;
    Ok((items, total))
}

pub async fn application(
    db: &DatabaseConnection,
    application_id: i32,
) -> DomainResult<Application> {
    leads::application(db, application_id).await
}

/// Changes the fields the patch holds; the rest stay as they were.
/// A changed name, e-mail, phone or position rewrites the search text with
/// it, in the same transaction.
#[tracing::instrument(skip_all, fields(id = application_id))]
pub async fn update_application(
    db: &DatabaseConnection,
    application_id: i32,
    patch: ApplicationPatch,
) -> DomainResult<Application> {
    let Application { lead, own } = application(db, application_id).await?;
    let (mut common, mut row) = (lead.into_active_model(), own.into_active_model());
    if let Some(v) = patch.full_name {
        common.name = Set(v.into_inner());
    }
    leads::set_contact(&mut common, patch.email, patch.mobile);
    if let Some(id) = patch.position_id {
        let p = chosen_position(db, id).await?;
        row.position_id = Set(Some(p.id));
        row.position_name = Set(p.name);
    }
    leads::save(db, common, row)
        .await?
        .into_application()
        .ok_or(DomainError::NotFound(LeadKind::Application.label()))
}

/// Deletes an application with its notes and history.
#[tracing::instrument(skip_all, fields(id = application_id))]
pub async fn delete_application(db: &DatabaseConnection, application_id: i32) -> DomainResult<()> {
    leads::delete(db, LeadKind::Application, application_id).await?;
    Ok(())
}
