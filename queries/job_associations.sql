-- The (account, user) pairs cluster $1's jobs ran under: the tree sreport groups by when no
-- association tree is loaded (a blank name is no association).
SELECT DISTINCT account, "user"
FROM jobs
WHERE cluster = $1 AND coalesce(account, '') <> '' AND coalesce("user", '') <> ''
ORDER BY account, "user"
