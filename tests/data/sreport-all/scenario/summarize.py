#!/usr/bin/env python3
"""Usage: summarize.py DIR_22.05 DIR_26.05 -- prints a markdown table of every sreport command that exited non-zero
on either release (rc and first stderr line of each), for the READMEs."""
import sys, os
def load(d):
    rows = {}
    for l in open(os.path.join(d, 'sreport/INDEX.tsv')).read().splitlines()[1:]:
        f, rc, cmd = l.split('\t')
        args = cmd.split(' sreport ', 1)[1] if ' sreport ' in cmd else cmd
        e = os.path.join(d, 'sreport', f[:-4] + '.err')
        err = open(e, errors='replace').read().strip().splitlines() if os.path.exists(e) else []
        rows[f] = (rc, args, err[0].strip() if err else '')
    return rows
a, b = load(sys.argv[1]), load(sys.argv[2])
print('| file | sreport arguments | 22.05 rc: stderr | 26.05 rc: stderr |')
print('|---|---|---|---|')
for f in sorted(set(a) | set(b)):
    ra, rb = a.get(f, ('-', '', '')), b.get(f, ('-', '', ''))
    if ra[0] != '0' or rb[0] != '0':
        args = (ra[1] or rb[1]).replace('|', '\\|')
        print(f"| {f} | `{args}` | {ra[0]}: {ra[2].replace('|', '/')} | {rb[0]}: {rb[2].replace('|', '/')} |")
