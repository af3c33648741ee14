//! The public forms' refusals in Hindi, for a form sent from a Hindi page.
//!
//! The value types refuse in English, naming the field by its English
//! label ("Business e-mail is required."), and the English answers stay
//! exactly as they are. A Hindi form's answer is the same refusal said in
//! Hindi: each English message is one of a few shapes (a label followed by
//! the rule broken) or one of a few whole sentences, so it is read back
//! into its rule and said again with the field's Hindi label. A message
//! this table does not know stays in English rather than being lost.
use super::{FieldError, FieldErrors};

/// The Hindi label of each field a public form can refuse, by the name the
/// answer gives it (the original client's names, as the forms use them):
/// as the subject of a sentence, as what a request asks the reader to
/// write, and as it is said before a postposition ("आपका पूरा नाम भरना
/// ज़रूरी है", "अपना पूरा नाम सही लिखें", "अपने पूरे नाम में …").
const LABELS: &[(&str, Label)] = &[
    ("fName", Label::declined("पहला नाम", "पहले नाम")),
    ("lName", Label::same("सरनेम")),
    ("bEmail", Label::same("बिज़नेस ई-मेल")),
    ("contactNumber", Label::same("संपर्क नंबर")),
    ("address", Label::declined("पता", "पते")),
    ("message", Label::same("संदेश")),
    ("fullName", Label::declined("पूरा नाम", "पूरे नाम")),
    ("email", Label::same("ई-मेल")),
    ("mobileNumber", Label::same("मोबाइल नंबर")),
    // A client's answer to a quote.
    (
        "name",
        Label {
            direct: "आपका पूरा नाम",
            object: "अपना पूरा नाम",
            oblique: "अपने पूरे नाम",
        },
    ),
    ("reason", Label::same("वजह")),
];

/// A field's Hindi label in the forms its sentences need.
struct Label {
    /// As the subject: "पहला नाम भरना ज़रूरी है।"
    direct: &'static str,
    /// As what the reader is asked to write: "पहला नाम सही लिखें।"
    object: &'static str,
    /// Before a postposition (में, से): "पहले नाम में …"
    oblique: &'static str,
}

impl Label {
    /// A label said the same way in every sentence.
    const fn same(word: &'static str) -> Self {
        Self::declined(word, word)
    }

    /// A label that changes before a postposition ("पहला नाम", "पहले नाम").
    const fn declined(direct: &'static str, oblique: &'static str) -> Self {
        Self {
            direct,
            object: direct,
            oblique,
        }
    }
}

/// Whole sentences, English to Hindi.
const SENTENCES: &[(&str, &str)] = &[
    ("Please choose a service.", "कृपया कोई सेवा चुनें।"),
    (
        "Please choose a service from the list.",
        "कृपया सूची में से कोई सेवा चुनें।",
    ),
    ("Please choose a position.", "कृपया कोई पद चुनें।"),
    (
        "Please choose one of the open positions.",
        "कृपया खाली पदों में से कोई एक चुनें।",
    ),
    (
        "The position must be the one in the address.",
        "पद वही होना चाहिए जो पेज के पते में है।",
    ),
    (
        "Please attach your CV: we need it to consider you when no opening is chosen.",
        "कृपया अपना CV लगाएँ: कोई पद न चुनने पर आपके बारे में सोचने के लिए हमें CV चाहिए।",
    ),
    (
        "Please attach your CV as a PDF, DOC or DOCX file (we read the file itself, not its name).",
        "कृपया CV को PDF, DOC या DOCX फ़ाइल में लगाएँ (हम फ़ाइल के अंदर देखते हैं, सिर्फ़ उसका नाम नहीं)।",
    ),
    (
        super::cv::TOO_LARGE,
        "आपका CV 5 MB से बड़ा है। कृपया छोटी कॉपी (अक्सर PDF छोटी होती है) सेव करके दोबारा लगाएँ।",
    ),
    (
        "The CV file is empty. Please attach it again.",
        "CV की फ़ाइल खाली है। कृपया उसे दोबारा लगाएँ।",
    ),
    (
        "This DOCX file unpacks to far more than a CV would. Please save your CV as a PDF and attach that instead.",
        "यह DOCX फ़ाइल खुलकर किसी CV से कहीं ज़्यादा बड़ी हो जाती है। कृपया CV को PDF में सेव करके वह लगाएँ।",
    ),
    (
        "This DOCX file could not be read; it may be damaged. Please save your CV as a PDF and attach that instead.",
        "यह DOCX फ़ाइल पढ़ी नहीं जा सकी, शायद ख़राब है। कृपया CV को PDF में सेव करके वह लगाएँ।",
    ),
    ("This field is far too long.", "यह जानकारी बहुत लंबी है।"),
];

/// A message's Hindi: its rule said with the field's Hindi label, or the
/// whole sentence's Hindi; the English message when neither is known.
pub fn hindi_refusal(field: &str, message: &str) -> String {
    if let Some((_, hindi)) = SENTENCES.iter().find(|(english, _)| *english == message) {
        return (*hindi).to_owned();
    }
    let name = field.split(['.', '[']).next().unwrap_or(field);
    let Some((
        _,
        Label {
            direct,
            object,
            oblique,
        },
    )) = LABELS.iter().find(|(n, _)| *n == name)
    else {
        return message.to_owned();
    };
    if message.ends_with(" is required.") {
        format!("{direct} भरना ज़रूरी है।")
    } else if let Some(most) = message
        .strip_suffix(" characters.")
        .and_then(|m| m.rsplit_once(" must be at most "))
        .map(|(_, n)| n)
    {
        format!("{oblique} में ज़्यादा से ज़्यादा {most} अक्षर हो सकते हैं।")
    } else if message.ends_with(" contains characters that are not allowed.") {
        format!("{oblique} में कुछ ऐसे चिह्न हैं जो यहाँ नहीं चलते। कृपया उन्हें हटाकर लिखें।")
    } else if message.ends_with(" must be on one line.") {
        format!("{object} एक ही लाइन में लिखें।")
    } else if message.ends_with(" cannot hold an e-mail address.") {
        format!("{oblique} में ई-मेल पता न लिखें।")
    } else if message.ends_with(" cannot hold a web address.") {
        format!("{oblique} में वेबसाइट का पता या लिंक न लिखें।")
    } else if message.ends_with(" must be a valid e-mail address, like name@example.com.") {
        format!("{object} सही लिखें, जैसे name@example.com")
    } else {
        message.to_owned()
    }
}

/// A throttled form's message in Hindi: "Please wait 7 minutes" becomes
/// "7 मिनट रुककर".
pub fn hindi_throttle(message: &str) -> String {
    let minutes = message
        .split_once("Please wait ")
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .unwrap_or("कुछ");
    format!("आपके नेटवर्क से बहुत सारे फ़ॉर्म आ चुके हैं। कृपया {minutes} मिनट रुककर फिर से भेजें।")
}

/// Said when a form failed on our side.
pub const HINDI_SERVER_FAILURE: &str =
    "हमारी तरफ़ कुछ गड़बड़ हो गई और आपका फ़ॉर्म नहीं गया। कृपया कुछ मिनट बाद फिर से भेजें।";

/// Said when a post could not be read as a form at all.
pub const HINDI_UNREADABLE: &str = "फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज दोबारा खोलकर फिर से भेजें।";

impl FieldErrors {
    /// The same refusals, each said in Hindi (see the module header).
    pub fn in_hindi(self) -> Self {
        let mut out = Self::default();
        for FieldError { field, message } in self.iter() {
            out.add(field, hindi_refusal(field, message));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Email, PersonName, Rejected, Text};

    fn refusal(r: Result<impl Sized, Rejected>) -> String {
        match r {
            Err(Rejected(m)) => m,
            Ok(_) => panic!("accepted"),
        }
    }

    #[test]
    fn each_rule_is_said_in_hindi_with_the_fields_hindi_label() {
        let cases = [
            (
                "bEmail",
                refusal(Email::parse("Business e-mail", None)),
                "बिज़नेस ई-मेल भरना ज़रूरी है।",
            ),
            (
                "bEmail",
                refusal(Email::parse("Business e-mail", Some("asha@".into()))),
                "बिज़नेस ई-मेल सही लिखें, जैसे name@example.com",
            ),
            (
                "fName",
                refusal(PersonName::parse("First name", Some("www.spam.in".into()))),
                "पहले नाम में वेबसाइट का पता या लिंक न लिखें।",
            ),
            (
                "message",
                refusal(Text::<1, 5000>::parse("Message", Some("x".repeat(5001)))),
                "संदेश में ज़्यादा से ज़्यादा 5000 अक्षर हो सकते हैं।",
            ),
            (
                "fullName",
                refusal(PersonName::parse("Full name", Some("a@b.in".into()))),
                "पूरे नाम में ई-मेल पता न लिखें।",
            ),
            (
                "name",
                refusal(PersonName::parse(
                    "Your full name",
                    Some("www.spam.in".into()),
                )),
                "अपने पूरे नाम में वेबसाइट का पता या लिंक न लिखें।",
            ),
            (
                "name",
                refusal(PersonName::parse("Your full name", None)),
                "आपका पूरा नाम भरना ज़रूरी है।",
            ),
            (
                "lName",
                refusal(PersonName::parse("Last name", None)),
                "सरनेम भरना ज़रूरी है।",
            ),
            (
                "selectedService.serId",
                "Please choose a service from the list.".to_owned(),
                "कृपया सूची में से कोई सेवा चुनें।",
            ),
        ];
        for (field, english, hindi) in cases {
            assert_eq!(hindi_refusal(field, &english), hindi, "{english}");
        }
    }

    #[test]
    fn an_unknown_message_stays_as_it_was() {
        assert_eq!(hindi_refusal("fName", "Something new."), "Something new.");
        assert_eq!(
            hindi_refusal("other", "Other is required."),
            "Other is required."
        );
    }

    #[test]
    fn a_throttled_form_keeps_its_wait() {
        let m = hindi_throttle(
            "Too many submissions from your network. Please wait 7 minutes and try again.",
        );
        assert!(m.contains("7 मिनट"), "{m}");
    }
}
