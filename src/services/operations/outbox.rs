//! The mail outbox. A new lead's e-mail (a notification to each address in
//! `NOTIFY_EMAILS`, an acknowledgement to the visitor) is written as outbox
//! rows in the lead's own transaction, so a lead is never stored without
//! its mail nor mail queued for a lead that was rolled back. The worker in
//! `crate::mail` sends the rows later and keeps trying until each goes.
//!
//! Claiming is what keeps two workers (two instances on one PostgreSQL
//! database, or a restarted process) from sending one message twice: a
//! single `UPDATE … RETURNING` stamps the due rows with a lease
//! (`claimed_until_ms`) and a fresh `claim_token`; on PostgreSQL its
//! sub-select takes the rows `FOR UPDATE SKIP LOCKED`, so a concurrent
//! claim skips them, and on SQLite the statement holds the database's one
//! write lock. Only the holder of the token may mark a row sent or failed.
//! A worker killed after claiming leaves the lease to run out; then any
//! worker takes the row again. Mail is therefore sent at least once, and
//! twice only if a process dies between the SMTP server's acceptance and
//! the row being marked sent.
use std::time::Duration;

use base64::{engine::general_purpose::STANDARD as BASE64, Engine};
use chrono::{DateTime, Utc};
use sea_orm::{
    sea_query::{Expr, Func},
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseConnection,
    EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    Statement, UpdateMany,
};

use crate::{
    config::{Config, SiteSettings},
    domain::{
        invoice::ReminderKind,
        language::Language,
        lead::{LeadKind, MailAbout, MailPurpose, Spelled},
        DomainResult,
    },
    entities::{outbox, Application, Enquiry, LeadRecord},
};

/// A file sent with a letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// One e-mail to write to the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Letter {
    pub purpose: MailPurpose,
    pub lead_kind: MailAbout,
    pub lead_id: i32,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attachment: Option<Attachment>,
}

/// Who hears of a new lead and what they are told; built once at start-up
/// from the configuration. With e-mail off it writes no letters at all,
/// so nothing piles up in an outbox that no worker empties.
#[derive(Clone, Debug, Default)]
pub struct LeadMail {
    notify: Vec<String>,
    acknowledge: bool,
    /// The public base URL, for links to a lead's page.
    base_url: String,
    agency: String,
    /// The agency's contact details, ending each acknowledgement.
    signature: String,
    /// The same in Hindi, ending a Hindi lead's acknowledgement.
    signature_hi: String,
}

impl LeadMail {
    pub fn from_config(config: &Config) -> Self {
        if !config.mail.enabled() {
            return Self::default();
        }
        Self {
            notify: config.mail.notify_list(),
            acknowledge: config.mail.send_acknowledgements,
            base_url: config.site.base().to_owned(),
            agency: config.site.product_name.clone(),
            signature: signature(&config.site, Language::En),
            signature_hi: signature(&config.site.in_language(Language::Hi), Language::Hi),
        }
    }

    /// The same letters signed with the business's details as published
    /// (an administrator may have changed them since start-up).
    pub fn signed_with(&self, site: &crate::config::SiteSettings) -> Self {
        if self.signature.is_empty() {
            return self.clone();
        }
        Self {
            signature: signature(site, Language::En),
            signature_hi: signature(&site.in_language(Language::Hi), Language::Hi),
            ..self.clone()
        }
    }

    /// The letters a new enquiry causes; none for one held as spam.
    pub fn for_enquiry(&self, e: &Enquiry) -> Vec<Letter> {
        let Enquiry { lead: l, own } = e;
        if l.spam_reason.is_some() {
            return Vec::new();
        }
        let service = format!("{} - {}", own.service_name, own.sub_service_name);
        let mut details = vec![
            ("Name", l.name.clone()),
            ("E-mail", l.email.clone()),
            ("Phone", l.phone.clone()),
            ("Service", service.clone()),
        ];
        if !own.address.is_empty() {
            details.push(("Address", own.address.clone()));
        }
        let lead = Lead {
            kind: LeadKind::Enquiry,
            id: l.id,
            name: l.name.clone(),
            first_name: &own.first_name,
            email: &l.email,
            topic: &service,
            details,
            message: &own.message,
            duplicate_of: l.duplicate_of,
            submitted_at: l.submitted_at,
        };
        let thanks = match l.language {
            Language::En => Thanks {
                what: format!("your enquiry about {service}"),
                got: "",
                next_step: "Our team will read it and get back to you soon, usually within one working day.",
            },
            Language::Hi => Thanks {
                what: format!("{service} के बारे में आपकी पूछताछ"),
                got: "मिल गई है",
                next_step: "हमारी टीम इसे पढ़कर जल्दी ही आपसे संपर्क करेगी, आम तौर पर एक कामकाजी दिन के अंदर।",
            },
        };
        self.letters(&lead, l.language, thanks)
    }

    /// The letters a new application causes; none for one held as spam.
    pub fn for_application(&self, a: &Application) -> Vec<Letter> {
        let Application { lead: l, own } = a;
        if l.spam_reason.is_some() {
            return Vec::new();
        }
        let first_name = l.name.split_whitespace().next().unwrap_or("");
        let lead = Lead {
            kind: LeadKind::Application,
            id: l.id,
            name: l.name.clone(),
            first_name,
            email: &l.email,
            topic: &own.position_name,
            details: vec![
                ("Name", l.name.clone()),
                ("E-mail", l.email.clone()),
                ("Mobile", l.phone.clone()),
                ("Position", own.position_name.clone()),
            ],
            message: "",
            duplicate_of: l.duplicate_of,
            submitted_at: l.submitted_at,
        };
        let thanks = match l.language {
            Language::En => Thanks {
                what: format!("your application for {}", own.position_name),
                got: "",
                next_step: "We will review it and contact you if your profile matches the role.",
            },
            Language::Hi => Thanks {
                what: format!("{} के लिए आपका आवेदन", own.position_name),
                got: "मिल गया है",
                next_step: "हम इसे ध्यान से देखेंगे और आपकी प्रोफ़ाइल इस काम से मेल खाने पर आपसे संपर्क करेंगे।",
            },
        };
        self.letters(&lead, l.language, thanks)
    }

    /// The letters telling the notification list that `lead` has waited
    /// `target` business minutes without an answer.
    pub fn escalation(&self, lead: LeadRecord, target: u32) -> Vec<Letter> {
        let topic = match &lead {
            LeadRecord::Enquiry(e) => {
                format!("{} - {}", e.own.service_name, e.own.sub_service_name)
            }
            LeadRecord::Application(a) => a.own.position_name.clone(),
        };
        let l = lead.lead();
        let (kind, id, name, submitted_at) = (l.kind, l.id, &l.name, l.submitted_at);
        let subject = one_line(&format!(
            "Waiting over {target} minutes: {} from {name} ({topic})",
            kind.as_str()
        ));
        let body = format!(
            "This {} has had no answer for {target} minutes of opening hours.\n\n\
             Name: {name}\nAbout: {topic}\nSubmitted: {} (India time)\n\n\
             Call or reply now, then record it on the lead's page: {}/admin-login/leads/{}/{id}\n",
            kind.as_str(),
            crate::domain::india_clock(submitted_at),
            self.base_url,
            kind.list_name(),
        );
        self.notify
            .iter()
            .map(|to| Letter {
                purpose: MailPurpose::Escalation,
                lead_kind: kind.into(),
                lead_id: id,
                recipient: to.clone(),
                subject: subject.clone(),
                body: body.clone(),
                attachment: None,
            })
            .collect()
    }

    /// Whether e-mail is on (with it off, no letters are written).
    pub fn is_on(&self) -> bool {
        !self.agency.is_empty()
    }

    /// A quote to its client, in the language of its enquiry: what it is,
    /// the private link and the PDF.
    pub fn quote(&self, q: QuoteLetter<'_>, pdf: Vec<u8>) -> Vec<Letter> {
        if !self.is_on() {
            return Vec::new();
        }
        let revised = q.revision > 0;
        let greeting = greeting(q.first_name, q.language);
        let (subject, body) = match q.language {
            Language::En => {
                let revised = if revised { " (revised)" } else { "" };
                (
                    format!("Quotation {}{revised} from {}", q.number, self.agency),
                    format!(
                        "{greeting}\n\nThank you for talking to us. Our quotation {}{revised} for {} \
                         (including GST) is attached as a PDF.\n\n\
                         You can read it, download it and accept or decline it online, \
                         without signing in, until {}:\n{}\n\n\
                         Questions about any line? Reply to this e-mail or call us:\n\n{}",
                        q.number, q.total, q.valid_until, q.link, self.signature
                    ),
                )
            }
            Language::Hi => {
                let revised = if revised {
                    " (बदला हुआ)"
                } else {
                    ""
                };
                (
                    format!("कोटेशन {}{revised} - {}", q.number, self.agency),
                    format!(
                        "{greeting}\n\nहमसे बात करने के लिए धन्यवाद। {} (GST सहित) का हमारा \
                         कोटेशन {}{revised} PDF में साथ लगा है।\n\n\
                         आप इसे {} तक बिना लॉग-इन किए ऑनलाइन पढ़ सकते हैं, डाउनलोड कर सकते \
                         हैं और स्वीकार या मना कर सकते हैं:\n{}\n\n\
                         किसी भी लाइन के बारे में कुछ पूछना हो तो इस ई-मेल का जवाब दें या हमें \
                         फ़ोन करें:\n\n{}",
                        q.total, q.number, q.valid_until, q.link, self.signature_hi
                    ),
                )
            }
        };
        vec![Letter {
            purpose: MailPurpose::Quote,
            lead_kind: LeadKind::Enquiry.into(),
            lead_id: q.lead_id,
            recipient: q.to.to_owned(),
            subject: one_line(&subject),
            body,
            attachment: Some(Attachment {
                name: format!("Quotation {}.pdf", q.number.replace('/', "-")),
                content_type: "application/pdf",
                bytes: pdf,
            }),
        }]
    }

    /// A tax invoice to its client, in the language of its enquiry: what is
    /// due, by when, and the link to read and pay it; the PDF attached.
    pub fn invoice(&self, i: InvoiceLetter<'_>, pdf: Vec<u8>) -> Vec<Letter> {
        if !self.is_on() {
            return Vec::new();
        }
        let greeting = greeting(i.first_name, i.language);
        let (subject, body) = match i.language {
            Language::En => (
                format!("Tax invoice {} from {}", i.number, self.agency),
                format!(
                    "{greeting}\n\nThank you for working with us. Our tax invoice {} for {} \
                     (including GST) is attached as a PDF; {} is due by {}.\n\n\
                     You can read it and pay it by UPI or bank transfer online, without \
                     signing in:\n{}\n\n\
                     Questions about any line? Reply to this e-mail or call us:\n\n{}",
                    i.number, i.total, i.due, i.due_on, i.link, self.signature
                ),
            ),
            Language::Hi => (
                format!("कर बीजक {} - {}", i.number, self.agency),
                format!(
                    "{greeting}\n\nहमारे साथ काम करने के लिए धन्यवाद। {} (GST सहित) का हमारा \
                     कर बीजक {} PDF में साथ लगा है; {} तक {} देय है।\n\n\
                     आप इसे बिना लॉग-इन किए ऑनलाइन पढ़ सकते हैं और UPI या बैंक ट्रांसफ़र से \
                     चुका सकते हैं:\n{}\n\n\
                     किसी भी लाइन के बारे में कुछ पूछना हो तो इस ई-मेल का जवाब दें या हमें \
                     फ़ोन करें:\n\n{}",
                    i.total, i.number, i.due_on, i.due, i.link, self.signature_hi
                ),
            ),
        };
        vec![Letter {
            purpose: MailPurpose::Invoice,
            lead_kind: LeadKind::Enquiry.into(),
            lead_id: i.lead_id,
            recipient: i.to.to_owned(),
            subject: one_line(&subject),
            body,
            attachment: Some(Attachment {
                name: format!("Tax invoice {}.pdf", i.number.replace('/', "-")),
                content_type: "application/pdf",
                bytes: pdf,
            }),
        }]
    }

    /// A reminder of an unpaid invoice to its client, in the language of
    /// its enquiry: what is still due, by when, and the link to pay it.
    pub fn invoice_reminder(&self, i: InvoiceLetter<'_>, kind: ReminderKind) -> Vec<Letter> {
        if !self.is_on() {
            return Vec::new();
        }
        let greeting = greeting(i.first_name, i.language);
        let (subject, body) = match i.language {
            Language::En => {
                let (subject, when) = match kind {
                    ReminderKind::Before => ("is due soon", format!("is due on {}", i.due_on)),
                    ReminderKind::On => ("is due today", format!("is due today, {}", i.due_on)),
                    ReminderKind::After => ("is overdue", format!("was due on {}", i.due_on)),
                };
                (
                    format!("Invoice {} from {} {subject}", i.number, self.agency),
                    format!(
                        "{greeting}\n\nA reminder: {} of our tax invoice {} {when}.\n\n\
                         You can read it and pay it by UPI or bank transfer online, without \
                         signing in:\n{}\n\n\
                         Paid already? Thank you, and please ignore this e-mail. Questions? \
                         Reply to it or call us:\n\n{}",
                        i.due, i.number, i.link, self.signature
                    ),
                )
            }
            Language::Hi => {
                let (subject, when) = match kind {
                    ReminderKind::Before => ("जल्द देय है", format!("{} तक देय है", i.due_on)),
                    ReminderKind::On => ("आज देय है", format!("आज, {} को देय है", i.due_on)),
                    ReminderKind::After => ("की तारीख़ निकल गई है", format!("{} को देय था", i.due_on)),
                };
                (
                    format!("कर बीजक {} ({}) {subject}", i.number, self.agency),
                    format!(
                        "{greeting}\n\nयाद दिलाना चाहते हैं: हमारे कर बीजक {} के {} {when}।\n\n\
                         आप इसे बिना लॉग-इन किए ऑनलाइन पढ़ सकते हैं और UPI या बैंक ट्रांसफ़र से \
                         चुका सकते हैं:\n{}\n\n\
                         भुगतान कर चुके हैं? धन्यवाद, इस ई-मेल को अनदेखा करें। कुछ पूछना हो तो \
                         इसका जवाब दें या हमें फ़ोन करें:\n\n{}",
                        i.number, i.due, i.link, self.signature_hi
                    ),
                )
            }
        };
        vec![Letter {
            purpose: MailPurpose::InvoiceReminder,
            lead_kind: LeadKind::Enquiry.into(),
            lead_id: i.lead_id,
            recipient: i.to.to_owned(),
            subject: one_line(&subject),
            body,
            attachment: None,
        }]
    }

    /// News of a quote for the notification list: accepted, declined, or a
    /// fresh one asked for.
    pub fn quote_news(&self, lead_id: i32, subject: &str, body: String) -> Vec<Letter> {
        self.notify
            .iter()
            .map(|to| Letter {
                purpose: MailPurpose::QuoteNews,
                lead_kind: LeadKind::Enquiry.into(),
                lead_id,
                recipient: to.clone(),
                subject: one_line(subject),
                body: format!(
                    "{body}\n\nThe enquiry: {}/admin-login/leads/{}/{lead_id}\n",
                    self.base_url,
                    LeadKind::Enquiry.list_name()
                ),
                attachment: None,
            })
            .collect()
    }

    /// The notification list's letters (always in English, for the team)
    /// and the visitor's acknowledgement, in the lead's language.
    fn letters(&self, lead: &Lead, language: Language, thanks: Thanks) -> Vec<Letter> {
        let mut letters = Vec::new();
        if !self.notify.is_empty() {
            let subject = one_line(&format!(
                "New {}: {} ({})",
                lead.kind.as_str(),
                lead.name,
                lead.topic
            ));
            let body = self.notification_body(lead);
            for to in &self.notify {
                letters.push(Letter {
                    purpose: MailPurpose::Notification,
                    lead_kind: lead.kind.into(),
                    lead_id: lead.id,
                    recipient: to.clone(),
                    subject: subject.clone(),
                    body: body.clone(),
                    attachment: None,
                });
            }
        }
        if self.acknowledge {
            let Thanks {
                what,
                got,
                next_step,
            } = thanks;
            let (subject, body) = match language {
                Language::En => (
                    format!("We received {what} - {}", self.agency),
                    format!(
                        "{}\n\nThank you for {what}. {next_step}\n\n\
                         If anything is urgent, call or write to us:\n\n{}",
                        greeting(lead.first_name, language),
                        self.signature
                    ),
                ),
                Language::Hi => (
                    format!("हमें {what} {got} - {}", self.agency),
                    format!(
                        "{}\n\n{what} के लिए धन्यवाद। {next_step}\n\n\
                         कोई बात ज़रूरी हो तो हमें फ़ोन करें या लिखें:\n\n{}",
                        greeting(lead.first_name, language),
                        self.signature_hi
                    ),
                ),
            };
            letters.push(Letter {
                purpose: MailPurpose::Acknowledgement,
                lead_kind: lead.kind.into(),
                lead_id: lead.id,
                recipient: lead.email.to_owned(),
                subject: one_line(&subject),
                body,
                attachment: None,
            });
        }
        letters
    }

    fn notification_body(&self, lead: &Lead) -> String {
        let mut body = format!("A new {} arrived on the website.\n\n", lead.kind.as_str());
        for (label, value) in &lead.details {
            body.push_str(&format!("{label}: {value}\n"));
        }
        if !lead.message.is_empty() {
            body.push_str(&format!("Message:\n{}\n", lead.message));
        }
        body.push_str(&format!(
            "\nSubmitted: {} (India time)\n",
            crate::domain::india_clock(lead.submitted_at)
        ));
        if let Some(earlier) = lead.duplicate_of {
            body.push_str(&format!(
                "Possible duplicate of {} #{earlier}: {}/admin-login/leads/{}/{earlier}\n",
                lead.kind.as_str(),
                self.base_url,
                lead.kind.list_name()
            ));
        }
        body.push_str(&format!(
            "\nOpen it: {}/admin-login/leads/{}/{}\n",
            self.base_url,
            lead.kind.list_name(),
            lead.id
        ));
        body
    }
}

/// What a quote's letter to its client says.
pub struct QuoteLetter<'a> {
    pub lead_id: i32,
    pub to: &'a str,
    pub first_name: &'a str,
    pub number: &'a str,
    pub revision: i32,
    /// "₹1,18,000.00".
    pub total: &'a str,
    /// "9 December 2026", "9 दिसंबर 2026".
    pub valid_until: &'a str,
    pub link: &'a str,
    /// The enquiry's language, which the letter is written in.
    pub language: Language,
}

/// What an invoice's letter to its client says.
pub struct InvoiceLetter<'a> {
    pub lead_id: i32,
    pub to: &'a str,
    pub first_name: &'a str,
    pub number: &'a str,
    /// "₹1,18,000.00", the invoice's total.
    pub total: &'a str,
    /// What is still due.
    pub due: &'a str,
    /// "22 December 2026", "22 दिसंबर 2026".
    pub due_on: &'a str,
    pub link: &'a str,
    pub language: Language,
}

/// What an acknowledgement thanks the visitor for, and what happens next,
/// in the lead's language.
struct Thanks {
    what: String,
    /// The Hindi subject's verb, which agrees with `what`.
    got: &'static str,
    next_step: &'static str,
}

/// What the letters of either kind of lead need.
struct Lead<'a> {
    kind: LeadKind,
    id: i32,
    name: String,
    first_name: &'a str,
    email: &'a str,
    topic: &'a str,
    details: Vec<(&'static str, String)>,
    message: &'a str,
    duplicate_of: Option<i32>,
    submitted_at: DateTime<Utc>,
}

/// The agency's details under a letter, with `site` as the letter's
/// language says them (`SiteSettings::in_language`).
fn signature(site: &SiteSettings, language: Language) -> String {
    let labels = match language {
        Language::En => ["Phone", "E-mail", "Address", "Hours", "Website"],
        Language::Hi => ["फ़ोन", "ई-मेल", "पता", "समय", "वेबसाइट"],
    };
    let [phone, email, address, hours, website] = labels;
    format!(
        "{}\n{phone}: {}\n{email}: {}\n{address}: {}, {}, {} {}\n{hours}: {}\n{website}: {}\n",
        site.product_name,
        site.phone,
        site.email,
        site.street_address,
        site.locality,
        site.region,
        site.postal_code,
        site.hours,
        site.base()
    )
}

/// "Dear Asha,", "प्रिय Asha जी,": the one piece of a visitor's writing an
/// acknowledgement carries, and only when it is a clean name (a lead
/// stored before names were checked as they are now is greeted without
/// it).
fn greeting(first_name: &str, language: Language) -> String {
    let name = crate::domain::PersonName::parse("Name", Some(first_name.to_owned()));
    match (name, language) {
        (Ok(name), Language::En) => format!("Dear {},", name.as_str()),
        (Ok(name), Language::Hi) => format!("प्रिय {} जी,", name.as_str()),
        (Err(_), Language::En) => "Hello,".to_owned(),
        (Err(_), Language::Hi) => "नमस्ते,".to_owned(),
    }
}

/// A subject line: control characters (a line break typed into a name)
/// become spaces.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

pub fn epoch_ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

/// How long one address gets no second acknowledgement: at most one a day
/// reaches any address, however many forms name it, so the agency's mailer
/// cannot be made to write to a stranger again and again.
pub const ACKNOWLEDGE_ONCE_PER: chrono::TimeDelta = chrono::TimeDelta::days(1);

/// Whether an acknowledgement went (or waits to go) to `recipient` in the
/// last day; the address is compared without regard to case.
async fn acknowledged_lately(
    conn: &impl ConnectionTrait,
    recipient: &str,
    now: DateTime<Utc>,
) -> Result<bool, sea_orm::DbErr> {
    let n = outbox::Entity::find()
        .filter(outbox::Column::Purpose.eq(MailPurpose::Acknowledgement))
        .filter(outbox::Column::CreatedAt.gt(now - ACKNOWLEDGE_ONCE_PER))
        .filter(
            Expr::expr(Func::lower(Expr::col(outbox::Column::Recipient)))
                .eq(recipient.to_lowercase()),
        )
        .count(conn)
        .await?;
    Ok(n > 0)
}

/// Writes the letters, due at once. Called inside the lead's transaction.
/// An acknowledgement to an address that had one in the last day is left
/// out (see `ACKNOWLEDGE_ONCE_PER`).
pub async fn enqueue(
    conn: &impl ConnectionTrait,
    letters: Vec<Letter>,
    now: DateTime<Utc>,
) -> Result<(), sea_orm::DbErr> {
    for l in letters {
        if l.purpose == MailPurpose::Acknowledgement
            && acknowledged_lately(conn, &l.recipient, now).await?
        {
            tracing::info!(
                lead_id = l.lead_id,
                "no acknowledgement: this address had one in the last day"
            );
            continue;
        }
        outbox::ActiveModel {
            purpose: Set(l.purpose),
            lead_kind: Set(l.lead_kind),
            lead_id: Set(l.lead_id),
            recipient: Set(l.recipient),
            subject: Set(l.subject),
            body: Set(l.body),
            created_at: Set(now),
            due_at_ms: Set(epoch_ms(now)),
            attempts: Set(0),
            attachment_name: Set(l.attachment.as_ref().map(|a| a.name.clone())),
            attachment_type: Set(l.attachment.as_ref().map(|a| a.content_type.to_owned())),
            attachment: Set(l.attachment.as_ref().map(|a| BASE64.encode(&a.bytes))),
            ..Default::default()
        }
        .insert(conn)
        .await?;
    }
    Ok(())
}

/// Takes up to `limit` due messages for this worker until `now + lease`,
/// stamped with `token` (see the module note).
pub async fn claim(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    token: &str,
    limit: u64,
) -> DomainResult<Vec<outbox::Model>> {
    let now_ms = epoch_ms(now);
    let until = now_ms.saturating_add(lease.as_millis() as i64);
    let backend = db.get_database_backend();
    let (sql, lock) = match backend {
        DatabaseBackend::Postgres => (POSTGRES_CLAIM, " FOR UPDATE SKIP LOCKED"),
        _ => (SQLITE_CLAIM, ""),
    };
    let sql = sql.replace("{lock}", lock);
    let stmt = Statement::from_sql_and_values(
        backend,
        sql,
        [
            until.into(),
            token.into(),
            now_ms.into(),
            (limit as i64).into(),
        ],
    );
    Ok(outbox::Model::find_by_statement(stmt).all(db).await?)
}

const POSTGRES_CLAIM: &str = "UPDATE outbox SET claimed_until_ms = $1, claim_token = $2 \
     WHERE id IN (SELECT id FROM outbox WHERE sent_at_ms IS NULL AND due_at_ms <= $3 \
     AND (claimed_until_ms IS NULL OR claimed_until_ms < $3) \
     ORDER BY due_at_ms, id LIMIT $4{lock}) RETURNING *";

const SQLITE_CLAIM: &str = "UPDATE outbox SET claimed_until_ms = ?1, claim_token = ?2 \
     WHERE id IN (SELECT id FROM outbox WHERE sent_at_ms IS NULL AND due_at_ms <= ?3 \
     AND (claimed_until_ms IS NULL OR claimed_until_ms < ?3) \
     ORDER BY due_at_ms, id LIMIT ?4{lock}) RETURNING *";

/// Marks a claimed message sent. False when the claim was lost (its lease
/// ran out and another worker took it).
#[tracing::instrument(skip_all)]
pub async fn mark_sent(
    db: &DatabaseConnection,
    id: i32,
    token: &str,
    now: DateTime<Utc>,
) -> DomainResult<bool> {
    let sent = outbox::Entity::update_many()
        .col_expr(outbox::Column::SentAtMs, Expr::value(epoch_ms(now)));
    release(db, id, token, sent).await
}

/// Applies `update` to message `id` and ends the claim `token` holds on it,
/// in one statement. False when the claim was lost (its lease ran out and
/// another worker took it): then nothing is written.
async fn release(
    db: &DatabaseConnection,
    id: i32,
    token: &str,
    update: UpdateMany<outbox::Entity>,
) -> DomainResult<bool> {
    let result = update
        .col_expr(outbox::Column::ClaimedUntilMs, Expr::value(None::<i64>))
        .col_expr(outbox::Column::ClaimToken, Expr::value(None::<String>))
        .filter(outbox::Column::Id.eq(id))
        .filter(outbox::Column::ClaimToken.eq(token))
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Ends every claim on an unsent message whose token starts with `mark`
/// (one process's claims), so any worker may take them now.
pub async fn release_claims_marked(db: &DatabaseConnection, mark: &str) -> DomainResult<u64> {
    let result = outbox::Entity::update_many()
        .col_expr(outbox::Column::ClaimedUntilMs, Expr::value(None::<i64>))
        .col_expr(outbox::Column::ClaimToken, Expr::value(None::<String>))
        .filter(outbox::Column::SentAtMs.is_null())
        .filter(outbox::Column::ClaimToken.starts_with(mark))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

/// Deletes messages sent before `before`; unsent ones are never touched,
/// nor an acknowledgement of the last day, which keeps the next one to its
/// address from going out (see `ACKNOWLEDGE_ONCE_PER`). Answers how many
/// went.
pub async fn prune_sent(db: &DatabaseConnection, before: DateTime<Utc>) -> DomainResult<u64> {
    let recent = Utc::now() - ACKNOWLEDGE_ONCE_PER;
    let result = outbox::Entity::delete_many()
        .filter(outbox::Column::SentAtMs.is_not_null())
        .filter(outbox::Column::SentAtMs.lt(epoch_ms(before)))
        .filter(
            outbox::Column::Purpose
                .ne(MailPurpose::Acknowledgement)
                .or(outbox::Column::CreatedAt.lt(recent)),
        )
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

/// The wait before attempt `attempts + 1` after `attempts` failures:
/// base, 2 × base, 4 × base … never more than `max`.
pub fn backoff(attempts: i32, base: Duration, max: Duration) -> Duration {
    let doublings = attempts.saturating_sub(1).clamp(0, 30) as u32;
    base.saturating_mul(1u32 << doublings).min(max)
}

/// Records a failed attempt and releases the message until `retry_at`.
#[tracing::instrument(skip_all)]
pub async fn mark_failed(
    db: &DatabaseConnection,
    id: i32,
    token: &str,
    error: &str,
    now: DateTime<Utc>,
    retry_at: DateTime<Utc>,
) -> DomainResult<bool> {
    let error: String = error.chars().take(1000).collect();
    let failed = outbox::Entity::update_many()
        .col_expr(
            outbox::Column::Attempts,
            Expr::col(outbox::Column::Attempts).add(1),
        )
        .col_expr(outbox::Column::LastError, Expr::value(error))
        .col_expr(outbox::Column::LastErrorAtMs, Expr::value(epoch_ms(now)))
        .col_expr(outbox::Column::DueAtMs, Expr::value(epoch_ms(retry_at)));
    release(db, id, token, failed).await
}

/// How the outbox stands, for the administrator's dashboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxStatus {
    /// Messages not sent yet.
    pub waiting: u64,
    /// Of those, the ones that failed at least once.
    pub failing: u64,
    /// The newest error among unsent messages, and when it happened.
    pub last_error: Option<(String, DateTime<Utc>)>,
}

pub async fn status(db: &DatabaseConnection) -> DomainResult<OutboxStatus> {
    let unsent = || outbox::Entity::find().filter(outbox::Column::SentAtMs.is_null());
    let waiting = unsent().count(db).await?;
    let failing = unsent()
        .filter(outbox::Column::Attempts.gt(0))
        .count(db)
        .await?;
    let newest = unsent()
        .filter(outbox::Column::LastErrorAtMs.is_not_null())
        .order_by_desc(outbox::Column::LastErrorAtMs)
        .order_by_desc(outbox::Column::Id)
        .limit(1)
        .one(db)
        .await?;
    let last_error = newest.and_then(|m| {
        let at = DateTime::from_timestamp_millis(m.last_error_at_ms?)?;
        Some((m.last_error?, at))
    });
    Ok(OutboxStatus {
        waiting,
        failing,
        last_error,
    })
}

/// Makes every unsent message due now (a message being sent right now
/// keeps its claim). Answers how many are waiting.
#[tracing::instrument(skip_all)]
pub async fn retry_all(db: &DatabaseConnection, now: DateTime<Utc>) -> DomainResult<u64> {
    let result = outbox::Entity::update_many()
        .col_expr(outbox::Column::DueAtMs, Expr::value(epoch_ms(now)))
        .filter(outbox::Column::SentAtMs.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_the_base_up_to_the_cap() {
        let (base, max) = (Duration::from_secs(1), Duration::from_secs(300));
        let waits: Vec<u64> = (1..=11).map(|n| backoff(n, base, max).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
        assert_eq!(backoff(i32::MAX, base, max), max);
    }

    #[test]
    fn an_acknowledgement_greets_only_a_clean_name() {
        assert_eq!(greeting("Asha", Language::En), "Dear Asha,");
        assert_eq!(greeting("Asha", Language::Hi), "प्रिय Asha जी,");
        assert_eq!(
            greeting("customer,\n\nYour refund is on hold", Language::En),
            "Hello,"
        );
        assert_eq!(
            greeting("see https://refund.example", Language::Hi),
            "नमस्ते,"
        );
    }

    #[test]
    fn subjects_never_hold_a_line_break() {
        assert_eq!(
            one_line("New enquiry: A\r\nBcc: x"),
            "New enquiry: A  Bcc: x"
        );
    }
}
