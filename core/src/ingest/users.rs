//! Reader for slurmdbd's users: `sacctmgr -P show user withcoord` (or `-p`; User, Admin and
//! Coord Accounts; `withassoc` repeats a user per association, read once). What PrivateData
//! needs: who operates and who coordinates which accounts.

use crate::error::InputError;
use crate::ingest::{Delimited, Rows};
use crate::model::privacy::{AdminLevel, UserRights};

pub fn parse(text: &str, path: &str) -> Result<Rows<UserRights>, InputError> {
    let table = Delimited::parse(text, path, "#")?;
    let not_utf8 = table.not_utf8(path, &["admin", "adminlevel"])?;
    let Some(user_col) = table.col("user") else {
        return Err(InputError::new(
            path,
            1,
            "the header lacks User: save `sacctmgr -P show user withcoord`",
        ));
    };
    let admin_col = table.col("admin").or_else(|| table.col("adminlevel"));
    let coord_col = table
        .col("coord accounts")
        .or_else(|| table.col("coordinators"));
    let mut out: Vec<UserRights> = Vec::new();
    for (no, f) in &table.rows {
        let name = f[user_col].trim();
        if name.is_empty() {
            return Err(InputError::field(path, *no, "User", "", "empty user name"));
        }
        let admin_level = match admin_col {
            Some(c) => AdminLevel::parse(f[c])
                .map_err(|e| InputError::field(path, *no, "Admin", f[c], e))?,
            None => AdminLevel::None,
        };
        let coordinates = coord_col
            .map(|c| {
                f[c].split(',')
                    .map(str::trim)
                    .filter(|a| !a.is_empty())
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        match out.iter_mut().find(|u| u.name == name) {
            Some(seen) => {
                for a in coordinates {
                    if !seen.coordinates.contains(&a) {
                        seen.coordinates.push(a);
                    }
                }
            }
            None => out.push(UserRights {
                name: name.to_string(),
                admin_level,
                coordinates,
            }),
        }
    }
    if out.is_empty() {
        return Err(InputError::new(path, 0, "no users in the file"));
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_sacctmgr_printed_on_a_real_cluster() {
        // sacctmgr -P show user withcoord, Slurm 22.05.8, cluster priv (tests/data/privatedata).
        let text = "User|Def Acct|Admin|Coord Accounts\nroot|root|Administrator|\n\
                    u4|physics|None|astro,hep,physics\nu5|genomics|Operator|\n";
        let users = parse(text, "users.psv").unwrap().rows;
        assert_eq!(users.len(), 3);
        assert_eq!(users[0].admin_level, AdminLevel::Administrator);
        assert_eq!(users[1].coordinates, ["astro", "hep", "physics"]);
        assert_eq!(users[2].admin_level, AdminLevel::Operator);
    }

    #[test]
    fn a_bad_admin_level_names_file_line_and_field() {
        let e = parse("User|Admin\nu1|Boss\n", "users.psv").unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("users.psv:2") && text.contains("Admin"),
            "{text}"
        );
        assert!(parse("Name|Admin\nu1|None\n", "users.psv").is_err());
    }
}
