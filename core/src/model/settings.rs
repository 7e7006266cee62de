//! The priority settings a computation runs under (slurm.conf keys, overridable per run).

use crate::model::billing::BillingMode;
use crate::model::fairshare::Algorithm;
use crate::model::version::SlurmVersion;

/// PriorityUsageResetPeriod (spec §3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResetPeriod {
    None,
    /// Reset once at controller start: offline the same as None.
    Now,
    Daily,
    Weekly,
    Monthly,
    Quarterly,
    Yearly,
}

/// What usage and fairshare computations need to know.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub half_life_s: u64,
    pub calc_period_s: u64,
    /// One cycle time (epoch seconds): fixes the decay thread's phase. None = unknown.
    pub calc_phase: Option<i64>,
    pub reset: ResetPeriod,
    pub algorithm: Algorithm,
    pub billing_mode: BillingMode,
    /// AccountingStorageEnforce has the LIMITS bit (`limits`, `safe`, `all`, `2`).
    pub limits_enforced: bool,
    /// Slurm's discrete cycles, or the closed-form integral (faster, spec §3 vs DESIGN).
    pub decay_mode: DecayMode,
    /// The Slurm release in force (`SlurmVersion`: `load conf --slurm-version`, scontrol's
    /// SLURM_VERSION, or a dump's), when known.
    pub version: Option<SlurmVersion>,
    /// `priority/multifactor` runs (PriorityType, or its release's default); false:
    /// `priority/basic`, which keeps no usage and gives no fairshare.
    pub multifactor: bool,
}

/// How usage decay is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecayMode {
    /// Decay cycles every PriorityCalcPeriod, as slurmctld runs them.
    Exact,
    /// `∫ df^(t_now − t) dt` over each run, with the same per-second factor.
    Closed,
}
