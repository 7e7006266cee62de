-- A partitioned COPY writes a partition's rows once each partition holds twice this many on
-- average (DuckDB's default, 524288, held a decade's 100M jobs in 120 months whole: 25 GB
-- spilled to disk). Jobs come in time order, so the month being read fills and is written in
-- row groups of this size while the months already read hold less than it each. Left set:
-- nothing but the partitioned export writes with PARTITION_BY.
SET partitioned_write_flush_threshold = 16384;
