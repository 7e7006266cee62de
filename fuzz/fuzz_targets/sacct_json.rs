//! `sacct --json` documents.
#![no_main]

use fairtrace_core::ingest::sacct_json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = sacct_json::read(text, "fuzz");
});
