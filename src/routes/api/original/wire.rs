//! The original client's JSON shapes: its field names (`bId`, `fName`,
//! `serId`, `cId`, `careerPages`, `user_id`…) for the calls at its paths,
//! and the tables that respell a refusal's field from the product's name to
//! the one that client reads. Nothing but those calls uses them; the
//! product's own calls answer with `routes::wire`.
//!
//! Each original view is built from the product's view of the same record
//! (`PositionView` → `OriginalPositionView`), never from the record itself:
//! `routes::wire` is the one place that reads a record, and this module
//! only respells. `through_product_view!` lets a call hand a record to an
//! original view all the same.
//!
//! Besides the 31 calls of `original`, the calls that stay at an original
//! path because they are simply the product's call for their job (the
//! public enquiry form's post, the first registration), the public
//! application with a CV (`/usercp/apply`, whose `cId` is a promised name)
//! and the whole list of applications kept for integrations
//! (`/admin/getallcp`) answer in these shapes.
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    entities::{admin, position, service, Application, Enquiry},
    routes::wire::{
        AdminView, ApplicationView, DepartmentView, EnquiryView, PositionView, ServiceView,
    },
    services::careers::{DepartmentPositions, PositionApplications},
};

/// `From` a record for an original view, through the product's view of it.
macro_rules! through_product_view {
    ($($record:ty => $view:ty => $original:ty),* $(,)?) => {$(
        impl From<$record> for $original {
            fn from(record: $record) -> Self {
                <$view>::from(record).into()
            }
        }
    )*};
}

through_product_view! {
    service::Model => ServiceView => OriginalServiceView,
    Enquiry => EnquiryView => OriginalEnquiryView,
    Application => ApplicationView => OriginalApplicationView,
    PositionApplications => PositionView => OriginalPositionView,
    position::Model => PositionView => OriginalPositionView,
    DepartmentPositions => DepartmentView => OriginalDepartmentView,
    admin::Model => AdminView => OriginalAdminView,
}

/// An enquiry's fields as the product names them, and as the original
/// client does.
pub const ENQUIRY_FIELDS: &[(&str, &str)] = &[
    ("firstName", "fName"),
    ("lastName", "lName"),
    ("email", "bEmail"),
    ("phone", "contactNumber"),
    ("serviceId", "selectedService"),
];

/// An application's fields as the product names them, and as the original
/// client does.
pub const APPLICATION_FIELDS: &[(&str, &str)] =
    &[("phone", "mobileNumber"), ("positionId", "positionApplied")];

/// A department's fields as the product names them, and as the original
/// client does.
pub const DEPARTMENT_FIELDS: &[(&str, &str)] = &[("name", "dName")];

/// A position's fields as the product names them, and as the original
/// client does.
pub const POSITION_FIELDS: &[(&str, &str)] = &[("name", "posName")];

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalServiceView {
    pub ser_id: i32,
    pub service_name: String,
    pub sub_service_name: String,
}

impl From<ServiceView> for OriginalServiceView {
    fn from(v: ServiceView) -> Self {
        Self {
            ser_id: v.id,
            service_name: v.service_name,
            sub_service_name: v.sub_service_name,
        }
    }
}

/// The service an enquiry chose, as it was named when the enquiry was made.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectedService {
    /// Null once the service was deleted; the names are a snapshot.
    #[schema(required = true)]
    pub ser_id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalEnquiryView {
    pub b_id: i32,
    pub f_name: String,
    pub l_name: String,
    pub b_email: String,
    pub contact_number: String,
    pub address: String,
    pub message: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub selected_service: SelectedService,
}

impl From<EnquiryView> for OriginalEnquiryView {
    fn from(v: EnquiryView) -> Self {
        Self {
            b_id: v.id,
            f_name: v.first_name,
            l_name: v.last_name,
            b_email: v.email,
            contact_number: v.phone,
            address: v.address,
            message: v.message,
            submitted_at: v.submitted_at,
            selected_service: SelectedService {
                ser_id: v.service.id,
                service_name: v.service.service_name,
                sub_service_name: v.service.sub_service_name,
            },
        }
    }
}

/// The position an application was made for, as it was named then.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionRef {
    /// Null once the position was deleted.
    #[schema(required = true)]
    pub pos_id: Option<i32>,
    pub pos_name: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalApplicationView {
    pub c_id: i32,
    pub full_name: String,
    pub email: String,
    pub mobile_number: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub position_applied: PositionRef,
}

impl From<ApplicationView> for OriginalApplicationView {
    fn from(v: ApplicationView) -> Self {
        Self {
            c_id: v.id,
            full_name: v.full_name,
            email: v.email,
            mobile_number: v.phone,
            submitted_at: v.submitted_at,
            position_applied: PositionRef {
                pos_id: v.position.id,
                pos_name: v.position.name,
            },
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalPositionView {
    pub pos_id: i32,
    pub pos_name: String,
    pub number_of_posts: i32,
    pub d_id: i32,
    /// Applications for this position; present only for administrators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub career_pages: Option<Vec<OriginalApplicationView>>,
}

impl From<PositionView> for OriginalPositionView {
    fn from(v: PositionView) -> Self {
        Self {
            pos_id: v.id,
            pos_name: v.name,
            number_of_posts: v.number_of_posts,
            d_id: v.department_id,
            career_pages: v
                .applications
                .map(|apps| apps.into_iter().map(Into::into).collect()),
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalDepartmentView {
    pub d_id: i32,
    pub d_name: String,
    pub positions: Vec<OriginalPositionView>,
}

impl From<DepartmentView> for OriginalDepartmentView {
    fn from(v: DepartmentView) -> Self {
        Self {
            d_id: v.id,
            d_name: v.name,
            positions: v.positions.into_iter().map(Into::into).collect(),
        }
    }
}

/// An administrator as listed (never the password hash).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OriginalAdminView {
    pub user_id: i32,
    pub username: String,
    pub email: String,
    pub mobile: String,
    pub role: String,
}

impl From<AdminView> for OriginalAdminView {
    fn from(v: AdminView) -> Self {
        Self {
            user_id: v.id,
            username: v.username,
            email: v.email,
            mobile: v.mobile,
            role: v.role,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceRef {
    /// The service's id (an integer).
    #[schema(value_type = i32)]
    pub ser_id: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalEnquiryBody {
    pub f_name: Option<String>,
    pub l_name: Option<String>,
    pub b_email: Option<String>,
    pub contact_number: Option<String>,
    pub address: Option<String>,
    pub message: Option<String>,
    pub selected_service: Option<ServiceRef>,
    /// Honeypot: leave empty.
    pub website: Option<String>,
    /// The language of the page the form was sent from: "hi" answers
    /// refusals in Hindi and keeps the lead as Hindi (its acknowledgement
    /// in Hindi); anything else, or none, is English.
    pub language: Option<String>,
}

impl From<OriginalEnquiryBody> for crate::routes::api::enquiries::EnquiryBody {
    fn from(b: OriginalEnquiryBody) -> Self {
        Self {
            first_name: b.f_name,
            last_name: b.l_name,
            email: b.b_email,
            phone: b.contact_number,
            address: b.address,
            message: b.message,
            // A reference without an id is sent on as null, refused alike.
            service_id: b.selected_service.map(|s| s.ser_id.unwrap_or(Value::Null)),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionIdRef {
    #[schema(value_type = i32)]
    pub pos_id: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalApplicationBody {
    /// Ignored: the id comes from the address.
    #[schema(value_type = Option<i32>)]
    pub c_id: Option<Value>,
    pub full_name: Option<String>,
    pub email: Option<String>,
    pub mobile_number: Option<String>,
    pub position_applied: Option<PositionIdRef>,
    /// Honeypot: leave empty.
    pub website: Option<String>,
    /// The language of the page the form was sent from: "hi" answers
    /// refusals in Hindi and keeps the lead as Hindi (its acknowledgement
    /// in Hindi); anything else, or none, is English.
    pub language: Option<String>,
}

impl From<OriginalApplicationBody> for crate::routes::api::careers::ApplicationBody {
    fn from(b: OriginalApplicationBody) -> Self {
        Self {
            full_name: b.full_name,
            email: b.email,
            phone: b.mobile_number,
            position_id: b.position_applied.and_then(|p| p.pos_id),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalDepartmentBody {
    pub d_name: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OriginalPositionBody {
    pub pos_name: Option<String>,
    /// A whole number 0 to 999, as a number or a string of digits.
    #[schema(value_type = i32)]
    pub number_of_posts: Option<Value>,
}
