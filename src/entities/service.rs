use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "services")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub service_name: String,
    pub sub_service_name: String,
    /// The names in Hindi, which the Hindi quote form offers; none: the
    /// English ones.
    pub service_name_hi: Option<String>,
    pub sub_service_name_hi: Option<String>,
    pub created_at: DateTimeUtc,
    /// The rate card: a price in paise (none: priced per quote), an SAC
    /// code and a GST rate in basis points (1800 = 18 %).
    pub price: Option<i64>,
    pub sac: Option<String>,
    pub gst_rate_bp: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
