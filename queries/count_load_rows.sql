SELECT (SELECT count(*) FROM jobs WHERE load_id = $1), (SELECT count(*) FROM steps WHERE load_id = $1)
