use sea_orm::entity::prelude::*;

use crate::domain::job::{EmploymentType, SalaryPeriod, WorkLocation};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "positions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub department_id: i32,
    pub name: String,
    pub number_of_posts: i32,
    pub created_at: DateTimeUtc,
    /// The job page's address: `/careers/{slug}`.
    pub slug: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub employment_type: EmploymentType,
    pub location: WorkLocation,
    /// Whole rupees per `salary_period`.
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_period: Option<SalaryPeriod>,
    /// YYYY-MM-DD (India date); NULL: the day it was created.
    pub posted_on: Option<String>,
    /// YYYY-MM-DD (India date): the last day it takes applications.
    pub closes_on: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::department::Entity",
        from = "Column::DepartmentId",
        to = "super::department::Column::Id",
        on_delete = "Cascade"
    )]
    Department,
}

impl Related<super::department::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Department.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
