//! TRES strings (`cpu=4,mem=8G,gres/gpu:a100=2`), ReqMem and TRESBillingWeights.
#![no_main]

use fairtrace_core::ingest::tres::{parse_req_mem, parse_tres, parse_weights};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = parse_tres(text);
    let _ = parse_req_mem(text);
    let _ = parse_weights(text);
});
