use sea_orm::entity::prelude::*;

use crate::domain::invoice::PaymentMethod;

/// Money received against an invoice, with the TDS the client held back
/// (see the invoices migration); amounts in paise.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invoice_payments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub invoice_id: i32,
    /// The receipt voucher of an advance set against the invoice.
    pub receipt_id: Option<i32>,
    pub amount: i64,
    pub tds: i64,
    /// The Income-tax Act's section the TDS was held under, as typed.
    pub tds_section: Option<String>,
    /// YYYY-MM-DD (India).
    pub received_on: String,
    pub method: PaymentMethod,
    pub reference: String,
    pub created_at: DateTimeUtc,
    pub created_by: String,
    /// Razorpay's id of a payment its webhook told of.
    pub razorpay_payment_id: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
