//! Slurm's time strings: timestamps, durations, time limits, `--at` moments, step ids, and the
//! slurm.conf duration forms.
#![no_main]

use fairtrace_core::ingest::slurm_time::{
    parse_at, parse_duration, parse_step, parse_time_limit, parse_timestamp,
    time_str_to_minute_secs, time_str_to_secs, Zone,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = parse_timestamp(text);
    let _ = parse_duration(text);
    let _ = parse_time_limit(text);
    let _ = time_str_to_secs(text);
    let _ = time_str_to_minute_secs(text);
    let _ = parse_step(text);
    let now = 1_790_000_000;
    let _ = parse_at(text, Zone::Utc, now);
    if let Ok(zone) = Zone::parse("America/New_York") {
        let _ = parse_at(text, zone, now);
    }
    let _ = Zone::parse(text);
});
