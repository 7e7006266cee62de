//! The sacct dump reader (`sacct -P/-p`, any delimiter, headerless with --columns), row by row.
#![no_main]

use fairtrace_core::ingest::sacct::{column_list, SacctOptions, SacctReader};
use fairtrace_core::ingest::slurm_time::Zone;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the options, the rest is the file.
    let Some((&mode, text)) = data.split_first() else {
        return;
    };
    let opts = SacctOptions {
        columns: (mode & 1 == 1).then(|| column_list("jobid,jobidraw,cluster,partition,account,user,state,submit,eligible,start,end,timelimit,alloctres,reqtres,elapsedraw,priority,flags,submitline")),
        delimiter: if mode & 2 == 2 { ";".into() } else { "|".into() },
        trailing_delimiter: mode & 4 == 4,
        cluster: (mode & 8 == 8).then(|| "c".into()),
        zone: if mode & 16 == 16 { Zone::parse("Europe/Berlin").unwrap() } else { Zone::Utc },
        skip_bad_rows: mode & 32 == 32,
    };
    let Ok(mut reader) = SacctReader::new(text, "fuzz", opts) else {
        return;
    };
    while let Ok(Some(())) = reader.next_record(|_| ()) {}
});
