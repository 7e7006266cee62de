//! sacctmgr output: associations (-P/-p, dump, script, JSON), QOS, events, users, slurmdbd's
//! settings; the snapshot readers for sshare, sprio and squeue; SWF traces.
#![no_main]

use fairtrace_core::ingest::slurm_time::Zone;
use fairtrace_core::ingest::{
    assoc, dbd, events, qos, sprio, squeue, sshare, submit_line, swf, users,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = assoc::parse(text, "fuzz", Some("c"));
    let _ = assoc::parse(text, "fuzz", None);
    let _ = qos::parse(text, "fuzz");
    let _ = events::parse(text, "fuzz", Zone::Utc, Some("c"));
    let _ = sshare::parse(text, "fuzz", None);
    let _ = sshare::parse(text, "fuzz", Some(&["Account".into(), "User".into()]));
    let _ = sprio::parse(text, "fuzz");
    let _ = squeue::parse(text, "fuzz", Zone::Utc);
    let _ = submit_line::parse(text);
    let _ = swf::read(text, "fuzz", "c");
    let _ = users::parse(text, "fuzz");
    let _ = dbd::parse(text, "fuzz");
});
