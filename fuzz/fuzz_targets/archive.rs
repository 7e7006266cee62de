//! slurmdbd's archive files: any bytes are read or refused with an error (no panic, no
//! allocation the bytes cannot back), and what reads turns into sacct's records.
#![no_main]

use fairtrace_core::ingest::archive::{self, JobIndex, Kind, Names, StepCpu};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Ok(all) = archive::read_all(bytes, "fuzz") else {
        return;
    };
    let names = Names::default();
    for read in all {
        convert(&read, &names);
    }
});

/// Turns what was read into records, as a load does.
fn convert(read: &archive::Archive, names: &Names) {
    let _ = match read.header.kind {
        Kind::Jobs => {
            let mut index = JobIndex::new();
            archive::job_records(read, "fuzz", names, (&StepCpu::new(), Some(&mut index)))
                .map(|_| ())
        }
        Kind::Steps => archive::step_cpu(read, "fuzz", &mut StepCpu::new())
            .and_then(|_| archive::step_records(read, "fuzz", names, &JobIndex::new()))
            .map(|_| ()),
        Kind::Events => archive::events(read, "fuzz", names).map(|_| ()),
        Kind::Reservations => archive::reservations(read, "fuzz", names).map(|_| ()),
        Kind::Transactions => archive::transactions(read, "fuzz").map(|_| ()),
        _ => Ok(()),
    };
}
