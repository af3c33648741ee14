//! The site's navigation as data, shared by the header, the
//! mobile drawer, the footer and the 404 page.

#[derive(Clone, Copy)]
pub struct Link {
    pub href: &'static str,
    pub label: &'static str,
}

/// A labelled group inside the Services menu.
pub struct Group {
    /// Stable id for `aria-labelledby`.
    pub id: &'static str,
    pub label: &'static str,
    pub links: &'static [Link],
}

const fn link(href: &'static str, label: &'static str) -> Link {
    Link { href, label }
}

/// Top-level links before the Services menu.
pub static LEADING: &[Link] = &[link("/", "Home"), link("/about", "About")];

/// Top-level links after the Services menu.
pub static TRAILING: &[Link] = &[
    link("/careerpg", "Careers"),
    link("/events", "Events"),
    link("/contacts", "Contact"),
];

/// The call to action at the end of the bar.
pub static ENQUIRY: Link = link("/buseq", "Business Enquiry");

/// The Services menu: e-commerce and digital marketing groups, plus web and creative work.
pub static SERVICE_GROUPS: &[Group] = &[
    Group {
        id: "ecommerce",
        label: "E-commerce Marketing",
        links: &[
            link("/ecommerce", "E-commerce Marketing"),
            link("/amazon", "Amazon Services"),
            link("/flipkart", "Flipkart Services"),
            link("/multi-portals", "Multi-Portal Cataloguing"),
            link("/image-editing", "Image Editing"),
            link("/myntra", "Myntra"),
            link("/jiomart", "JioMart"),
            link("/nykaa", "Nykaa"),
            link("/meesho", "Meesho"),
            link("/shopsy", "Shopsy"),
            link("/ajio", "AJIO"),
        ],
    },
    Group {
        id: "digital",
        label: "Digital Marketing",
        links: &[
            link("/digital-market", "Digital Marketing"),
            link("/digital-market/amazon-cam", "Amazon Ad Campaigns"),
            link("/digital-market/flipkart-cam", "Flipkart Ad Campaigns"),
            link("/digital-market/search-engine", "Search Engine Marketing"),
            link("/digital-market/social-media", "Social Media Marketing"),
            link("/digital-market/content-market", "Content Marketing"),
            link("/digital-market/email-market", "Email Marketing"),
        ],
    },
    Group {
        id: "web",
        label: "Web & Creative",
        links: &[
            link("/web-dev", "Web Development"),
            link("/perweb", "Personal Website"),
            link("/product-photo", "Product Photography"),
        ],
    },
];

/// The last entry of the Services menu.
pub static ALL_SERVICES: Link = link("/all-services", "All Services");

/// Service links in the footer.
pub static FOOTER_SERVICES: &[Link] = &[
    link("/amazon", "Amazon Services"),
    link("/flipkart", "Flipkart Services"),
    link("/digital-market", "Digital Marketing"),
    link("/ecommerce", "E-commerce Marketing"),
    link("/multi-portals", "Multi-Portal Cataloguing"),
    link("/web-dev", "Web Development"),
    link("/product-photo", "Product Photography"),
    link("/all-services", "All Services"),
];

/// Quick links in the footer.
pub static FOOTER_QUICK: &[Link] = &[
    link("/about", "About us"),
    link("/case-studies", "Case studies"),
    link("/insights", "Insights"),
    link("/contacts", "Contact us"),
    link("/buseq", "Business Enquiry"),
    link("/careerpg", "Careers"),
    link("/events", "Events"),
];

/// The navigation of one language: the same addresses (each led to the
/// page's edition in that language where there is one, see
/// `Layout::link`), labelled in the language.
pub struct Nav {
    pub leading: &'static [Link],
    pub trailing: &'static [Link],
    pub enquiry: Link,
    pub groups: &'static [Group],
    pub all_services: Link,
    pub footer_services: &'static [Link],
    pub footer_quick: &'static [Link],
}

pub static EN: Nav = Nav {
    leading: LEADING,
    trailing: TRAILING,
    enquiry: ENQUIRY,
    groups: SERVICE_GROUPS,
    all_services: ALL_SERVICES,
    footer_services: FOOTER_SERVICES,
    footer_quick: FOOTER_QUICK,
};

pub static HI: Nav = Nav {
    leading: &[link("/", "होम"), link("/about", "हमारे बारे में")],
    trailing: &[
        link("/careerpg", "करियर"),
        link("/events", "इवेंट्स"),
        link("/contacts", "संपर्क"),
    ],
    enquiry: link("/buseq", "कोटेशन माँगें"),
    groups: &[
        Group {
            id: "ecommerce",
            label: "ई-कॉमर्स मार्केटिंग",
            links: &[
                link("/ecommerce", "ई-कॉमर्स मार्केटिंग"),
                link("/amazon", "Amazon सेवाएँ"),
                link("/flipkart", "Flipkart सेवाएँ"),
                link("/multi-portals", "कई पोर्टल पर कैटलॉग"),
                link("/image-editing", "इमेज एडिटिंग"),
                link("/myntra", "Myntra"),
                link("/jiomart", "JioMart"),
                link("/nykaa", "Nykaa"),
                link("/meesho", "Meesho"),
                link("/shopsy", "Shopsy"),
                link("/ajio", "AJIO"),
            ],
        },
        Group {
            id: "digital",
            label: "डिजिटल मार्केटिंग",
            links: &[
                link("/digital-market", "डिजिटल मार्केटिंग"),
                link("/digital-market/amazon-cam", "Amazon ऐड कैंपेन"),
                link("/digital-market/flipkart-cam", "Flipkart ऐड कैंपेन"),
                link("/digital-market/search-engine", "सर्च इंजन मार्केटिंग"),
                link("/digital-market/social-media", "सोशल मीडिया मार्केटिंग"),
                link("/digital-market/content-market", "कंटेंट मार्केटिंग"),
                link("/digital-market/email-market", "ई-मेल मार्केटिंग"),
            ],
        },
        Group {
            id: "web",
            label: "वेब और क्रिएटिव",
            links: &[
                link("/web-dev", "वेबसाइट डेवलपमेंट"),
                link("/perweb", "पर्सनल वेबसाइट"),
                link("/product-photo", "प्रोडक्ट फ़ोटोग्राफ़ी"),
            ],
        },
    ],
    all_services: link("/all-services", "सभी सेवाएँ"),
    footer_services: &[
        link("/amazon", "Amazon सेवाएँ"),
        link("/flipkart", "Flipkart सेवाएँ"),
        link("/digital-market", "डिजिटल मार्केटिंग"),
        link("/ecommerce", "ई-कॉमर्स मार्केटिंग"),
        link("/multi-portals", "कई पोर्टल पर कैटलॉग"),
        link("/web-dev", "वेबसाइट डेवलपमेंट"),
        link("/product-photo", "प्रोडक्ट फ़ोटोग्राफ़ी"),
        link("/all-services", "सभी सेवाएँ"),
    ],
    footer_quick: &[
        link("/about", "हमारे बारे में"),
        link("/case-studies", "केस स्टडी"),
        link("/insights", "लेख"),
        link("/contacts", "संपर्क करें"),
        link("/buseq", "कोटेशन माँगें"),
        link("/careerpg", "करियर"),
        link("/events", "इवेंट्स"),
    ],
};

impl Nav {
    pub fn of(language: crate::domain::language::Language) -> &'static Self {
        match language {
            crate::domain::language::Language::En => &EN,
            crate::domain::language::Language::Hi => &HI,
        }
    }
}

/// Where a tap on a social link is reported (`crate::visits`), for the
/// networks a tap on which is a conversion: WhatsApp opens a chat with us.
pub fn social_tap(name: &str) -> Option<&'static str> {
    name.eq_ignore_ascii_case("whatsapp")
        .then_some(crate::paths::TAP_WHATSAPP)
}

/// SVG path data (24×24 box, filled with the even-odd rule) of a social network's icon, by the
/// name used in the configuration; a generic link icon otherwise.
pub fn social_icon(name: &str) -> &'static str {
    match name.to_ascii_lowercase().as_str() {
        "whatsapp" => "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8ZM8.6 7.2c-.2 0-.5 0-.8.3-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.2.2 2.1 3.3 5.2 4.5 2.6 1 3.1.8 3.6.7.6-.1 1.8-.7 2-1.4.3-.7.3-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-2-1c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.4Z",
        "facebook" => "M13.5 21.8v-7.9h2.7l.4-3.1h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.6V4.5a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H7.6v3.1h2.7v7.9h3.2Z",
        "x" | "twitter" => "M17.7 3h3.1l-6.7 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8L17.7 3Zm-1.1 16.2h1.7L7.5 4.7H5.6l11 14.5Z",
        "youtube" => "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z",
        "instagram" => "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 1.8a3.7 3.7 0 0 0-3.7 3.7v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 1.8a3.2 3.2 0 1 0 0 6.4 3.2 3.2 0 0 0 0-6.4Zm5.3-3.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
        _ => "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 1.8a8.2 8.2 0 1 1 0 16.4 8.2 8.2 0 0 1 0-16.4ZM8 11h8v2H8z",
    }
}
