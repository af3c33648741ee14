//! HMAC-SHA256 (RFC 2104) over SHA-256, and the check of a webhook's
//! signature: Razorpay signs each webhook's raw body with the webhook
//! secret and sends the HMAC as hex in `X-Razorpay-Signature`.
use sha2::{Digest, Sha256};

/// HMAC-SHA256 of `message` under `key`.
pub fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut block = [0u8; BLOCK];
    if key.len() > BLOCK {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.map(|b| b ^ byte);
    let inner = Sha256::new()
        .chain_update(pad(0x36))
        .chain_update(message)
        .finalize();
    Sha256::new()
        .chain_update(pad(0x5c))
        .chain_update(inner)
        .finalize()
        .into()
}

/// Whether `signature` (hex, any case) is the HMAC-SHA256 of `body` under
/// `secret`, compared in constant time.
pub fn signed(secret: &str, body: &[u8], signature: &str) -> bool {
    let Ok(given) = hex::decode(signature.trim()) else {
        return false;
    };
    let expected = hmac_sha256(secret.as_bytes(), body);
    given.len() == expected.len()
        && given
            .iter()
            .zip(expected.iter())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4231_test_cases_hold() {
        assert_eq!(
            hex::encode(hmac_sha256(b"Jefe", b"what do ya want for nothing?")),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        // A key longer than the block is hashed first (test case 6).
        assert_eq!(
            hex::encode(hmac_sha256(
                &[0xaa; 131],
                b"Test Using Larger Than Block-Size Key - Hash Key First"
            )),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        );
        let sig = hex::encode(hmac_sha256(b"whsec", b"{}"));
        assert!(signed("whsec", b"{}", &sig));
        assert!(signed("whsec", b"{}", &sig.to_uppercase()));
        assert!(!signed("whsec", b"{ }", &sig));
        assert!(!signed("other", b"{}", &sig));
        assert!(!signed("whsec", b"{}", "zz"));
    }
}
