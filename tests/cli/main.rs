//! End-to-end tests of the `fairtrace` binary, one module per area.

mod archive;
mod audit;
mod collect;
mod common;
mod daily;
mod golden;
mod inspect;
mod load;
mod malformed;
mod matrix;
mod messages;
mod newer_formats;
mod openmetrics;
mod private;
mod published;
mod realdata;
mod robust;
mod sample;
mod site_files;
mod spark;
mod sreport;
mod sshare;
mod timeline;
mod versions;
mod whatif;
mod why;
