//! `Accept-Encoding` negotiation (RFC 9110 §12.5.3) over the codings a
//! cached page or asset is kept in: each coding gets the q-value of its own
//! entry, else of `*`; identity is acceptable unless refused by name or by
//! `*;q=0`. The highest q wins; on a tie brotli, then zstd, then gzip, then
//! identity (smallest first). When even identity is refused the identity
//! bytes are sent anyway, as most servers do, rather than a 406.
use super::compress::Coding;

/// What to send: the identity bytes or one of the compressed copies.
pub type Choice = Option<Coding>;

/// The preference order on equal q-values.
const ORDER: [Option<Coding>; 4] = [
    Some(Coding::Br),
    Some(Coding::Zstd),
    Some(Coding::Gzip),
    None,
];

fn token_of(choice: Option<Coding>) -> &'static str {
    choice.map_or("identity", Coding::token)
}

/// The q-value (0 to 1000) of each entry of the header, by name as sent.
fn entries(header: &str) -> impl Iterator<Item = (&str, u16)> + '_ {
    header.split(',').filter_map(|item| {
        let mut parts = item.split(';');
        let name = parts.next()?.trim();
        if name.is_empty() {
            return None;
        }
        let mut q = 1000;
        for param in parts {
            let (k, v) = param.split_once('=')?;
            if k.trim().eq_ignore_ascii_case("q") {
                q = parse_q(v.trim())?;
            }
        }
        Some((name, q))
    })
}

/// Where `name` (any case; `x-gzip` is gzip) stands in `ORDER`.
fn position(name: &str) -> Option<usize> {
    let name = if name.eq_ignore_ascii_case("x-gzip") {
        "gzip"
    } else {
        name
    };
    ORDER
        .iter()
        .position(|c| token_of(*c).eq_ignore_ascii_case(name))
}

/// "0.5" as 500; malformed values drop the entry.
fn parse_q(v: &str) -> Option<u16> {
    let q: f32 = v.parse().ok()?;
    (0.0..=1.0)
        .contains(&q)
        .then(|| (q * 1000.0).round() as u16)
}

/// The coding to answer with, among those `available` (identity always is).
pub fn negotiate(header: Option<&str>, available: impl Fn(Coding) -> bool) -> Choice {
    let header = header?;
    let mut own: [Option<u16>; 4] = [None; 4];
    let mut star = None;
    for (name, q) in entries(header) {
        if name == "*" {
            star = Some(q);
        } else if let Some(i) = position(name) {
            own[i] = Some(own[i].map_or(q, |old| old.max(q)));
        }
    }
    let mut best: Choice = None;
    let mut best_q = 0;
    for (i, choice) in ORDER.iter().enumerate() {
        if choice.is_some_and(|c| !available(c)) {
            continue;
        }
        let q = match (own[i], choice) {
            (Some(q), _) => q,
            (None, None) => star.unwrap_or(1),
            (None, Some(_)) => star.unwrap_or(0),
        };
        if q > best_q {
            best_q = q;
            best = *choice;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each Accept-Encoding header with the coding it must get, every
    /// coding being available.
    fn assert_picks(cases: &[(&str, &str)]) {
        for (header, coding) in cases {
            let got = token_of(negotiate(Some(header), |_| true));
            assert_eq!(got, *coding, "Accept-Encoding: {header}");
        }
    }

    #[test]
    fn browsers_get_brotli_and_others_what_they_ask_for() {
        assert_picks(&[
            ("gzip, deflate, br, zstd", "br"),
            ("gzip, deflate", "gzip"),
            ("zstd", "zstd"),
            ("X-GZIP", "gzip"),
            ("deflate", "identity"),
            ("", "identity"),
        ]);
        assert_eq!(token_of(negotiate(None, |_| true)), "identity");
    }

    #[test]
    fn q_values_rank_and_zero_refuses() {
        assert_picks(&[
            ("br;q=0.5, gzip;q=0.8", "gzip"),
            ("br;q=0, gzip", "gzip"),
            ("br;q=0, gzip;q=0, zstd;q=0.1", "zstd"),
            ("gzip;q=0.001, identity;q=0.5", "identity"),
            ("br;q=1.0, gzip;q=1", "br"),
            ("br;q=bogus, gzip;q=0.3", "gzip"),
        ]);
    }

    #[test]
    fn star_covers_the_codings_not_named() {
        assert_picks(&[
            ("*", "br"),
            ("*;q=0.5, br;q=0", "zstd"),
            ("identity;q=0, *;q=0", "identity"),
            ("*;q=0, gzip", "gzip"),
            ("identity;q=0", "identity"),
        ]);
    }

    #[test]
    fn only_available_codings_are_chosen() {
        assert_eq!(
            token_of(negotiate(Some("br, gzip"), |c| c == Coding::Gzip)),
            "gzip"
        );
        assert_eq!(token_of(negotiate(Some("br"), |_| false)), "identity");
    }
}
