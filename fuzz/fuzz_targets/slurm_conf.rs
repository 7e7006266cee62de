//! slurm.conf (continuations, comments, NodeName/PartitionName records, hostlists) and the
//! settings, weights and TRES derived from it.
#![no_main]

use std::path::Path;

use fairtrace_core::ingest::{conf, settings};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    // `Include` resolves against a directory that does not exist.
    let Ok(conf) = conf::parse(Path::new("/nonexistent/fuzz/slurm.conf"), text, Some("c")) else {
        return;
    };
    let _ = settings::settings(&conf.settings, &[], &|_| Ok(0));
    let _ = settings::priority_weights(&conf.settings, &[]);
    let _ = settings::cluster_tres(&conf.settings);
});
