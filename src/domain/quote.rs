//! Where a quotation stands: the status it is stored with, and the word
//! its client and the administrators see.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::lead::spelled;

spelled! {
    /// A quote's stored status: made, sent to the client, and the client's
    /// answer.
    QuoteStatus {
        Draft = "draft",
        Sent = "sent",
        Accepted = "accepted",
        Declined = "declined",
    }
}

spelled! {
    /// Where a quote stands for its client: a sent quote is open until it
    /// is answered, runs out (expired) or a newer version is sent
    /// (superseded); withdrawn once an administrator withdrew its link, or
    /// a newer version was sent to a different client.
    QuoteStanding {
        Draft = "draft",
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        Expired = "expired",
        Superseded = "superseded",
        Withdrawn = "withdrawn",
    }
}

impl QuoteStatus {
    /// Whether the client has answered it (it can no longer be sent or
    /// answered again).
    pub fn answered(self) -> bool {
        matches!(self, Self::Accepted | Self::Declined)
    }
}

spelled! {
    /// Where a quote stands for the administrators, in the quotations
    /// list: a draft; sent and not yet opened, or opened by the client;
    /// accepted or declined; expired unanswered; revised (a newer version
    /// was sent, to the same client or another); or withdrawn (its link
    /// was withdrawn). Filters and rows use the same words, so a row always
    /// shows the state it was filtered by.
    QuoteState {
        Draft = "draft",
        Sent = "sent",
        Opened = "opened",
        Accepted = "accepted",
        Declined = "declined",
        Expired = "expired",
        Revised = "revised",
        Withdrawn = "withdrawn",
    }
}
