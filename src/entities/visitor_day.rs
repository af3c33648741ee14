use sea_orm::entity::prelude::*;

/// A visitor seen today: the first 64 bits of a SHA-256 of the day's salt,
/// the address key and the user agent (`daily_salt::visitor_number`), kept
/// only to count each visitor once a day and deleted with the day's salt.
/// On SQLite the table has no row ids, so a row is about 25 bytes.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "visitor_days")]
pub struct Model {
    /// India date, YYYY-MM-DD.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub visitor: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
