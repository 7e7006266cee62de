//! Fairshare factors from raw usage on the association tree: Fair Tree (spec §6, Slurm's
//! default), classic (`NO_FAIR_TREE`, spec §5, with DEPTH_OBLIVIOUS), and the original Slurm
//! 2.0 formula `(S − U_E + 1)/2`.

mod classic;
mod fair_tree;

use crate::model::shares::Tree;

/// Which algorithm turns usage into fairshare.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Algorithm {
    FairTree,
    Classic {
        dampening: u32,
        depth_oblivious: bool,
    },
    /// Slurm 2.0's `F = (S − U_E + 1)/2` on classic effective usage.
    Original,
}

/// LevelFS as sshare shows it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LevelFs {
    Value(f64),
    Infinite,
    /// NO_VAL (a `parent` account): sorts high, prints blank.
    NoVal,
}

/// One association's fairshare figures (None prints blank).
#[derive(Debug, Clone, PartialEq)]
pub struct FsRow {
    pub norm_shares: f64,
    pub usage_norm: Option<f64>,
    pub usage_efctv: Option<f64>,
    pub level_fs: Option<LevelFs>,
    pub fairshare: Option<f64>,
}

/// `raw` is each association's raw usage including its descendants (spec §3.3).
pub fn compute(tree: &Tree, raw: &[f64], algorithm: Algorithm) -> Vec<FsRow> {
    let root_raw = raw[tree.root];
    let usage_norm = |i: usize| -> Option<f64> {
        if i == tree.root {
            None
        } else if root_raw == 0.0 {
            Some(0.0)
        } else {
            Some((raw[i] / root_raw).min(1.0))
        }
    };
    match algorithm {
        Algorithm::FairTree => fair_tree::compute(tree, raw, &usage_norm),
        Algorithm::Classic {
            dampening,
            depth_oblivious,
        } => classic::compute(
            tree,
            &usage_norm,
            classic::Formula::Exponential { dampening },
            depth_oblivious,
        ),
        Algorithm::Original => {
            classic::compute(tree, &usage_norm, classic::Formula::Original, false)
        }
    }
}
