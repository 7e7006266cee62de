//! Reader for slurmdbd's TRES table, `sacctmgr -P show tres` (Type, Name, ID): the names of
//! the ids that slurmdbd's own records (archive files) hold, as sacct prints them
//! (`gres/gpu`, `cpu`).

use crate::error::InputError;
use crate::ingest::{Delimited, Rows};

/// A TRES id and its printed name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TresName {
    pub id: i64,
    pub name: String,
}

pub fn parse(text: &str, path: &str) -> Result<Rows<TresName>, InputError> {
    let table = Delimited::parse(text, path, "#")?;
    let not_utf8 = table.not_utf8(path, &["id"])?;
    let (Some(type_col), Some(id_col)) = (table.col("type"), table.col("id")) else {
        return Err(InputError::new(
            path,
            1,
            "the header lacks Type or ID: save `sacctmgr -P show tres`",
        ));
    };
    let name_col = table.col("name");
    let mut rows = Vec::new();
    for (no, f) in &table.rows {
        let id = f[id_col]
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|i| *i > 0)
            .ok_or_else(|| InputError::field(path, *no, "ID", f[id_col], "not a TRES id"))?;
        let kind = f[type_col].trim();
        if kind.is_empty() {
            return Err(InputError::field(path, *no, "Type", "", "empty TRES type"));
        }
        let name = match name_col.map(|c| f[c].trim()) {
            Some(n) if !n.is_empty() => format!("{kind}/{n}"),
            _ => kind.to_string(),
        };
        rows.push(TresName { id, name });
    }
    if rows.is_empty() {
        return Err(InputError::new(path, 0, "no TRES in the file"));
    }
    Ok(Rows { rows, not_utf8 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sacctmgr_show_tres() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/archive/22.05/truth/sacctmgr_tres.txt"
        ))
        .unwrap();
        let rows = parse(&text, "tres.txt").unwrap().rows;
        assert_eq!(rows.len(), 9);
        assert_eq!(
            rows[0],
            TresName {
                id: 1,
                name: "cpu".into()
            }
        );
        assert_eq!(
            rows[5],
            TresName {
                id: 6,
                name: "fs/disk".into()
            }
        );
        assert_eq!(
            rows[8],
            TresName {
                id: 1001,
                name: "gres/gpu".into()
            }
        );
        let e = parse("Type|Name|ID\ncpu||x\n", "t")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "t:2: column ID: value \"x\": not a TRES id");
        assert!(parse("Name\ncpu\n", "t").is_err());
    }
}
