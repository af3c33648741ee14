//! The words the page templates themselves say (headings, buttons, the
//! navigation's labels), once per language. The content items carry the
//! page copy; these are the few dozen phrases around it. The English ones
//! are the pages' text as it always was, so an English page reads exactly
//! as before.
use std::borrow::Borrow;

use chrono::NaiveDate;
use serde::Serialize;

use crate::domain::language::{hindi_date, Language};

/// The template phrases of one language.
pub struct Texts {
    pub language: Language,
    pub skip: &'static str,
    pub topbar: &'static str,
    pub main_nav: &'static str,
    pub services: &'static str,
    pub menu: &'static str,
    pub site_menu: &'static str,
    pub close_menu: &'static str,
    /// The end of a sentence: "." or "।".
    pub stop: &'static str,
    /// Before the founding year in the footer ("…since 2019."), and after it.
    pub serving_since: &'static str,
    pub serving_end: &'static str,
    pub on_social: &'static str,
    pub new_tab: &'static str,
    pub quick_links: &'static str,
    pub contact: &'static str,
    pub phone: &'static str,
    pub email: &'static str,
    pub hours: &'static str,
    pub rights: &'static str,
    /// Around a year: "Since 2019", "सन् 2019 से".
    pub since: &'static str,
    pub since_end: &'static str,
    pub sell_online: &'static str,
    pub five_years: &'static str,
    pub amazon_experience: &'static str,
    pub across_india: &'static str,
    pub open: &'static str,
    pub learn_more: &'static str,
    pub request_quote: &'static str,
    pub call: &'static str,
    pub read_faq: &'static str,
    pub how_work_runs: &'static str,
    pub faq: &'static str,
    pub results: &'static str,
    pub clients_say: &'static str,
    pub related: &'static str,
    pub service_cta: &'static str,
    pub see_services: &'static str,
    pub about_services: &'static str,
    pub not_sure: &'static str,
    pub hub_cta: &'static str,
    pub highlights: &'static str,
    pub explore: &'static str,
    pub what_we_do: &'static str,
    pub how_we_help: &'static str,
    pub why_choose: &'static str,
    pub customised_quote: &'static str,
    pub contact_us: &'static str,
    pub at_a_glance: &'static str,
    pub work_with_us: &'static str,
    pub about_cta: &'static str,
    pub home: &'static str,
    /// The switcher's label for screen readers, before the language's name.
    pub read_in: &'static str,
    /// The case studies and the articles: their lists and pages.
    pub stories: Stories,
}

/// The phrases of the case studies and the articles. A title or
/// description with `{name}` is filled from the settings.
pub struct Stories {
    /// The list's heading and every case study's breadcrumb.
    pub case_studies: &'static str,
    pub case_studies_title: &'static str,
    pub case_studies_description: &'static str,
    pub case_studies_eyebrow: &'static str,
    pub case_studies_lead: &'static str,
    pub recent_work: &'static str,
    /// An empty list: before the link to the enquiry form, the link, after.
    pub none_yet: [&'static str; 3],
    pub case_studies_cta_heading: &'static str,
    pub case_studies_cta: &'static str,
    /// After the marketplace above a case study's heading.
    pub case_study: &'static str,
    pub client: &'static str,
    pub results: &'static str,
    pub problem: &'static str,
    pub what_we_did: &'static str,
    pub services_used: &'static str,
    pub case_study_cta_heading: &'static str,
    pub case_study_cta: &'static str,
    /// The articles' eyebrow and every article's breadcrumb.
    pub insights: &'static str,
    pub insights_title: &'static str,
    pub insights_description: &'static str,
    pub insights_heading: &'static str,
    pub insights_lead: &'static str,
    /// The link to the Atom feed after the lead; empty where the feed is
    /// not in the language.
    pub follow_feed: &'static str,
    pub latest_articles: &'static str,
    pub no_articles: &'static str,
    pub insights_cta_heading: &'static str,
    pub insights_cta: &'static str,
    pub topics: &'static str,
    pub article_cta_heading: &'static str,
    pub article_cta: &'static str,
}

pub static EN: Texts = Texts {
    language: Language::En,
    skip: "Skip to content",
    topbar: "Opening hours and contact",
    main_nav: "Main",
    services: "Services",
    menu: "Menu",
    site_menu: "Site menu",
    close_menu: "Close menu",
    stop: ".",
    serving_since: "Serving sellers and businesses across India since",
    serving_end: ".",
    on_social: "on social media",
    new_tab: "(opens in a new tab)",
    quick_links: "Quick links",
    contact: "Contact",
    phone: "Phone:",
    email: "E-mail:",
    hours: "Hours:",
    rights: "All rights reserved.",
    since: "Since",
    since_end: "",
    sell_online: "helping businesses sell online",
    five_years: "5 years",
    amazon_experience: "of Amazon marketing experience",
    across_india: "serving clients across India",
    open: "Open",
    learn_more: "Learn more",
    request_quote: "Request a Quote",
    call: "Call",
    read_faq: "Read the FAQ",
    how_work_runs: "How the work runs",
    faq: "Frequently asked questions",
    results: "Results for our clients",
    clients_say: "What our clients say",
    related: "Related services",
    service_cta: "Tell us about your business, your products and what you want to achieve. We will review it and send you a customised quote.",
    see_services: "See the services",
    about_services: "About these services",
    not_sure: "Not sure which service you need?",
    hub_cta: "Describe your business and your goals, and we will suggest the smallest scope that solves your problem, with a customised quote.",
    highlights: "Highlights",
    explore: "Explore our services",
    what_we_do: "What we do",
    how_we_help: "How we help",
    why_choose: "Why businesses choose us",
    customised_quote: "Request a customised quote",
    contact_us: "Contact us",
    at_a_glance: "At a glance",
    work_with_us: "Work with us",
    about_cta: "Tell us about your products and plans. We will look at what you need and send a customised quote, with no obligation.",
    home: "Home",
    read_in: "Read this page in",
    stories: Stories {
        case_studies: "Case studies",
        case_studies_title: "Case Studies | {name}",
        case_studies_description: "Results {name} has delivered for sellers on Amazon, Flipkart and other Indian marketplaces: the problem, what we did and the figures.",
        case_studies_eyebrow: "Results from our clients",
        case_studies_lead: "What sellers came to us with, what we changed on their accounts, listings and campaigns, and the figures a few months later. Clients who asked not to be named are described instead.",
        recent_work: "Recent work",
        none_yet: [
            "Our first case studies are being written. Meanwhile, ",
            "tell us about your business",
            " and we will share results from work like yours.",
        ],
        case_studies_cta_heading: "Want results like these?",
        case_studies_cta: "Tell us where your marketplace business stands today and we will send you a plan and a customised quote.",
        case_study: "Case study",
        client: "Client:",
        results: "Results",
        problem: "The problem",
        what_we_did: "What we did",
        services_used: "Services in this work",
        case_study_cta_heading: "Facing a problem like this one?",
        case_study_cta: "Tell us about your products and your accounts, and we will tell you what we would change first, with a customised quote.",
        insights: "Insights",
        insights_title: "Insights for Marketplace Sellers | {name}",
        insights_description: "Practical articles from the {name} team on Amazon and Flipkart ads, listings, catalogues and product images for Indian sellers.",
        insights_heading: "Insights for marketplace sellers",
        insights_lead: "Notes from our day-to-day work on Amazon, Flipkart and the other Indian portals: ads, listings, catalogues and images, written for sellers who run their own accounts.",
        follow_feed: "Follow the feed",
        latest_articles: "Latest articles",
        no_articles: "Our first articles are on their way.",
        insights_cta_heading: "Rather have us do it?",
        insights_cta: "Tell us which marketplaces you sell on and what is holding sales back, and we will send you a customised quote.",
        topics: "Topics",
        article_cta_heading: "Want this done for your account?",
        article_cta: "Tell us about your products and marketplaces, and we will send you a customised quote.",
    },
};

pub static HI: Texts = Texts {
    language: Language::Hi,
    skip: "सीधे मुख्य जानकारी पर जाएँ",
    topbar: "खुलने का समय और संपर्क",
    main_nav: "मुख्य मेन्यू",
    services: "सेवाएँ",
    menu: "मेन्यू",
    site_menu: "साइट मेन्यू",
    close_menu: "मेन्यू बंद करें",
    stop: "।",
    serving_since: "पूरे भारत के सेलर्स और कारोबारियों के साथ काम कर रहे हैं, सन्",
    serving_end: " से।",
    on_social: "सोशल मीडिया पर",
    new_tab: "(नए टैब में खुलेगा)",
    quick_links: "ज़रूरी लिंक",
    contact: "संपर्क",
    phone: "फ़ोन:",
    email: "ई-मेल:",
    hours: "समय:",
    rights: "सर्वाधिकार सुरक्षित।",
    since: "सन्",
    since_end: " से",
    sell_online: "कारोबारों को ऑनलाइन बेचने में मदद",
    five_years: "5 साल",
    amazon_experience: "का Amazon मार्केटिंग अनुभव",
    across_india: "पूरे भारत के क्लाइंट्स के साथ",
    open: "खुला",
    learn_more: "और जानें",
    request_quote: "कोटेशन माँगें",
    call: "कॉल करें",
    read_faq: "सवाल-जवाब पढ़ें",
    how_work_runs: "काम कैसे होता है",
    faq: "अक्सर पूछे जाने वाले सवाल",
    results: "हमारे क्लाइंट्स के नतीजे",
    clients_say: "हमारे क्लाइंट्स क्या कहते हैं",
    related: "इनसे जुड़ी सेवाएँ",
    service_cta: "अपने बिज़नेस, अपने प्रोडक्ट्स और अपने लक्ष्य के बारे में बताइए। हम उसे देखकर आपके लिए ख़ास कोटेशन भेजेंगे।",
    see_services: "सेवाएँ देखें",
    about_services: "इन सेवाओं के बारे में",
    not_sure: "पक्का नहीं कि कौन-सी सेवा चाहिए?",
    hub_cta: "अपना बिज़नेस और अपना लक्ष्य बताइए। हम उतना ही काम सुझाएँगे जितने से आपकी दिक़्क़त हल हो, साथ में ख़ास कोटेशन।",
    highlights: "मुख्य बातें",
    explore: "हमारी सेवाएँ देखें",
    what_we_do: "हम क्या करते हैं",
    how_we_help: "हम कैसे मदद करते हैं",
    why_choose: "कारोबारी हमें क्यों चुनते हैं",
    customised_quote: "अपने काम का कोटेशन माँगें",
    contact_us: "हमसे संपर्क करें",
    at_a_glance: "एक नज़र में",
    work_with_us: "हमारे साथ काम करें",
    about_cta: "अपने प्रोडक्ट्स और योजना के बारे में बताइए। हम आपकी ज़रूरत देखकर ख़ास कोटेशन भेजेंगे, कोई बाध्यता नहीं।",
    home: "होम",
    read_in: "यह पेज पढ़ें:",
    stories: Stories {
        case_studies: "केस स्टडी",
        case_studies_title: "केस स्टडी: सेलर्स के लिए हमारे काम के नतीजे | {name}",
        case_studies_description: "Amazon, Flipkart और दूसरे भारतीय मार्केटप्लेस के सेलर्स के लिए {name} के काम के नतीजे: दिक़्क़त क्या थी, हमने क्या किया और आँकड़े क्या रहे।",
        case_studies_eyebrow: "हमारे क्लाइंट्स के नतीजे",
        case_studies_lead: "सेलर्स किस दिक़्क़त के साथ हमारे पास आए, हमने उनके अकाउंट, लिस्टिंग और कैंपेन में क्या बदला, और कुछ महीने बाद आँकड़े क्या रहे। जिन क्लाइंट्स ने नाम न छापने को कहा, उनका सिर्फ़ ब्योरा दिया गया है।",
        recent_work: "हाल का काम",
        none_yet: [
            "हमारी पहली केस स्टडी लिखी जा रही हैं। तब तक ",
            "अपने कारोबार के बारे में बताइए",
            ", हम आपके जैसे काम के नतीजे आपको बताएँगे।",
        ],
        case_studies_cta_heading: "ऐसे नतीजे चाहिए?",
        case_studies_cta: "बताइए कि आज आपका मार्केटप्लेस कारोबार कहाँ खड़ा है, हम आपको एक योजना और ख़ास कोटेशन भेजेंगे।",
        case_study: "केस स्टडी",
        client: "क्लाइंट:",
        results: "नतीजे",
        problem: "दिक़्क़त क्या थी",
        what_we_did: "हमने क्या किया",
        services_used: "इस काम में लगी सेवाएँ",
        case_study_cta_heading: "आपके सामने भी ऐसी ही दिक़्क़त है?",
        case_study_cta: "अपने प्रोडक्ट और अकाउंट के बारे में बताइए, हम बताएँगे कि सबसे पहले क्या बदलेंगे, साथ में ख़ास कोटेशन।",
        insights: "लेख",
        insights_title: "मार्केटप्लेस सेलर्स के लिए लेख | {name}",
        insights_description: "{name} टीम के काम के लेख: Amazon और Flipkart ऐड, लिस्टिंग, कैटलॉग और प्रोडक्ट इमेज पर, भारतीय सेलर्स के लिए।",
        insights_heading: "मार्केटप्लेस सेलर्स के लिए काम की बातें",
        insights_lead: "Amazon, Flipkart और दूसरे भारतीय पोर्टल पर हमारे रोज़ के काम से निकली बातें: ऐड, लिस्टिंग, कैटलॉग और इमेज पर, उन सेलर्स के लिए जो अपना अकाउंट ख़ुद चलाते हैं।",
        follow_feed: "",
        latest_articles: "नए लेख",
        no_articles: "हमारे पहले लेख जल्द आ रहे हैं।",
        insights_cta_heading: "यह काम हमसे करवाना चाहेंगे?",
        insights_cta: "बताइए कि आप किन मार्केटप्लेस पर बेचते हैं और बिक्री को क्या रोक रहा है, हम आपको ख़ास कोटेशन भेजेंगे।",
        topics: "विषय",
        article_cta_heading: "यह काम अपने अकाउंट पर करवाना है?",
        article_cta: "अपने प्रोडक्ट और मार्केटप्लेस के बारे में बताइए, हम आपको ख़ास कोटेशन भेजेंगे।",
    },
};

/// The words of the public forms (the enquiry and careers forms), which
/// the server renders and the form islands hydrate: the islands carry the
/// English ones themselves and are given the others in their props
/// (`words`), so a form reads the same before and after its script runs.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FormWords {
    /// Sent with each post, so the server answers in the page's language;
    /// none for English, whose forms post what they always did.
    #[serde(skip)]
    pub language: Language,
    pub all_required: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub business_email: &'static str,
    pub service: &'static str,
    pub contact_number: &'static str,
    pub address: &'static str,
    pub message: &'static str,
    pub please_select: &'static str,
    pub careers_note: &'static str,
    pub full_name: &'static str,
    pub email: &'static str,
    pub mobile_number: &'static str,
    pub position: &'static str,
    pub please_select_position: &'static str,
    pub general: &'static str,
    pub cv: &'static str,
    pub no_openings: &'static str,
    /// The line on what is kept, around the privacy notice's link.
    pub privacy_before: &'static str,
    pub privacy_link: &'static str,
    pub privacy_after: &'static str,
    pub website: &'static str,
    pub submit: &'static str,
    pub sending: &'static str,
    pub sent: &'static str,
    pub dismiss: &'static str,
    pub offline: &'static str,
    pub too_many: &'static str,
    pub failed: &'static str,
}

pub static EN_FORM: FormWords = FormWords {
    language: Language::En,
    all_required: "All fields are required.",
    first_name: "First Name",
    last_name: "Last Name",
    business_email: "Business Email",
    service: "Service",
    contact_number: "Contact Number",
    address: "Address",
    message: "Message",
    please_select: "Please select",
    careers_note: "All fields are required except the CV, which a general application needs.",
    full_name: "Full Name",
    email: "Email",
    mobile_number: "Mobile Number",
    position: "Position",
    please_select_position: "Please Select",
    general: "General application (no opening fits)",
    cv: "CV (PDF, DOC or DOCX, up to 5 MB)",
    no_openings: "There are no open positions right now. Choose General application and attach your CV, and we will keep it on file.",
    privacy_before: "We keep what you send, and the advert or site that brought you here, only to answer it, for as long as our ",
    privacy_link: "privacy notice",
    privacy_after: " says, and never sell it.",
    website: "Website",
    submit: "Submit",
    sending: "Sending…",
    sent: "Form submitted successfully!",
    dismiss: "Dismiss message",
    offline: "We could not reach the server, so your form was not sent. Please check your connection and try again.",
    too_many: "You have sent too many requests. Please try again later.",
    failed: "Something went wrong on our side and your form was not sent. Please try again in a few minutes.",
};

pub static HI_FORM: FormWords = FormWords {
    language: Language::Hi,
    all_required: "सभी जानकारी भरना ज़रूरी है।",
    first_name: "पहला नाम",
    last_name: "सरनेम",
    business_email: "बिज़नेस ई-मेल",
    service: "सेवा",
    contact_number: "संपर्क नंबर",
    address: "पता",
    message: "संदेश",
    please_select: "कृपया चुनें",
    careers_note: "CV छोड़कर सभी जानकारी भरना ज़रूरी है; जनरल आवेदन के साथ CV भी लगाएँ।",
    full_name: "पूरा नाम",
    email: "ई-मेल",
    mobile_number: "मोबाइल नंबर",
    position: "पद",
    please_select_position: "कृपया चुनें",
    general: "जनरल आवेदन (कोई पद मेल नहीं खाता)",
    cv: "CV (PDF, DOC या DOCX, 5 MB तक)",
    no_openings: "अभी कोई पद खाली नहीं है। जनरल आवेदन चुनकर अपना CV लगाएँ, हम उसे सँभालकर रखेंगे।",
    privacy_before: "आप जो भेजते हैं, और जिस विज्ञापन या साइट से आप यहाँ आए, वह हम सिर्फ़ आपको जवाब देने के लिए रखते हैं, उतने ही समय तक जितना हमारे ",
    privacy_link: "प्राइवेसी नोटिस",
    privacy_after: " में लिखा है, और उसे कभी बेचते नहीं।",
    website: "वेबसाइट",
    submit: "भेजें",
    sending: "भेजा जा रहा है…",
    sent: "आपका फ़ॉर्म भेज दिया गया है!",
    dismiss: "संदेश बंद करें",
    offline: "सर्वर से संपर्क नहीं हो पाया, इसलिए आपका फ़ॉर्म नहीं गया। कृपया इंटरनेट कनेक्शन देखकर फिर से भेजें।",
    too_many: "आपने बहुत सारे फ़ॉर्म भेज दिए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    failed: crate::domain::hindi_refusals::HINDI_SERVER_FAILURE,
};

impl FormWords {
    pub fn of(language: Language) -> &'static Self {
        match language {
            Language::En => &EN_FORM,
            Language::Hi => &HI_FORM,
        }
    }

    /// The `language` a form's island sends with its post (none for English).
    pub fn code(&self) -> Option<&'static str> {
        (self.language != Language::En).then(|| self.language.code())
    }
}

impl Texts {
    pub fn of(language: Language) -> &'static Self {
        match language {
            Language::En => &EN,
            Language::Hi => &HI,
        }
    }

    /// A banner slide's label: "2 of 3", "3 में से 2".
    pub fn slide(&self, number: impl Borrow<usize>, count: impl Borrow<usize>) -> String {
        let (number, count) = (number.borrow(), count.borrow());
        match self.language {
            Language::En => format!("{number} of {count}"),
            Language::Hi => format!("{count} में से {number}"),
        }
    }

    /// A date as a story or an article shows it: "6 October 2026",
    /// "6 अक्टूबर 2026".
    pub fn date(&self, date: impl Borrow<NaiveDate>) -> String {
        let date = date.borrow();
        match self.language {
            Language::En => date.format("%-d %B %Y").to_string(),
            Language::Hi => hindi_date(*date),
        }
    }

    /// The call to action under a service page: "Talk to us about A+ Content".
    pub fn talk_about(&self, service: &str) -> String {
        match self.language {
            Language::En => format!("Talk to us about {service}"),
            Language::Hi => format!("{service} के बारे में हमसे बात करें"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composed_phrases_follow_each_languages_word_order() {
        assert_eq!(EN.slide(2, 3), "2 of 3");
        assert_eq!(HI.slide(2, 3), "3 में से 2");
        assert_eq!(EN.talk_about("A+ Content"), "Talk to us about A+ Content");
        assert_eq!(HI.talk_about("A+ Content"), "A+ Content के बारे में हमसे बात करें");
        let date = NaiveDate::from_ymd_opt(2026, 10, 6).unwrap();
        assert_eq!(EN.date(date), "6 October 2026");
        assert_eq!(HI.date(date), "6 अक्टूबर 2026");
    }
}
