#!/usr/bin/env python3
"""Peers for `make bench`: slurm2sql and a pandas read_csv of the same dump, timed.

    peers.py VENV DUMP [--no-slurm2sql]      (prints one JSON object)

Installs slurm2sql and pandas into VENV (a local virtualenv) when absent. slurm2sql reads
CSV in Python's default (comma) dialect, so it gets the dump rewritten as CSV once (cached
next to the dump); pandas reads the `|` dump itself.
"""
import csv, json, os, subprocess, sys, time

venv, dump = sys.argv[1], sys.argv[2]
with_slurm2sql = "--no-slurm2sql" not in sys.argv[3:]
py = os.path.join(venv, "bin", "python")
if not os.path.exists(os.path.join(venv, "bin", "slurm2sql")):
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    subprocess.run([py, "-m", "pip", "install", "-q", "slurm2sql==0.9.9", "pandas"], check=True)

comma = dump + ".csv"
if with_slurm2sql and not os.path.exists(comma):
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
if with_slurm2sql:
    db = dump + ".slurm2sql.sqlite"
    if os.path.exists(db):
        os.remove(db)
    out["slurm2sql"] = timed([os.path.join(venv, "bin", "slurm2sql"), db, "--csv-input", comma])
    os.remove(db)
out["pandas"] = timed([py, "-c", "import sys, pandas; pandas.read_csv(sys.argv[1], sep='|', dtype=str)", dump])
print(json.dumps(out))
