//! What each administrator may open: an account's `access` level (beside
//! its free-text `role`, which is only a job title) and the areas of the
//! administrator area. `Area::levels` is the one table of who may open
//! what; the guard (`auth::access`) finds the area of every API call and
//! screen and asks it.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::lead::{spelled, Spelled};

spelled! {
    /// An administrator's access level: what their work needs.
    Access {
        /// Everything.
        Owner = "owner",
        /// Everything but administrators, backups, people's data and the
        /// audit log.
        Manager = "manager",
        /// Leads, quotations, invoices and receivables, analytics.
        Sales = "sales",
        /// Departments, positions, job pages and applications.
        Recruiter = "recruiter",
        /// Website content, media and affiliate products.
        Editor = "editor",
    }
}

impl Access {
    /// The level a role's words name (any of the five, in any case, as a
    /// whole word), else `Manager`: what the original registration call
    /// gives a new account. A role naming two levels ("Sales Manager")
    /// names none for sure, so it is `Manager` too.
    pub fn named_in(role: &str) -> Self {
        let words: Vec<String> = role
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let named: Vec<Self> = Self::ALL
            .iter()
            .copied()
            .filter(|level| words.iter().any(|w| w == level.as_str()))
            .collect();
        match named.as_slice() {
            [one] => *one,
            _ => Self::Manager,
        }
    }

    /// Whether this level may open `area`.
    pub fn may(self, area: Area) -> bool {
        area.levels().contains(&self)
    }

    /// Parses a level as the API spells it.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|l| l.as_str() == raw)
    }
}

/// A part of the administrator area: every screen and every API call
/// belongs to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Area {
    /// What every administrator has: Today, their own account and
    /// sign-in, signing out.
    Own,
    /// Enquiries (the lead desk's, and the original enquiry table).
    Leads,
    Quotations,
    /// Invoices, receipts, receivables, retainers and their exports.
    Invoices,
    Analytics,
    /// Departments, positions, job pages and applications.
    Careers,
    /// Website content (pages, stories, articles, the business's details)
    /// and the media library.
    Website,
    /// Affiliate products.
    Products,
    /// The services, the rate card and the mail's settings.
    Services,
    Administrators,
    Backups,
    People,
    Audit,
}

impl Area {
    /// The table: the levels that may open each area.
    pub fn levels(self) -> &'static [Access] {
        use Access::*;
        match self {
            Self::Own => &[Owner, Manager, Sales, Recruiter, Editor],
            Self::Leads | Self::Quotations | Self::Invoices | Self::Analytics => {
                &[Owner, Manager, Sales]
            }
            Self::Careers => &[Owner, Manager, Recruiter],
            Self::Website | Self::Products => &[Owner, Manager, Editor],
            Self::Services => &[Owner, Manager],
            Self::Administrators | Self::Backups | Self::People | Self::Audit => &[Owner],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_role_names_its_level_in_any_case_else_manager() {
        for (role, level) in [
            ("Owner", Access::Owner),
            ("SALES", Access::Sales),
            ("sales executive", Access::Sales),
            ("Content editor", Access::Editor),
            ("HR / Recruiter", Access::Recruiter),
            ("manager", Access::Manager),
            ("Director", Access::Manager),
            ("Sales manager", Access::Manager),
            ("Salesperson", Access::Manager),
            ("", Access::Manager),
        ] {
            assert_eq!(Access::named_in(role), level, "{role}");
        }
    }

    #[test]
    fn only_the_owner_opens_administrators_backups_people_and_the_log() {
        for area in [
            Area::Administrators,
            Area::Backups,
            Area::People,
            Area::Audit,
        ] {
            let may: Vec<Access> = Access::ALL
                .iter()
                .copied()
                .filter(|l| l.may(area))
                .collect();
            assert_eq!(may, [Access::Owner], "{area:?}");
        }
        assert!(Access::Sales.may(Area::Invoices));
        assert!(!Access::Sales.may(Area::Careers));
        assert!(!Access::Editor.may(Area::Services));
        assert!(Access::Manager.may(Area::Services));
    }
}
