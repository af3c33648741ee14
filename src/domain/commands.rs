//! Commands: what a caller asks the services to do, built only from valid
//! values, so a service never checks a field again. A `New…` command holds
//! every field a record needs; a `…Patch` holds the fields to change, where
//! `None` leaves a field as it is.
use super::{
    Address, AtField, CatalogueName, Description, Email, FieldErrors, ImageUrls, Label, Message,
    Money, Password, PersonName, Phone, PostCount, Rating, Role, Title, WebAddress,
};

/// A quote request from the public form.
#[derive(Debug)]
pub struct NewEnquiry {
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub email: Email,
    pub phone: Phone,
    pub address: Address,
    pub message: Message,
    /// The catalogue service chosen; it must still exist.
    pub service_id: i32,
}

#[derive(Debug, Default)]
pub struct EnquiryPatch {
    pub first_name: Option<PersonName>,
    pub last_name: Option<PersonName>,
    pub email: Option<Email>,
    pub phone: Option<Phone>,
    pub address: Option<Address>,
    pub message: Option<Message>,
    pub service_id: Option<i32>,
}

/// A job application from the careers page.
#[derive(Debug)]
pub struct NewApplication {
    pub full_name: PersonName,
    pub email: Email,
    pub mobile: Phone,
    /// The position applied for, which must still be open; none for a
    /// general application (which must bring a CV).
    pub position_id: Option<i32>,
    pub cv: Option<super::cv::Cv>,
}

#[derive(Debug, Default)]
pub struct ApplicationPatch {
    pub full_name: Option<PersonName>,
    pub email: Option<Email>,
    pub mobile: Option<Phone>,
    pub position_id: Option<i32>,
}

/// A service offered in the enquiry form's dropdown.
#[derive(Debug)]
pub struct NewService {
    pub service_name: CatalogueName,
    pub sub_service_name: CatalogueName,
}

#[derive(Debug)]
pub struct NewDepartment {
    pub name: CatalogueName,
}

#[derive(Debug)]
pub struct NewPosition {
    pub department_id: i32,
    pub name: CatalogueName,
    pub posts: PostCount,
}

/// An affiliate product. Prices are exact (`Money`, in paise).
#[derive(Debug)]
pub struct NewProduct {
    pub title: Title,
    pub description: Description,
    pub image_urls: ImageUrls,
    pub affiliate_link: WebAddress,
    pub brand: Label,
    pub category: Label,
    pub platform: Label,
    pub price: Money,
    /// The M.R.P., when the product has one.
    pub original_price: Option<Money>,
    /// Our rating with the review, when one is given.
    pub rating: Option<Rating>,
    pub active: bool,
}

#[derive(Debug, Default)]
pub struct ProductPatch {
    pub title: Option<Title>,
    pub description: Option<Description>,
    pub image_urls: Option<ImageUrls>,
    pub affiliate_link: Option<WebAddress>,
    pub brand: Option<Label>,
    pub category: Option<Label>,
    pub platform: Option<Label>,
    pub price: Option<Money>,
    /// `Some(None)` removes the M.R.P.
    pub original_price: Option<Option<Money>>,
    /// `Some(None)` removes the rating.
    pub rating: Option<Option<Rating>>,
    pub active: Option<bool>,
}

/// An administrator account, from the API or the command line alike.
#[derive(Debug)]
pub struct NewAdmin {
    pub username: PersonName,
    pub email: Email,
    pub mobile: Phone,
    pub password: Password,
    pub role: Role,
}

impl NewAdmin {
    /// Builds the command from what was typed, in the API's form or on the
    /// command line alike, so both make administrators by the same rules.
    /// The error names every refused field: username, email, mobile,
    /// password, role.
    pub fn parse(
        username: Option<String>,
        email: Option<String>,
        mobile: Option<String>,
        password: Option<String>,
        role: Option<String>,
    ) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::default();
        // Password first: its refusal has always been the one named first.
        let password = errors.check(Password::parse(password).at("password"));
        let username = errors.check(PersonName::parse("Name", username).at("username"));
        let email = errors.check(Email::parse("E-mail", email).at("email"));
        let mobile = errors.check(Phone::parse("Mobile", mobile).at("mobile"));
        let role = errors.check(Role::parse("Role", role).at("role"));
        errors.finish(|| {
            Some(Self {
                username: username?,
                email: email?,
                mobile: mobile?,
                password: password?,
                role: role?,
            })
        })
    }
}
