"""Runs the lake's SQL (queries/lake/*.sql) with Apache Spark in local mode over a lake that
`fairtrace export parquet DIR --partition-by cluster,month` wrote, and writes what each query
returned into OUT: usage as Parquet (OUT/usage/, for `fairtrace sshare --usage`) and JSON,
sreport's rows formatted as `sreport -P` prints them, the audit's delivered shares as JSON.

    run_queries.py LAKE OUT NAME=VALUE...   (the placeholders of the queries; see each file)

tests/cli/spark.rs runs it; README shows the same on a cluster with spark-sql.
"""

import json
import os
import sys

from pyspark.sql import SparkSession

QUERIES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "queries", "lake")


def query(spark, name, params):
    with open(os.path.join(QUERIES, name + ".sql")) as f:
        text = f.read()
    for key, value in params.items():
        text = text.replace("${" + key + "}", value)
    return spark.sql(text)


def minutes(seconds):
    """sreport's CPU minutes: Rust's `{:.0}` of seconds / 60 (ties to even, as Python's round)."""
    return str(round(seconds / 60.0))


def main():
    lake, out = sys.argv[1], sys.argv[2]
    params = dict(arg.split("=", 1) for arg in sys.argv[3:])
    spark = (
        SparkSession.builder.master("local[2]")
        .appName("fairtrace-lake")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.session.timeZone", "UTC")
        # Partition values stay text (month=2026-09 is no date).
        .config("spark.sql.sources.partitionColumnTypeInference.enabled", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    for view, path in [
        ("jobs", "jobs"),
        ("charges", "charges.parquet"),
        ("associations", "associations.parquet"),
        ("nodes", "nodes.parquet"),
        ("events", "events.parquet"),
        ("reservations", "reservations.parquet"),
        ("controller_registered", "controller_registered.parquet"),
    ]:
        spark.read.parquet(os.path.join(lake, path)).createOrReplaceTempView(view)
    os.makedirs(out, exist_ok=True)

    usage = query(spark, "usage", params)
    usage.coalesce(1).write.mode("overwrite").parquet(os.path.join(out, "usage"))
    rows = [r.asDict() for r in usage.collect()]
    with open(os.path.join(out, "usage.json"), "w") as f:
        json.dump(rows, f)

    # The views the sreport queries read.
    for view in ["hours", "job_hours", "resv_hours", "resv_shares"]:
        query(spark, view, params)
    cluster = params["cluster"]
    lines = []
    for r in query(spark, "sreport_cluster_utilization", params).collect():
        lines.append("|".join([cluster] + [minutes(r[c]) for c in
                     ["allocated_s", "down_s", "planned_down_s", "idle_s", "planned_s", "reported_s"]]))
    with open(os.path.join(out, "utilization.txt"), "w") as f:
        f.write("".join(line + "\n" for line in lines))
    lines = [
        "|".join([cluster, r["account"], r["user"], "", minutes(r["used_s"]), str(r["energy"])])
        for r in query(spark, "sreport_account_utilization_by_user", params).collect()
    ]
    with open(os.path.join(out, "account_by_user.txt"), "w") as f:
        f.write("".join(line + "\n" for line in lines))
    lines = [
        "|".join([cluster, r["user"], "", r["account"], minutes(r["used_s"]), str(r["energy"])])
        for r in query(spark, "sreport_user_utilization_by_account", params).collect()
    ]
    with open(os.path.join(out, "user_by_account.txt"), "w") as f:
        f.write("".join(line + "\n" for line in lines))

    rows = [r.asDict() for r in query(spark, "audit_delivered", params).collect()]
    with open(os.path.join(out, "delivered.json"), "w") as f:
        json.dump(rows, f)
    spark.stop()


if __name__ == "__main__":
    main()
