//! Who sent a request, as its user agent tells: a person's browser, a
//! crawler (or a script, or an HTTP library), or a chat app fetching a
//! link to draw its preview. Page views and affiliate clicks alike count
//! only people; both read the user agent here.
use std::{
    hash::BuildHasher,
    sync::{
        atomic::{AtomicU64, Ordering},
        LazyLock,
    },
};

use aho_corasick::AhoCorasick;

/// Who followed a link, as their user agent tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClickKind {
    Human,
    /// A crawler, a script or an HTTP library, or no user agent at all.
    Bot,
    /// A chat or social app fetching the link to draw its preview card.
    Preview,
}

impl ClickKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Human => "human",
            Self::Bot => "bot",
            Self::Preview => "preview",
        }
    }
}

/// Link preview fetchers (checked first: several call themselves "bot").
const PREVIEWS: &[&str] = &[
    "facebookexternalhit",
    "facebot",
    "whatsapp",
    "twitterbot",
    "slackbot",
    "slack-imgproxy",
    "telegrambot",
    "linkedinbot",
    "discordbot",
    "skypeuripreview",
    "pinterest",
    "redditbot",
    "embedly",
    "vkshare",
    "iframely",
    "snapchat",
    "viber",
    "line-poker",
    "google-pagerenderer",
];

/// Crawlers, monitors and HTTP libraries.
const BOTS: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "mediapartners",
    "adsbot",
    "lighthouse",
    "headless",
    "phantomjs",
    "curl/",
    "wget/",
    "python-requests",
    "python-urllib",
    "aiohttp",
    "httpx",
    "go-http-client",
    "java/",
    "okhttp",
    "apache-httpclient",
    "libwww",
    "node-fetch",
    "undici",
    "axios/",
    "scrapy",
    "httpclient",
    "feedfetcher",
    "archive.org",
    "ia_archiver",
    "uptime",
    "pingdom",
];

/// Reads a request's user agent; a missing or blank one is a bot.
/// Every page view reads one: a user agent read lately is answered from
/// `Verdicts` (one keyed hash), any other by one pass over it for the
/// names, whatever its case, without copying it.
pub fn classify(user_agent: Option<&str>) -> ClickKind {
    classify_bytes(user_agent.map(str::as_bytes))
}

/// `classify` of a user agent's bytes, as a header brings them (a page
/// view reads them without making them a `str`). Bytes that are not
/// visible ASCII, which `HeaderValue::to_str` would refuse, are a bot's,
/// like a missing user agent: a browser sends visible ASCII. The check is
/// part of the verdict kept in `Verdicts`, so it is made once per user
/// agent, not on every request.
pub fn classify_bytes(user_agent: Option<&[u8]>) -> ClickKind {
    read_user_agent(user_agent).0
}

/// `classify_bytes`, with the user agent's key: a hash of its bytes
/// (keyed afresh in each process; 0 for a missing or blank one) that a
/// page view tells visitors apart by, so the bytes are read once.
pub fn read_user_agent(user_agent: Option<&[u8]>) -> (ClickKind, u64) {
    static VERDICTS: LazyLock<Verdicts> = LazyLock::new(Verdicts::new);
    let ua = user_agent.map(<[u8]>::trim_ascii).unwrap_or_default();
    if ua.is_empty() {
        return (ClickKind::Bot, 0);
    }
    VERDICTS.of(ua, read_names)
}

/// A user agent's verdict by the names in it.
fn read_names(ua: &[u8]) -> ClickKind {
    if !ua.iter().all(|&b| b == b'\t' || (b' '..=b'~').contains(&b)) {
        return ClickKind::Bot;
    }
    static PREVIEW: LazyLock<AhoCorasick> = LazyLock::new(|| names(PREVIEWS));
    static BOT: LazyLock<AhoCorasick> = LazyLock::new(|| names(BOTS));
    if PREVIEW.is_match(ua) {
        ClickKind::Preview
    } else if BOT.is_match(ua) {
        ClickKind::Bot
    } else {
        ClickKind::Human
    }
}

/// The verdicts of the user agents read lately: a fixed table of slots,
/// each holding a user agent's hash (keyed afresh in each process) with
/// its verdict in the two low bits, found by the hash's top bits. A busy
/// site sees a few hundred browsers' user agents a day, so nearly every
/// request is answered from here; a user agent whose slot another has
/// taken is read again. Two user agents share a slot's 62 bits of hash by
/// chance about once in 4.6 × 10^18 pairs; and a user agent is the
/// client's own word, so a wrong verdict gives nobody more than writing
/// another user agent would. No lock: each slot is one atomic word.
struct Verdicts {
    slots: Box<[AtomicU64]>,
    keys: foldhash::quality::RandomState,
}

/// Slots in `Verdicts` (32 KiB), a power of two.
const VERDICT_SLOTS: usize = 4096;

impl Verdicts {
    fn new() -> Self {
        Self {
            slots: (0..VERDICT_SLOTS).map(|_| AtomicU64::new(0)).collect(),
            keys: foldhash::quality::RandomState::default(),
        }
    }

    /// The verdict of `ua`, kept or read by `read`, and `ua`'s hash.
    fn of(&self, ua: &[u8], read: fn(&[u8]) -> ClickKind) -> (ClickKind, u64) {
        const VERDICT: u64 = 0b11;
        let hash = self.keys.hash_one(ua);
        let slot = &self.slots[(hash >> (64 - VERDICT_SLOTS.trailing_zeros())) as usize];
        let kept = slot.load(Ordering::Relaxed);
        if kept & !VERDICT == hash & !VERDICT {
            match kept & VERDICT {
                1 => return (ClickKind::Human, hash),
                2 => return (ClickKind::Preview, hash),
                3 => return (ClickKind::Bot, hash),
                _ => {}
            }
        }
        let kind = read(ua);
        let code = match kind {
            ClickKind::Human => 1,
            ClickKind::Preview => 2,
            ClickKind::Bot => 3,
        };
        slot.store((hash & !VERDICT) | code, Ordering::Relaxed);
        (kind, hash)
    }
}

/// A matcher of any of `list` (lower case) in any case.
fn names(list: &[&str]) -> AhoCorasick {
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(list)
        .expect("the user agent names are plain text")
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn a_user_agent_is_read_once_then_answered_from_its_slot() {
        use std::sync::atomic::AtomicUsize;
        static READS: AtomicUsize = AtomicUsize::new(0);
        fn counted(ua: &[u8]) -> ClickKind {
            READS.fetch_add(1, Ordering::SeqCst);
            read_names(ua)
        }
        let verdicts = Verdicts::new();
        let agents = [
            (
                "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile",
                ClickKind::Human,
            ),
            ("WhatsApp/2.24.1 A", ClickKind::Preview),
            ("Mozilla/5.0 (compatible; Googlebot/2.1)", ClickKind::Bot),
        ];
        for (ua, kind) in agents {
            READS.store(0, Ordering::SeqCst);
            let first = verdicts.of(ua.as_bytes(), counted);
            assert_eq!(first.0, kind, "{ua}");
            assert_eq!(READS.load(Ordering::SeqCst), 1, "read the first time");
            assert_eq!(verdicts.of(ua.as_bytes(), counted), first, "{ua}");
            assert_eq!(READS.load(Ordering::SeqCst), 1, "answered from its slot");
        }
        // A new user agent in a slot is read, never answered with the
        // verdict of the one it replaces.
        for n in 0..(VERDICT_SLOTS * 2) {
            let ua = format!("Mozilla/5.0 browser-{n}");
            assert_eq!(verdicts.of(ua.as_bytes(), counted).0, ClickKind::Human);
        }
        for (ua, kind) in agents {
            assert_eq!(
                verdicts.of(ua.as_bytes(), counted).0,
                kind,
                "{ua} after the table filled"
            );
        }
    }

    #[test]
    fn user_agents_are_read_as_people_bots_or_previews() {
        let chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36";
        assert_eq!(classify(Some(chrome)), ClickKind::Human);
        for ua in [
            "WhatsApp/2.23.20.0 A",
            "facebookexternalhit/1.1",
            "TelegramBot (like TwitterBot)",
            "Slackbot-LinkExpanding 1.0",
            "Mozilla/5.0 (compatible; Discordbot/2.0)",
            "LinkedInBot/1.0",
        ] {
            assert_eq!(classify(Some(ua)), ClickKind::Preview, "{ua}");
        }
        for ua in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (compatible; bingbot/2.0)",
            "curl/8.5.0",
            "Wget/1.21",
            "python-requests/2.31",
            "  ",
            "Mozilla/5.0 (compatible; GOOGLEBOT/2.1)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0",
        ] {
            assert_eq!(classify(Some(ua)), ClickKind::Bot, "{ua}");
        }
        assert_eq!(classify(Some("WHATSAPP/2.24")), ClickKind::Preview);
        assert_eq!(classify(None), ClickKind::Bot);
    }

    #[test]
    fn a_user_agent_s_key_is_one_per_user_agent() {
        let key = |ua: &str| read_user_agent(Some(ua.as_bytes())).1;
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";
        let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(key(chrome), key(chrome));
        assert_eq!(key(chrome), key(&format!("  {chrome} ")), "read trimmed");
        assert_ne!(key(chrome), key(firefox));
        assert_eq!(read_user_agent(None), (ClickKind::Bot, 0));
        assert_eq!(read_user_agent(Some(b"   ")), (ClickKind::Bot, 0));
    }

    #[test]
    fn a_user_agent_that_is_not_visible_ascii_is_a_bot_s_as_a_missing_one() {
        let chrome = b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";
        assert_eq!(classify_bytes(Some(chrome)), ClickKind::Human);
        let with_tab = b"Mozilla/5.0\t(X11; Linux x86_64) Chrome/131.0";
        assert_eq!(classify_bytes(Some(with_tab)), ClickKind::Human);
        for odd in [
            &b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 \xff"[..],
            b"Mozilla/5.0 (X11; Linux x86_64) Chrom\xe9/131.0",
        ] {
            assert!(HeaderValue::from_bytes(odd).unwrap().to_str().is_err());
            // Twice: the second answer comes from the verdict kept.
            assert_eq!(classify_bytes(Some(odd)), ClickKind::Bot);
            assert_eq!(classify_bytes(Some(odd)), ClickKind::Bot);
        }
    }
}
