-- The (account, user) pairs cluster $1's jobs ran under: the tree sreport groups by when no
-- association tree is loaded.
SELECT DISTINCT account, "user"
FROM jobs
WHERE cluster = $1 AND account IS NOT NULL AND "user" IS NOT NULL
ORDER BY account, "user"
