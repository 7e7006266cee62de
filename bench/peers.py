#!/usr/bin/env python3
"""Peers for `make bench`, timed on the same dump: DuckDB's own client (its Python package)
reading it into a table with read_csv, slurm2sql, and a pandas read_csv.

    peers.py VENV DUMP PEER...      (PEER: duckdb, slurm2sql, pandas; prints one JSON object)

Installs DuckDB, slurm2sql and pandas into VENV (a local virtualenv) when absent. slurm2sql
reads CSV in Python's default (comma) dialect, so it gets the dump rewritten as CSV once
(cached next to the dump); DuckDB and pandas read the `|` dump itself.
"""
import csv, json, os, subprocess, sys, time

venv, dump, peers = sys.argv[1], sys.argv[2], sys.argv[3:]
py = os.path.join(venv, "bin", "python")
# Without pyvenv.cfg its python is the base interpreter, and pip would install there.
if not os.path.exists(os.path.join(venv, "pyvenv.cfg")):
    subprocess.run([sys.executable, "-m", "venv", "--clear", venv], check=True)
for package, module in [("slurm2sql==0.9.9", "slurm2sql"), ("pandas", "pandas"), ("duckdb==2.0.1", "duckdb")]:
    if subprocess.run([py, "-c", f"import {module}"], capture_output=True).returncode != 0:
        subprocess.run([py, "-m", "pip", "install", "-q", package], check=True)

comma = dump + ".csv"
if "slurm2sql" in peers and not os.path.exists(comma):
    with open(dump, newline="") as src, open(comma + ".tmp", "w", newline="") as dst:
        w = csv.writer(dst)
        for line in src:
            w.writerow(line.rstrip("\n").split("|"))
    os.rename(comma + ".tmp", comma)


def timed(cmd):
    """Runs cmd; wall time and its peak RSS (VmHWM, polled every 20 ms)."""
    t = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak_kb = 0
    while proc.poll() is None:
        try:
            with open(f"/proc/{proc.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak_kb = max(peak_kb, int(line.split()[1]))
        except OSError:
            pass
        time.sleep(0.02)
    secs = time.monotonic() - t
    if proc.returncode != 0:
        sys.exit(f"{cmd[0]} failed with status {proc.returncode}")
    return {"secs": secs, "rss_mb": peak_kb / 1024.0, "command": " ".join(cmd)}


out = {}
if "duckdb" in peers:
    # The same statement the store's own load is measured against: sacct's Unknown/None as
    # NULL, DuckDB's type detection, into a table of a database file.
    db = dump + ".bare.duckdb"
    if os.path.exists(db):
        os.remove(db)
    sql = f"CREATE TABLE t AS SELECT * FROM read_csv('{dump}', delim='|', header=true, nullstr=['Unknown', 'None', ''])"
    out["duckdb"] = timed([py, "-c", "import sys, duckdb; duckdb.connect(sys.argv[1]).execute(sys.argv[2])", db, sql])
    os.remove(db)
if "slurm2sql" in peers:
    db = dump + ".slurm2sql.sqlite"
    if os.path.exists(db):
        os.remove(db)
    out["slurm2sql"] = timed([os.path.join(venv, "bin", "slurm2sql"), db, "--csv-input", comma])
    os.remove(db)
if "pandas" in peers:
    out["pandas"] = timed([py, "-c", "import sys, pandas; pandas.read_csv(sys.argv[1], sep='|', dtype=str)", dump])
print(json.dumps(out))
