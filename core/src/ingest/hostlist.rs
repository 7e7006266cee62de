//! Slurm hostlist expressions: `alpha-n1`, `r1i7n[0-6,9-15]`, `r2i[4-7]n[0-8]`,
//! `cpn-q06-04-[01-02],cpn-u23-[17,25]` (zero padding kept).

/// Refuses to expand more names than this (a typo like `n[0-99999999]`).
const MAX_HOSTS: usize = 1_000_000;

/// Splits at commas outside brackets.
fn terms(expr: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in expr.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&expr[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&expr[start..]);
    out.into_iter()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect()
}

fn expand_range(body: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for part in body.split(',') {
        let (lo, hi) = part.split_once('-').unwrap_or((part, part));
        let width = lo.len();
        let parse = |s: &str| {
            s.parse::<u64>()
                .map_err(|_| format!("\"{part}\" is not a number range"))
        };
        let (a, b) = (parse(lo)?, parse(hi)?);
        if b < a {
            return Err(format!("range \"{part}\" runs backwards"));
        }
        if (b - a) as usize >= MAX_HOSTS {
            return Err(format!("range \"{part}\" is too large"));
        }
        out.extend((a..=b).map(|n| format!("{n:0width$}")));
    }
    Ok(out)
}

/// Compresses sorted numbers into Slurm's range list: `1,2,3,5` → `1-3,5`.
pub fn ranges(ids: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let mut j = i;
        while j + 1 < ids.len() && ids[j + 1] == ids[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            ids[i].to_string()
        } else {
            format!("{}-{}", ids[i], ids[j])
        });
        i = j + 1;
    }
    parts.join(",")
}

/// Expands a hostlist expression into host names, in order.
pub fn expand(expr: &str) -> Result<Vec<String>, String> {
    let mut hosts = Vec::new();
    for term in terms(expr) {
        let mut names = vec![String::new()];
        let mut rest = term;
        while !rest.is_empty() {
            match rest.find('[') {
                Some(open) => {
                    let close = rest[open..]
                        .find(']')
                        .map(|c| open + c)
                        .ok_or_else(|| format!("unclosed '[' in \"{term}\""))?;
                    let prefix = &rest[..open];
                    let choices = expand_range(&rest[open + 1..close])?;
                    if names.len() * choices.len() > MAX_HOSTS {
                        return Err(format!("\"{term}\" names too many hosts"));
                    }
                    names = names
                        .iter()
                        .flat_map(|n| choices.iter().map(move |c| format!("{n}{prefix}{c}")))
                        .collect();
                    rest = &rest[close + 1..];
                }
                None => {
                    if rest.contains(']') {
                        return Err(format!("unmatched ']' in \"{term}\""));
                    }
                    names.iter_mut().for_each(|n| n.push_str(rest));
                    rest = "";
                }
            }
        }
        hosts.extend(names);
    }
    Ok(hosts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expands_ranges_lists_and_products() {
        assert_eq!(expand("alpha-n1").unwrap(), vec!["alpha-n1"]);
        assert_eq!(expand("r1i7n[0-6,9-15]").unwrap().len(), 14);
        assert_eq!(expand("r2i[4-7]n[0-8]").unwrap().len(), 36);
        assert_eq!(
            expand("cpn-q06-04-[01-02],cpn-u23-[17,25]").unwrap(),
            vec!["cpn-q06-04-01", "cpn-q06-04-02", "cpn-u23-17", "cpn-u23-25"]
        );
        assert_eq!(expand("d13n[03,05,07-08,16]").unwrap().len(), 5);
    }

    #[test]
    fn compresses_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8]), "1-3,5,7-8");
        assert_eq!(ranges(&[4]), "4");
    }

    #[test]
    fn rejects_malformed_expressions() {
        assert!(expand("n[1-").is_err());
        assert!(expand("n[5-1]").is_err());
        assert!(expand("n[a-b]").is_err());
        assert!(expand("n1]").is_err());
        assert!(expand("n[0-99999999]").is_err());
    }
}
