//! The pending queue at one moment: the order the scheduler considers jobs in (spec §7), a
//! job's place in it among its rivals, and which priority factor cost it the most places.

use super::types::{FastMap, FastSet};

/// The weighted terms of a job's priority, in sprio's order; `nice` counts negatively.
pub const TERMS: [&str; 8] = [
    "age",
    "association",
    "fairshare",
    "job size",
    "partition",
    "QOS",
    "TRES",
    "nice",
];

/// The job id sprio and squeue print for a pending job: a pending array's master id, else
/// the id itself.
pub fn sprio_id(job_id: &str) -> &str {
    job_id.split(['_', '+']).next().unwrap_or(job_id)
}

/// One (job, partition) row of the queue.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub job_id: String,
    pub partition: String,
    pub has_reservation: bool,
    pub tier: i64,
    /// The priority the scheduler sorts by.
    pub priority: f64,
    pub submit: i64,
    /// Weighted age, assoc, fairshare, job size, partition, QOS, TRES (summed) and nice.
    pub terms: [f64; 8],
}

impl Entry {
    /// Sort key: reservation first, higher tier, higher priority, earlier submission, lower
    /// job id (array tasks by their array's id, then task).
    fn key(&self, priority: f64) -> Key {
        let mut id = self.job_id.split('_');
        let num = |s: Option<&str>| s.and_then(|s| s.parse().ok()).unwrap_or(u64::MAX);
        (
            !self.has_reservation,
            std::cmp::Reverse(self.tier),
            Desc(priority),
            self.submit,
            (num(id.next()), num(id.next())),
        )
    }
}

/// Where a row goes in the scheduler's order (`Entry::key`): lower first.
type Key = (bool, std::cmp::Reverse<i64>, Desc, i64, (u64, u64));

/// f64 sorted high to low (priorities are finite).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Desc(f64);
impl Eq for Desc {}
impl Ord for Desc {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        other.0.total_cmp(&self.0)
    }
}
impl PartialOrd for Desc {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A moment's queue: its rows, sorted once into the scheduler's order.
#[derive(Debug, Clone)]
pub struct Queue {
    pub entries: Vec<Entry>,
    order: Vec<usize>,
}

impl Queue {
    pub fn new(entries: Vec<Entry>) -> Queue {
        let mut order: Vec<usize> = (0..entries.len()).collect();
        order.sort_by_cached_key(|&i| entries[i].key(entries[i].priority));
        Queue { entries, order }
    }

    /// Row indices in the scheduler's order.
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    fn in_order(&self) -> impl Iterator<Item = &Entry> {
        self.order.iter().map(|&i| &self.entries[i])
    }

    /// The job's best row among `partitions`: its first in the order.
    pub fn best_row(&self, job: &str, partitions: &[String]) -> Option<&Entry> {
        self.in_order()
            .find(|e| e.job_id == job && partitions.contains(&e.partition))
    }

    /// Where `job` stands among the jobs that compete with it for `partitions`: `(rank,
    /// of)`, counting distinct jobs, a job taking its best row. None if the job is not in
    /// the queue.
    pub fn rank(&self, job: &str, partitions: &[String]) -> Option<(usize, usize)> {
        let mut seen: FastSet<&str> =
            FastSet::with_capacity_and_hasher(self.entries.len(), Default::default());
        let mut pos = None;
        for e in self.in_order() {
            if partitions.contains(&e.partition)
                && seen.insert(e.job_id.as_str())
                && e.job_id == job
            {
                pos = Some(seen.len());
            }
        }
        Some((pos?, seen.len()))
    }

    /// For the job's best row among `partitions`: each term replaced by the rivals' median
    /// (rivals: other jobs' rows in those partitions), the rank it would have had. Sorted by
    /// places lost, most first. Empty when the job is not queued or has no rivals.
    pub fn term_costs(&self, job: &str, partitions: &[String]) -> Vec<TermCost> {
        let Some(mine) = self.best_row(job, partitions) else {
            return Vec::new();
        };
        let rivals: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| e.job_id != job && partitions.contains(&e.partition))
            .collect();
        if rivals.is_empty() {
            return Vec::new();
        }
        // Each rival job at its best row (a job is ahead if any of its rows is), sorted: the
        // rank with a priority is where the job's key falls among them.
        let mut best: FastMap<&str, Key> =
            FastMap::with_capacity_and_hasher(rivals.len(), Default::default());
        for r in &rivals {
            let k = r.key(r.priority);
            best.entry(r.job_id.as_str())
                .and_modify(|b| *b = (*b).min(k))
                .or_insert(k);
        }
        let mut best: Vec<Key> = best.into_values().collect();
        best.sort_unstable();
        let rank_with = |priority: f64| -> usize {
            let key = mine.key(priority);
            best.partition_point(|k| *k < key) + 1
        };
        let rank = rank_with(mine.priority);
        let mut costs: Vec<TermCost> = TERMS
            .iter()
            .enumerate()
            .map(|(k, &term)| {
                let mut values: Vec<f64> = rivals.iter().map(|r| r.terms[k]).collect();
                let median = median(&mut values);
                // nice subtracts: replacing it moves the priority the other way.
                let sign = if term == "nice" { -1.0 } else { 1.0 };
                let changed = mine.priority + sign * (median - mine.terms[k]);
                TermCost {
                    term,
                    value: mine.terms[k],
                    rival_median: median,
                    rank,
                    rank_with_median: rank_with(changed),
                }
            })
            .collect();
        costs.sort_by_key(|c| std::cmp::Reverse(c.places()));
        costs
    }
}

/// What one priority term cost a job: its value, the median among its rivals, and the rank
/// the job would have had with the median instead.
#[derive(Debug, Clone, PartialEq)]
pub struct TermCost {
    pub term: &'static str,
    pub value: f64,
    pub rival_median: f64,
    pub rank: usize,
    pub rank_with_median: usize,
}

impl TermCost {
    /// Places the job lost to this term (negative: the term helped it).
    pub fn places(&self) -> i64 {
        self.rank as i64 - self.rank_with_median as i64
    }
}

/// The median (mean of the middle two for an even count).
pub fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let n = values.len();
    let (below, &mut mid, _) = values.select_nth_unstable_by(n / 2, f64::total_cmp);
    if n % 2 == 1 {
        mid
    } else {
        let below_mid = below
            .iter()
            .copied()
            .max_by(f64::total_cmp)
            .expect("n >= 2");
        (below_mid + mid) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, part: &str, tier: i64, submit: i64, terms: [f64; 8]) -> Entry {
        let priority = terms[..7].iter().sum::<f64>() - terms[7];
        Entry {
            job_id: id.into(),
            partition: part.into(),
            has_reservation: false,
            tier,
            priority,
            submit,
            terms,
        }
    }

    #[test]
    fn order_rank_and_the_costly_term() {
        //        age  assoc  fs     size part qos tres nice
        let q = vec![
            entry(
                "1",
                "batch",
                1,
                100,
                [100.0, 0.0, 500.0, 10.0, 0.0, 0.0, 0.0, 0.0],
            ), // 610
            entry(
                "2",
                "batch",
                1,
                90,
                [100.0, 0.0, 400.0, 10.0, 0.0, 0.0, 0.0, 0.0],
            ), // 510
            entry(
                "3",
                "batch",
                1,
                80,
                [300.0, 0.0, 50.0, 10.0, 0.0, 0.0, 0.0, 0.0],
            ), // 360
            entry(
                "4",
                "batch",
                1,
                70,
                [100.0, 0.0, 450.0, 10.0, 0.0, 0.0, 0.0, 0.0],
            ), // 560
            entry(
                "5",
                "debug",
                2,
                60,
                [0.0, 0.0, 10.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            ), // tier 2
            entry(
                "6",
                "batch",
                1,
                95,
                [100.0, 0.0, 400.0, 10.0, 0.0, 0.0, 0.0, 0.0],
            ), // 510
        ];
        // Tier first (5), then priority; 2 and 6 tie on priority: the earlier submission (2).
        let q = Queue::new(q);
        let names: Vec<&str> = q
            .order()
            .iter()
            .map(|&i| q.entries[i].job_id.as_str())
            .collect();
        assert_eq!(names, ["5", "1", "4", "2", "6", "3"]);
        let batch = vec!["batch".to_string()];
        assert_eq!(q.rank("3", &batch), Some((5, 5)));
        assert_eq!(q.rank("2", &batch), Some((3, 5)));
        assert_eq!(q.rank("5", &batch), None);
        // Job 3: fairshare 50 against a rival median of 425 (400, 400, 450, 500): with it,
        // 735 > 610 puts it first. Age (300 vs 100) helped it: with the median it stays last.
        let costs = q.term_costs("3", &batch);
        assert_eq!(costs[0].term, "fairshare");
        assert_eq!((costs[0].value, costs[0].rival_median), (50.0, 425.0));
        assert_eq!((costs[0].rank, costs[0].rank_with_median), (5, 1));
        assert_eq!(costs[0].places(), 4);
        let age = costs.iter().find(|c| c.term == "age").unwrap();
        assert_eq!((age.rank_with_median, age.places()), (5, 0));
        assert_eq!(median(&mut [3.0, 1.0, 2.0, 10.0]), 2.5);
    }
}
