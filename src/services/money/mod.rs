//! Money: the services and their rate card, quotations, GST tax invoices and
//! notes, payments (Razorpay), receivables and the GSTR-1 return.
pub mod catalogue;
pub mod gst_returns;
pub mod invoices;
pub mod quotes;
pub mod razorpay;
pub mod receivables;
