//! What a job's submission line (sacct's SubmitLine) says about the request where the rest
//! of the dump is silent: every partition asked for, the nice, a hold from the start.

/// The options of an `sbatch`/`srun`/`salloc` line that matter for priority.
#[derive(Debug, Default, PartialEq)]
pub struct SubmitOptions {
    /// `-p a,b`, `-pa,b`, `--partition a,b`, `--partition=a,b`.
    pub partitions: Option<String>,
    /// `--nice=N`; a bare `--nice` means 100 (sbatch's default adjustment).
    pub nice: Option<i64>,
    /// `-H` / `--hold`: held from submission on.
    pub hold: bool,
    /// `-b` / `--begin`: the requested begin time, as written.
    pub begin: Option<String>,
    /// `-d` / `--dependency`: the dependency list, as written.
    pub dependency: Option<String>,
    /// `-q a,b` / `--qos=a,b`: the QOS asked for, as written (a list from 24.11 on).
    pub qos: Option<String>,
    /// `-a 0-9%2` / `--array=0-9%2`: the array's task limit (`%2`), when it has one.
    pub array_limit: Option<u32>,
    /// Memory asked for per CPU (`--mem-per-cpu`: true) or per node (`--mem`: false).
    pub mem_per_cpu: Option<bool>,
}

impl SubmitOptions {
    /// Every partition asked for: the line's list, else `recorded` (sacct's Partition, a
    /// comma list while the job pends in several; only the one it ran in once started).
    pub fn partitions_or<'a>(&'a self, recorded: &'a str) -> impl Iterator<Item = &'a str> {
        self.partitions
            .as_deref()
            .unwrap_or(recorded)
            .split(',')
            .filter(|p| !p.is_empty())
    }
}

/// Reads the options from a submission line; the command's own arguments (after the script
/// or `--wrap`) are not looked at.
pub fn parse(line: &str) -> SubmitOptions {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut opts = SubmitOptions::default();
    let mut i = 1; // words[0] is the command
    while i < words.len() {
        let w = words[i];
        let next = words.get(i + 1).copied();
        match w {
            "--wrap" => break,
            "-p" | "--partition" => {
                opts.partitions = next.map(str::to_string);
                i += 1;
            }
            "-H" | "--hold" => opts.hold = true,
            "-b" | "--begin" => {
                opts.begin = next.map(str::to_string);
                i += 1;
            }
            "-d" | "--dependency" => {
                opts.dependency = next.map(str::to_string);
                i += 1;
            }
            "-q" | "--qos" => {
                opts.qos = next.map(str::to_string);
                i += 1;
            }
            "-a" | "--array" => {
                opts.array_limit = next.and_then(array_limit);
                i += 1;
            }
            _ if w.starts_with("--array=") => {
                opts.array_limit = array_limit(&w["--array=".len()..])
            }
            _ if w.starts_with("--qos=") => opts.qos = Some(w["--qos=".len()..].to_string()),
            _ if w.starts_with("--begin=") => opts.begin = Some(w["--begin=".len()..].to_string()),
            _ if w.starts_with("--dependency=") => {
                opts.dependency = Some(w["--dependency=".len()..].to_string())
            }
            "--nice" => opts.nice = Some(100),
            _ if w == "--mem-per-cpu" || w.starts_with("--mem-per-cpu=") => {
                opts.mem_per_cpu = Some(true)
            }
            _ if w == "--mem" || w.starts_with("--mem=") => opts.mem_per_cpu = Some(false),
            _ if w.starts_with("--partition=") => {
                opts.partitions = Some(w["--partition=".len()..].to_string())
            }
            _ if w.starts_with("--nice=") => opts.nice = w["--nice=".len()..].parse().ok(),
            _ if w.starts_with("-p") && w.len() > 2 && !w.starts_with("--") => {
                opts.partitions = Some(w[2..].to_string())
            }
            // The first word that is neither an option nor an option's value is the script:
            // what follows is its own.
            _ if !w.starts_with('-') && !takes_value(words[i - 1]) => break,
            _ => {}
        }
        i += 1;
    }
    opts
}

/// The task limit of an `--array` value (`0-9%2` → 2).
fn array_limit(value: &str) -> Option<u32> {
    value.rsplit_once('%')?.1.parse().ok()
}

/// Whether `word`, an option, is followed by its value as the next word.
fn takes_value(word: &str) -> bool {
    // sbatch/srun/salloc options that take no value, or only an attached (`=`) one.
    const FLAGS: &[&str] = &[
        "-H",
        "--hold",
        "--exclusive",
        "-Q",
        "--quiet",
        "-v",
        "--verbose",
        "--requeue",
        "--no-requeue",
        "--parsable",
        "--test-only",
        "-W",
        "--wait",
        "--contiguous",
        "-O",
        "--overcommit",
        "--spread-job",
        "--use-min-nodes",
        "-I",
        "--immediate",
        "--nice",
        "--no-kill",
        "-k",
        "--reboot",
        "--get-user-env",
    ];
    let attached = word.contains('=') || (!word.starts_with("--") && word.len() > 2);
    word.starts_with('-') && !attached && !FLAGS.contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_from_golden_lines() {
        // Lines as the golden capture's sacct printed them.
        let o = parse("sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J x45 -p prio -c 4 --mem-per-cpu=2000M --qos=low --nice=500 -t 8 --hold --wrap sleep 374");
        assert_eq!(
            o,
            SubmitOptions {
                partitions: Some("prio".into()),
                nice: Some(500),
                hold: true,
                qos: Some("low".into()),
                mem_per_cpu: Some(true),
                ..Default::default()
            }
        );
        // The eta capture's (Slurm 26.05.5) job 24, asking for two QOS.
        let o = parse("sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w21 -p gpu -c 32 --mem-per-cpu=500M --gres=gpu:1 --qos=b,a -t 6 --dependency=afterany:21 --wrap sleep 124");
        assert_eq!(o.qos.as_deref(), Some("b,a"));
        assert_eq!(parse("sbatch -q a,b job.sh").qos.as_deref(), Some("a,b"));
        let o = parse("sbatch -p batch -c 1 --gres=gpu:1 --nice=500 -t 5 --dependency=afterany:4 --wrap sleep 200");
        assert_eq!(o.dependency.as_deref(), Some("afterany:4"));
        let o = parse("sbatch -p prio -c 24 -t 5 --begin=now+3minutes --wrap sleep 208");
        assert_eq!(o.begin.as_deref(), Some("now+3minutes"));
        let o = parse("sbatch -b 16:00 -d afterok:7 job.sh");
        assert_eq!(
            (o.begin.as_deref(), o.dependency.as_deref()),
            (Some("16:00"), Some("afterok:7"))
        );
        let o = parse("sbatch -p batch,prio -c 8 --nice --wrap sleep 359 -p x --nice=3");
        assert_eq!(o.partitions.as_deref(), Some("batch,prio"));
        assert_eq!(o.nice, Some(100));
        assert!(!o.hold);
        let o = parse("sbatch -pgpu --partition=cpu,gpu job.sh -H --nice=5");
        assert_eq!(o.partitions.as_deref(), Some("cpu,gpu"));
        assert_eq!((o.nice, o.hold), (None, false));
        assert_eq!(parse("srun hostname"), SubmitOptions::default());
        // beta's arrays 64 and 95 (sacct's SubmitLine).
        let o = parse("sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w56 -p debug -c 1 --mem=64G -t 6 --array=0-2%2 --wrap sleep 39");
        assert_eq!((o.array_limit, o.mem_per_cpu), (Some(2), Some(false)));
        assert_eq!(parse("sbatch --mem 4G job.sh").mem_per_cpu, Some(false));
        assert_eq!(parse("sbatch --mem-per-gpu=4G job.sh").mem_per_cpu, None);
        assert_eq!(parse("sbatch -a 1-100%10 job.sh").array_limit, Some(10));
        assert_eq!(parse("sbatch --array=0-6 job.sh").array_limit, None);
    }

    #[test]
    fn partitions_asked_for() {
        let asked = |line: &str, recorded| -> Vec<String> {
            parse(line)
                .partitions_or(recorded)
                .map(str::to_string)
                .collect()
        };
        assert_eq!(asked("sbatch -p a,b job.sh", "b"), ["a", "b"]);
        assert_eq!(asked("sbatch job.sh", "c,d"), ["c", "d"]);
        assert_eq!(asked("sbatch job.sh", ""), Vec::<String>::new());
    }
}
