//! `usage`'s table: decayed TRES usage per account (indented as sshare) or per user.

use crate::model::types::{Cell, Table};
use crate::replay::usage::TresUsage;

/// One row per account (with its sub-accounts), or per user (over all their associations):
/// those the caller may see (`TresUsage::visible`).
pub fn table(u: &TresUsage, by_user: bool) -> Table {
    let (tree, tres, per_tres) = (&u.tree, &u.tres, &u.per_tres);
    let mut table = Table {
        columns: match by_user {
            false => vec!["account".to_string()],
            true => vec!["user".to_string()],
        },
        rows: Vec::new(),
    };
    table
        .columns
        .extend(tres.iter().map(|t| format!("{t} (decayed TRES-s)")));
    match by_user {
        false => {
            for i in tree
                .sshare_order()
                .into_iter()
                .filter(|&i| !tree.nodes[i].is_user() && u.visible[i])
            {
                let mut row = vec![Cell::Text(format!(
                    "{}{}",
                    " ".repeat(tree.nodes[i].depth),
                    tree.nodes[i].account
                ))];
                row.extend(per_tres.iter().map(|v| Cell::Float(v[i].round())));
                table.rows.push(row);
            }
        }
        true => {
            let mut users: Vec<&str> = tree
                .nodes
                .iter()
                .zip(&u.visible)
                .filter(|(n, &seen)| n.is_user() && seen)
                .map(|(n, _)| n.user.as_str())
                .collect();
            users.sort_unstable();
            users.dedup();
            for user in users {
                let mut row = vec![Cell::Text(user.to_string())];
                row.extend(per_tres.iter().map(|v| {
                    let sum: f64 = (0..tree.nodes.len())
                        .filter(|&i| tree.nodes[i].user == user && u.visible[i])
                        .map(|i| v[i])
                        .sum();
                    Cell::Float(sum.round())
                }));
                table.rows.push(row);
            }
        }
    }
    table
}
