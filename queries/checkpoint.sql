-- Everything into the database file itself: no write-ahead log left beside it.
CHECKPOINT
