//! Each service of the catalogue has its names in Hindi beside the English
//! ones: the Hindi quote form (`/hi/buseq`) offers them. Empty (NULL) for a
//! service added without them, which the Hindi form shows as written. The
//! seeded catalogue's names are filled here, on every row that still bears
//! them.
use sea_orm_migration::{prelude::*, schema::string_len_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(Clone, Copy, DeriveIden)]
enum Services {
    Table,
    ServiceName,
    SubServiceName,
    ServiceNameHi,
    SubServiceNameHi,
}

/// The seeded services' names (`m20261121_000005_seed_services`), English
/// and Hindi.
const SERVICES: &[(&str, &str)] = &[
    ("Amazon Services", "Amazon सेवाएँ"),
    ("Flipkart Services", "Flipkart सेवाएँ"),
    ("Digital Marketing", "डिजिटल मार्केटिंग"),
    ("Web Development", "वेबसाइट डेवलपमेंट"),
    ("Product Photography", "प्रोडक्ट फ़ोटोग्राफ़ी"),
    ("Image Editing", "इमेज एडिटिंग"),
    ("Cataloguing", "कैटलॉगिंग"),
];

/// The seeded sub-services' names, English and Hindi.
const SUB_SERVICES: &[(&str, &str)] = &[
    ("Account Management", "अकाउंट मैनेजमेंट"),
    ("Advertising", "विज्ञापन"),
    ("Account Reinstatement", "अकाउंट दोबारा चालू करवाना"),
    ("Launch and Registration", "लॉन्च और रजिस्ट्रेशन"),
    ("A+ Enhanced Brand Content", "A+ Content"),
    ("Storefront Creation", "Brand Store बनाना"),
    ("Brand Videos", "ब्रांड वीडियो"),
    ("Listings", "लिस्टिंग"),
    ("Image Editing", "इमेज एडिटिंग"),
    ("Registration", "रजिस्ट्रेशन"),
    ("Amazon Ad Campaigns", "Amazon ऐड कैंपेन"),
    ("Flipkart Ad Campaigns", "Flipkart ऐड कैंपेन"),
    ("Search Engine Marketing", "सर्च इंजन मार्केटिंग"),
    ("Social Media Marketing", "सोशल मीडिया मार्केटिंग"),
    ("Content Marketing", "कंटेंट मार्केटिंग"),
    ("E-mail Marketing", "ई-मेल मार्केटिंग"),
    ("Business Website", "बिज़नेस वेबसाइट"),
    ("Personal Website", "पर्सनल वेबसाइट"),
    ("Marketplace Product Photos", "मार्केटप्लेस के लिए प्रोडक्ट फ़ोटो"),
    ("Catalogue Image Editing", "कैटलॉग इमेज एडिटिंग"),
    (
        "Multiple Portals (Myntra, JioMart, Nykaa, Meesho, Shopsy, AJIO)",
        "कई पोर्टल (Myntra, JioMart, Nykaa, Meesho, Shopsy, AJIO)",
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one at a time.
        for column in [Services::ServiceNameHi, Services::SubServiceNameHi] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Services::Table)
                        .add_column(string_len_null(column, 120))
                        .to_owned(),
                )
                .await?;
        }
        for (names, english, hindi) in [
            (SERVICES, Services::ServiceName, Services::ServiceNameHi),
            (
                SUB_SERVICES,
                Services::SubServiceName,
                Services::SubServiceNameHi,
            ),
        ] {
            for (en, hi) in names {
                manager
                    .exec_stmt(
                        Query::update()
                            .table(Services::Table)
                            .value(hindi, *hi)
                            .and_where(Expr::col(english).eq(*en))
                            .to_owned(),
                    )
                    .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Services::SubServiceNameHi, Services::ServiceNameHi] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Services::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
