use sea_orm::entity::prelude::*;

#[derive(Clone, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "admins")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub username: String,
    /// Stored lower-cased so the unique index is case-insensitive.
    pub email: String,
    pub mobile: String,
    /// The free-text job title the administrator typed (no effect).
    pub role: String,
    /// What the account may open (`domain::access`).
    pub access: crate::domain::access::Access,
    pub password_hash: String,
    pub created_at: DateTimeUtc,
    /// The TOTP secret (base32) once two-factor sign-in is on; never sent
    /// back after enrolment.
    pub totp_secret: Option<String>,
    /// A secret offered by enrolment, waiting for its first code.
    pub totp_pending: Option<String>,
    /// The last time step whose code was accepted, so a code works once.
    pub totp_last_step: Option<i64>,
}

impl std::fmt::Debug for Model {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Admin")
            .field("id", &self.id)
            .field("email", &self.email)
            .field("password_hash", &"[redacted]")
            .field("two_factor", &self.totp_secret.is_some())
            .finish()
    }
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
