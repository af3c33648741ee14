use sea_orm::entity::prelude::*;

/// The last number given in one series and financial year (see the
/// invoices migration): an invoice, note or voucher series, or `quotes`
/// for the quotations.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invoice_sequences")]
pub struct Model {
    /// "INV/", or "quotes".
    #[sea_orm(primary_key, auto_increment = false)]
    pub series: String,
    /// "2026-27".
    #[sea_orm(primary_key, auto_increment = false)]
    pub financial_year: String,
    pub last: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
