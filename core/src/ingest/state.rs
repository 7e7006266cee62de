//! Reader for slurmctld's `StateSaveLocation/priority_last_decay_ran`: what the priority
//! plugin writes after every decay cycle (22.05 through 26.05, `_write_last_decay_ran`): the
//! cycle's time and the last usage reset, each packed as a big-endian 64-bit `time_t`.

use crate::error::InputError;

/// The controller's own record of its decay cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastDecayRan {
    /// When the last decay cycle ran (epoch seconds): the cycles' phase.
    pub last_ran: i64,
    /// The last usage reset; the controller's first start when usage was never reset.
    pub last_reset: i64,
}

pub fn parse(bytes: &[u8], path: &str) -> Result<LastDecayRan, InputError> {
    let whole = |reason: String| InputError::new(path, 0, reason);
    let Ok(fields) = <[u8; 16]>::try_from(bytes) else {
        return Err(whole(format!(
            "expected 16 bytes (two big-endian 64-bit times, as slurmctld writes \
             priority_last_decay_ran), found {}",
            bytes.len()
        )));
    };
    let time = |k: usize, name: &str| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&fields[8 * k..8 * k + 8]);
        let t = i64::from_be_bytes(b);
        // Between 2000 and 2200: anything else is not this file.
        if (946_684_800..7_258_118_400).contains(&t) {
            Ok(t)
        } else {
            Err(InputError::field(
                path,
                0,
                name,
                &t.to_string(),
                "not a time slurmctld could have written",
            ))
        }
    };
    Ok(LastDecayRan {
        last_ran: time(0, "last_ran")?,
        last_reset: time(1, "last_reset")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The file golden/alpha's slurmctld (22.05.8) left: cycles at :40 (its log's
    /// "Last ran decay" lines), reset time = the controller's first start.
    #[test]
    fn reads_what_slurmctld_wrote() {
        let bytes = [
            0, 0, 0, 0, 0x6b, 2, 0xd9, 0x68, 0, 0, 0, 0, 0x6b, 2, 0xc0, 0xd1,
        ];
        let s = parse(&bytes, "p").unwrap();
        assert_eq!(s.last_ran, 1_795_348_840);
        assert_eq!(s.last_reset, 1_795_342_545);
    }

    #[test]
    fn refuses_anything_else() {
        let e = parse(b"hello", "f").unwrap_err();
        assert!(e.to_string().contains("found 5"), "{e}");
        let e = parse(&[0xff; 16], "f").unwrap_err();
        assert!(e.to_string().contains("last_ran"), "{e}");
    }
}
