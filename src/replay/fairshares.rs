//! Fairshare at the moments a queue replay asks for, computed once per decay cycle (or per
//! moment, under classic's timing).

use crate::model::fairshare::FsRow;
use crate::model::types::FastMap;
use crate::model::usage::AssocUsage;
use crate::store::Store;

use super::Inputs;

/// The fairshare at moments: each association's factor, and the whole rows (as sshare's)
/// where asked for. Under Fair Tree a moment's fairshare is its last cycle's, kept by cycle;
/// classic's is kept by moment (`Inputs::timed_fairshare`). A long wait's rivals need
/// hundreds of thousands of cycles: their rows took gigabytes.
#[derive(Default)]
pub(super) struct Fairshares {
    factors: FastMap<i64, Vec<f64>>,
    pub(super) rows: FastMap<i64, Vec<FsRow>>,
}

/// The moment whose fairshare `Fairshares` keeps for `t`.
pub(super) fn fairshare_key(inp: &Inputs, t: i64) -> i64 {
    if inp.timed_fairshare() {
        t
    } else {
        inp.params.cycles.at_or_before(t)
    }
}

impl Fairshares {
    /// Computes the fairshare at each of `moments` not known yet, in one sweep over their
    /// cycles, keeping the rows of those in `rows_for`.
    pub(super) fn prefetch(
        &mut self,
        inp: &mut Inputs,
        store: &Store,
        moments: &[i64],
        rows_for: &[i64],
    ) -> anyhow::Result<()> {
        let key = |t: &i64| fairshare_key(inp, *t);
        let rows_for: Vec<i64> = rows_for.iter().map(key).collect();
        let mut missing: Vec<i64> = moments
            .iter()
            .map(key)
            .filter(|k| !self.factors.contains_key(k))
            .chain(
                rows_for
                    .iter()
                    .copied()
                    .filter(|k| !self.rows.contains_key(k)),
            )
            .collect();
        missing.sort_unstable();
        missing.dedup();
        let (Some(&first), Some(&last)) = (missing.first(), missing.last()) else {
            return Ok(());
        };
        let cycles = inp.params.cycles.clone();
        let mut cycle_list: Vec<i64> = missing.iter().map(|&k| cycles.at_or_before(k)).collect();
        cycle_list.dedup();
        // The cycles before too, in the same sweep, when fairshare reads them.
        let with_previous = inp.reads_previous_cycle();
        if with_previous {
            let before = cycle_list.iter().map(|&c| cycles.before(c));
            cycle_list = before.chain(cycle_list.iter().copied()).collect();
            cycle_list.sort_unstable();
            cycle_list.dedup();
        }
        inp.reach_back(store, cycle_list[0])?;
        let events = inp.classic_events(store, cycle_list[0], last.max(first))?;
        let mut keys = missing.iter().peekable();
        let inp = &*inp;
        let mut previous: Option<AssocUsage> = None;
        inp.for_each_usage(&cycle_list, |u| {
            let before = previous
                .as_ref()
                .filter(|p| p.cycle == cycles.before(u.cycle));
            while let Some(&&k) = keys.peek() {
                if cycles.at_or_before(k) != u.cycle {
                    break;
                }
                keys.next();
                let rows = inp.fairshare_at((&u, before), k, &events);
                let factors = rows.iter().map(|r| r.fairshare.unwrap_or(0.0)).collect();
                self.factors.insert(k, factors);
                if rows_for.contains(&k) {
                    self.rows.insert(k, rows);
                }
            }
            if with_previous {
                previous = Some(u);
            }
        });
        Ok(())
    }

    /// Whether the fairshare at `t` is computed.
    pub(super) fn has(&self, inp: &Inputs, t: i64) -> bool {
        self.factors.contains_key(&fairshare_key(inp, t))
    }

    /// An association's fairshare factor at `t` (prefetched).
    pub(super) fn factor(&self, inp: &Inputs, t: i64, node: usize) -> f64 {
        self.factors
            .get(&fairshare_key(inp, t))
            .expect("every moment needed is prefetched")[node]
    }
}
