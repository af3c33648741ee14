//! Each content kind's fields, declared once. The `fields!` macro declares a
//! kind's struct (what the pages are built from) and, beside each field,
//! how an editor sees it: its label, its help text and its control. From
//! that one declaration come
//! - the struct's serde reading (camelCase keys, no unknown field, a field
//!   written `= default` may be left out);
//! - the check of a save (`check`): every missing or refused field at once,
//!   each by its path (`fields.sections[1].heading`);
//! - the kind's typed schema in the OpenAPI document (`schema`), which the
//!   islands' content editor is generated from (islands/tools/gen-api).
use chrono::NaiveDate;
use serde_json::{json, Map, Value};

use super::files::camel_key;
use crate::domain::FieldErrors;

/// The longest text of one field.
pub const MAX_TEXT: usize = 5_000;
/// The longest Markdown text (an article's body).
pub const MAX_MARKDOWN: usize = 40_000;

/// The control an editor types a text into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// One line.
    Line,
    /// A paragraph or more.
    Long,
    /// Markdown, with the longer limit.
    Markdown,
}

/// A rule beyond the field's type, checked on save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    None,
    /// The item's address: `domain::content::parse_slug`.
    Slug,
    /// The name of a hero illustration under static/img.
    Hero,
}

/// How an editor sees one field: its label, help text and control, and for
/// a list the name of one item ("Paragraph 2", "Add paragraph").
#[derive(Clone, Copy, Debug)]
pub struct Ui {
    pub label: &'static str,
    pub hint: Option<&'static str>,
    pub control: Control,
    pub item: Option<&'static str>,
    pub rule: Rule,
}

impl Ui {
    pub const fn new(label: &'static str) -> Self {
        Self {
            label,
            hint: None,
            control: Control::Line,
            item: None,
            rule: Rule::None,
        }
    }

    pub const fn hint(self, hint: &'static str) -> Self {
        Self {
            hint: Some(hint),
            ..self
        }
    }

    pub const fn long(self) -> Self {
        Self {
            control: Control::Long,
            ..self
        }
    }

    pub const fn markdown(self) -> Self {
        Self {
            control: Control::Markdown,
            ..self
        }
    }

    pub const fn item(self, item: &'static str) -> Self {
        Self {
            item: Some(item),
            ..self
        }
    }

    pub const fn rule(self, rule: Rule) -> Self {
        Self { rule, ..self }
    }

    /// The longest text the field takes.
    fn max(&self) -> usize {
        match self.control {
            Control::Markdown => MAX_MARKDOWN,
            _ => MAX_TEXT,
        }
    }
}

/// The type of a field's value, from its Rust type (`Typed`).
#[derive(Clone, Debug)]
pub enum Shape {
    Text,
    Bool,
    /// A whole number from 0 (a banner's width).
    Count,
    /// YYYY-MM-DD.
    Date,
    List(Box<Shape>),
    /// May be null (a case study's quote).
    Optional(Box<Shape>),
    /// A record of fields (a section, a question and its answer).
    Record(fn() -> Vec<Field>),
}

/// The shape of a field's Rust type.
pub trait Typed {
    fn shape() -> Shape;
}

impl Typed for String {
    fn shape() -> Shape {
        Shape::Text
    }
}

impl Typed for bool {
    fn shape() -> Shape {
        Shape::Bool
    }
}

impl Typed for u32 {
    fn shape() -> Shape {
        Shape::Count
    }
}

impl Typed for NaiveDate {
    fn shape() -> Shape {
        Shape::Date
    }
}

impl<T: Typed> Typed for Vec<T> {
    fn shape() -> Shape {
        Shape::List(Box::new(T::shape()))
    }
}

impl<T: Typed> Typed for Option<T> {
    fn shape() -> Shape {
        Shape::Optional(Box::new(T::shape()))
    }
}

/// A struct whose fields an editor fills: a kind, or a record inside one.
pub trait Fields {
    fn fields() -> Vec<Field>;
}

/// One field of a kind or of a record in it.
#[derive(Clone, Debug)]
pub struct Field {
    /// As the API and the content files name it (camelCase).
    pub key: String,
    /// Whether a save must hold it.
    pub required: bool,
    pub shape: Shape,
    pub ui: Ui,
}

impl Field {
    /// The field `name` (snake_case, as in the struct) of type `T`.
    pub fn new<T: Typed>(name: &str, defaulted: bool, ui: Ui) -> Self {
        let shape = T::shape();
        Self {
            key: camel_key(name),
            required: !defaulted && !matches!(shape, Shape::Optional(_)),
            shape,
            ui,
        }
    }
}

/// Declares a struct of editable fields, each with its `Ui` after `=>`, and
/// its `Fields` and `Typed` implementations. A field written
/// `name: Type = default => …` may be left out of a save (serde's
/// default). Fields under `computed { … }` are filled when the content is
/// built and are no part of what an editor saves.
macro_rules! fields {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(
                $(#[$fmeta:meta])*
                $fvis:vis $field:ident : $ty:ty $(= $default:ident)? => $ui:expr
            ),* $(,)?
        }
        $(computed {
            $( $(#[$cmeta:meta])* $cvis:vis $cfield:ident : $cty:ty ),* $(,)?
        })?
    ) => {
        $(#[$meta])*
        #[derive(serde::Deserialize)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        pub struct $name {
            $(
                $(#[$fmeta])*
                $(#[serde($default)])?
                $fvis $field: $ty,
            )*
            $($(
                $(#[$cmeta])*
                #[serde(skip)]
                $cvis $cfield: $cty,
            )*)?
        }

        impl $crate::content::kinds::Fields for $name {
            fn fields() -> Vec<$crate::content::kinds::Field> {
                vec![$(
                    $crate::content::kinds::Field::new::<$ty>(
                        stringify!($field),
                        {
                            let defaulted: &[&str] = &[$(stringify!($default)),*];
                            !defaulted.is_empty()
                        },
                        $ui,
                    )
                ),*]
            }
        }

        impl $crate::content::kinds::Typed for $name {
            fn shape() -> $crate::content::kinds::Shape {
                $crate::content::kinds::Shape::Record(
                    <$name as $crate::content::kinds::Fields>::fields,
                )
            }
        }
    };
}
pub(crate) use fields;

/// A social link of the business's details (the settings' own type).
impl Fields for crate::config::SocialLink {
    fn fields() -> Vec<Field> {
        vec![
            Field::new::<String>(
                "name",
                false,
                Ui::new("Network").hint("Facebook, Instagram, LinkedIn, YouTube, X or WhatsApp."),
            ),
            Field::new::<String>("url", false, Ui::new("Address")),
        ]
    }
}

impl Typed for crate::config::SocialLink {
    fn shape() -> Shape {
        Shape::Record(<Self as Fields>::fields)
    }
}

/// Adds every missing or refused field of `value`, a record of `fields` at
/// path `at`: a missing required field, one the record does not have, a
/// value of the wrong type, an empty or too long text.
pub fn check(fields: &[Field], value: &Value, at: &str, errors: &mut FieldErrors) {
    let Some(map) = value.as_object() else {
        errors.add(at, "This must be a set of fields.");
        return;
    };
    for field in fields {
        let path = format!("{at}.{}", field.key);
        match map.get(&field.key) {
            Some(v) => check_value(&field.shape, &field.ui, v, &path, errors),
            None if field.required => errors.add(&path, "This field is required."),
            None => {}
        }
    }
    for key in map.keys() {
        if !fields.iter().any(|f| &f.key == key) {
            errors.add(
                &format!("{at}.{key}"),
                format!("There is no field {key:?}."),
            );
        }
    }
}

fn check_value(shape: &Shape, ui: &Ui, value: &Value, at: &str, errors: &mut FieldErrors) {
    if let Value::String(s) = value {
        let max = ui.max();
        if s.trim().is_empty() {
            return errors.add(at, "This field cannot be empty; remove the item instead.");
        }
        if s.chars().count() > max {
            return errors.add(at, format!("This field is longer than {max} characters."));
        }
    }
    let fits = match (shape, value) {
        (Shape::Optional(_), Value::Null) => true,
        (Shape::Optional(inner), _) => return check_value(inner, ui, value, at, errors),
        (Shape::Record(fields), _) => return check(&fields(), value, at, errors),
        (Shape::List(inner), Value::Array(items)) => {
            for (i, item) in items.iter().enumerate() {
                check_value(inner, ui, item, &format!("{at}[{i}]"), errors);
            }
            true
        }
        (Shape::Text, Value::String(_)) | (Shape::Bool, Value::Bool(_)) => true,
        (Shape::Count, Value::Number(n)) => n.as_u64().is_some_and(|n| n <= u64::from(u32::MAX)),
        (Shape::Date, Value::String(s)) => NaiveDate::parse_from_str(s, "%Y-%m-%d").is_ok(),
        _ => false,
    };
    if !fits {
        errors.add(at, expected(shape));
    }
}

/// What a value of `shape` must be, for an editor.
fn expected(shape: &Shape) -> &'static str {
    match shape {
        Shape::Text => "This must be text.",
        Shape::Bool => "This must be true or false.",
        Shape::Count => "This must be a whole number from 0.",
        Shape::Date => "Write the date like 2026-11-08.",
        Shape::List(_) => "This must be a list.",
        Shape::Optional(inner) => expected(inner),
        Shape::Record(_) => "This must be a set of fields.",
    }
}

/// The JSON Schema of a record of `fields`, as the OpenAPI document offers
/// it: each property with its label (`title`), help text (`description`),
/// limits and whether it is required; the editor's order in `x-order` (the
/// document's properties are sorted by name), a text's control in
/// `x-widget` (`textarea`, `markdown`) and a list item's name in `x-item`.
pub fn schema(fields: &[Field]) -> Value {
    let properties: Map<String, Value> = fields
        .iter()
        .map(|f| (f.key.clone(), field_schema(f)))
        .collect();
    let required: Vec<&str> = fields
        .iter()
        .filter(|f| f.required)
        .map(|f| f.key.as_str())
        .collect();
    let order: Vec<&str> = fields.iter().map(|f| f.key.as_str()).collect();
    json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
        "x-order": order,
    })
}

fn field_schema(field: &Field) -> Value {
    let mut schema = value_schema(&field.shape, &field.ui);
    schema["title"] = json!(field.ui.label);
    if let Some(hint) = field.ui.hint {
        schema["description"] = json!(hint);
    }
    if let Some(item) = field.ui.item {
        schema["x-item"] = json!(item);
    }
    schema
}

fn value_schema(shape: &Shape, ui: &Ui) -> Value {
    match shape {
        Shape::Text => {
            let mut text = match ui.rule {
                // As `domain::content::parse_slug` takes it.
                Rule::Slug => json!({
                    "type": "string", "minLength": 3, "maxLength": 80,
                    "pattern": "^[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+(-[a-z0-9\\u0900-\\u0963\\u0966-\\u097f]+)*$",
                }),
                _ => {
                    json!({"type": "string", "minLength": 1, "maxLength": ui.max(), "pattern": "\\S"})
                }
            };
            match ui.control {
                Control::Line => {}
                Control::Long => text["x-widget"] = json!("textarea"),
                Control::Markdown => text["x-widget"] = json!("markdown"),
            }
            text
        }
        Shape::Bool => json!({"type": "boolean"}),
        Shape::Count => json!({"type": "integer", "format": "int32", "minimum": 0}),
        Shape::Date => json!({"type": "string", "format": "date"}),
        Shape::List(inner) => json!({"type": "array", "items": value_schema(inner, ui)}),
        Shape::Optional(inner) => {
            let mut schema = value_schema(inner, ui);
            schema["type"] = json!([schema["type"].clone(), "null"]);
            schema
        }
        Shape::Record(fields) => schema(&fields()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fields! {
        #[derive(Debug)]
        pub struct Sample {
            pub title: String => Ui::new("Title"),
            pub body: String => Ui::new("Body").markdown(),
            pub tags: Vec<String> = default => Ui::new("Tags").item("Tag"),
            pub note: Option<Inner> = default => Ui::new("Note"),
            pub width: u32 => Ui::new("Width"),
        }
        computed {
            pub html: String,
        }
    }

    fields! {
        #[derive(Debug)]
        pub struct Inner {
            pub text: String => Ui::new("Text").long(),
        }
    }

    #[test]
    fn the_declaration_gives_keys_required_fields_and_serde_alike() {
        let fields = Sample::fields();
        let keys: Vec<_> = fields
            .iter()
            .map(|f| (f.key.as_str(), f.required))
            .collect();
        assert_eq!(
            keys,
            [
                ("title", true),
                ("body", true),
                ("tags", false),
                ("note", false),
                ("width", true)
            ]
        );
        let parsed: Sample =
            serde_json::from_value(json!({"title": "T", "body": "B", "width": 3})).unwrap();
        assert_eq!(
            (parsed.title.as_str(), parsed.body.as_str(), parsed.width),
            ("T", "B", 3)
        );
        assert!(parsed.tags.is_empty() && parsed.note.is_none() && parsed.html.is_empty());
        let inner: Inner = serde_json::from_value(json!({"text": "N"})).unwrap();
        assert_eq!(inner.text, "N");
    }

    #[test]
    fn a_check_names_every_fault_by_its_path() {
        let mut errors = FieldErrors::default();
        let value = json!({
            "body": "x".repeat(MAX_MARKDOWN + 1),
            "tags": ["ok", " "],
            "note": {"text": 3},
            "width": -1,
            "colour": "red",
        });
        check(&Sample::fields(), &value, "fields", &mut errors);
        let named: Vec<_> = errors
            .iter()
            .map(|e| (e.field.as_str(), e.message.as_str()))
            .collect();
        assert_eq!(
            named,
            [
                ("fields.title", "This field is required."),
                ("fields.body", "This field is longer than 40000 characters."),
                (
                    "fields.tags[1]",
                    "This field cannot be empty; remove the item instead."
                ),
                ("fields.note.text", "This must be text."),
                ("fields.width", "This must be a whole number from 0."),
                ("fields.colour", "There is no field \"colour\"."),
            ]
        );
    }

    #[test]
    fn the_schema_carries_labels_limits_and_the_editors_order() {
        let schema = schema(&Sample::fields());
        assert_eq!(schema["required"], json!(["title", "body", "width"]));
        assert_eq!(
            schema["x-order"],
            json!(["title", "body", "tags", "note", "width"])
        );
        assert_eq!(schema["properties"]["body"]["maxLength"], MAX_MARKDOWN);
        assert_eq!(schema["properties"]["body"]["x-widget"], "markdown");
        assert_eq!(schema["properties"]["tags"]["x-item"], "Tag");
        assert_eq!(
            schema["properties"]["note"]["type"],
            json!(["object", "null"])
        );
        assert_eq!(
            schema["properties"]["note"]["properties"]["text"]["x-widget"],
            "textarea"
        );
    }
}
