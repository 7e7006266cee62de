//! How long jobs waited (start − eligible), grouped by what a user can compare their job
//! by: partition, QOS, size and fairshare band, over periods of time.

use super::audit::percentile;

/// What jobs are grouped by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum By {
    Partition,
    Qos,
    Size,
    Fairshare,
}

impl By {
    pub const ALL: [By; 4] = [By::Partition, By::Qos, By::Size, By::Fairshare];

    pub fn name(self) -> &'static str {
        match self {
            By::Partition => "partition",
            By::Qos => "qos",
            By::Size => "size",
            By::Fairshare => "fairshare",
        }
    }
}

impl std::str::FromStr for By {
    type Err = String;
    fn from_str(s: &str) -> Result<By, String> {
        By::ALL
            .into_iter()
            .find(|b| b.name() == s.trim().to_ascii_lowercase())
            .ok_or_else(|| format!("\"{s}\": group by partition, qos, size or fairshare"))
    }
}

/// Where a size band sorts: by its fewest CPUs (unknown last).
pub fn size_order(band: &str) -> u64 {
    band.split(['-', '+'])
        .next()
        .and_then(|lo| lo.parse().ok())
        .unwrap_or(u64::MAX)
}

/// Job sizes by CPUs, in powers of four: `1`, `2-4`, `5-16`, … `1025+`; `?` unknown.
pub fn size_band(cpus: Option<i64>) -> String {
    let Some(c) = cpus.filter(|&c| c > 0) else {
        return "?".to_string();
    };
    if c == 1 {
        return "1".to_string();
    }
    let mut hi = 4;
    while hi < c && hi < 1024 {
        hi *= 4;
    }
    if c > 1024 {
        "1025+".to_string()
    } else {
        format!("{}-{hi}", hi / 4 + 1)
    }
}

/// Fairshare factors in quarters: `0-0.25`, `0.25-0.5`, `0.5-0.75`, `0.75-1`; `?` unknown.
pub fn fairshare_band(fs: Option<f64>) -> &'static str {
    match fs {
        None => "?",
        Some(f) if f < 0.25 => "0-0.25",
        Some(f) if f < 0.5 => "0.25-0.5",
        Some(f) if f < 0.75 => "0.5-0.75",
        Some(_) => "0.75-1",
    }
}

/// A group's waits: how many jobs, the median, the 90th percentile and the longest.
#[derive(Debug, Clone, PartialEq)]
pub struct WaitStats {
    pub jobs: usize,
    pub p50_s: f64,
    pub p90_s: f64,
    pub max_s: f64,
}

/// One group's waits over one period (the whole window without periods).
#[derive(Debug, Clone, PartialEq)]
pub struct WaitRow {
    /// The period's first moment (None: the whole window).
    pub period: Option<i64>,
    /// The group's name under each of the groupings asked for.
    pub keys: Vec<String>,
    pub stats: WaitStats,
}

/// The statistics of `waits` (seconds); None when there are none.
pub fn wait_stats(waits: &[f64]) -> Option<WaitStats> {
    Some(WaitStats {
        jobs: waits.len(),
        p50_s: percentile(waits, 50.0)?,
        p90_s: percentile(waits, 90.0)?,
        max_s: waits.iter().copied().fold(0.0, f64::max),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_fall_in_powers_of_four() {
        let bands: Vec<String> = [1, 2, 4, 5, 16, 17, 64, 65, 256, 257, 1024, 1025, 9000]
            .into_iter()
            .map(|c| size_band(Some(c)))
            .collect();
        assert_eq!(
            bands,
            [
                "1", "2-4", "2-4", "5-16", "5-16", "17-64", "17-64", "65-256", "65-256",
                "257-1024", "257-1024", "1025+", "1025+"
            ]
        );
        assert_eq!(size_band(None), "?");
        let mut sorted = bands.clone();
        sorted.push("?".into());
        sorted.reverse();
        sorted.sort_by_key(|b| size_order(b));
        assert_eq!(sorted[..3], ["1", "2-4", "2-4"]);
        assert_eq!(sorted[sorted.len() - 3..], ["1025+", "1025+", "?"]);
        assert_eq!(size_band(Some(0)), "?");
    }

    #[test]
    fn fairshare_falls_in_quarters() {
        let bands: Vec<&str> = [0.0, 0.2499, 0.25, 0.5, 0.74, 0.75, 1.0]
            .into_iter()
            .map(|f| fairshare_band(Some(f)))
            .collect();
        assert_eq!(
            bands,
            ["0-0.25", "0-0.25", "0.25-0.5", "0.5-0.75", "0.5-0.75", "0.75-1", "0.75-1"]
        );
    }

    /// Worked example: waits 10, 20, 30, 40 s: median 25 (between the middle two), 90th
    /// percentile 37 (0.9 × 3 = 2.7 ranks in: 30 + 0.7 × 10), longest 40.
    #[test]
    fn stats_of_a_worked_example() {
        let s = wait_stats(&[40.0, 10.0, 30.0, 20.0]).unwrap();
        assert_eq!((s.jobs, s.p50_s, s.max_s), (4, 25.0, 40.0));
        assert!((s.p90_s - 37.0).abs() < 1e-9);
        assert_eq!(wait_stats(&[]), None);
    }
}
