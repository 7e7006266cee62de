#!/usr/bin/env python3
"""Usage: merge_conf.py SLURM_CONF EXTRA_FILE CLUSTER -- merge per-scenario lines into a rendered slurm.conf (in place).
Same key as a template line -> that line is replaced; PartitionName=X replaces partition X or is appended at the end;
NodeName=X likewise; other new keys are inserted before the first NodeName line. '#' lines in EXTRA are ignored."""
import sys
conf, extra, cluster = sys.argv[1:4]
lines = open(conf).read().splitlines()
def key(l):
    s = l.strip()
    if not s or s.startswith('#') or '=' not in s: return None
    k = s.split('=', 1)[0].strip().lower()
    if k in ('partitionname', 'nodename'): return k + '=' + s.split('=', 1)[1].split()[0].lower()
    return k
for l in open(extra).read().replace('@CLUSTER@', cluster).splitlines():
    k = key(l)
    if k is None: continue
    idx = [i for i, x in enumerate(lines) if key(x) == k]
    if not idx and k == 'priorityflags':   # template placeholder comment when no flags were given
        idx = [i for i, x in enumerate(lines) if x.startswith('# PriorityFlags not set')]
    if idx:
        lines[idx[0]] = l.strip() + '   # scenario extra'
    elif k.startswith(('partitionname=', 'nodename=')):
        lines.append(l.strip() + '   # scenario extra')
    else:
        n = next((i for i, x in enumerate(lines) if key(x) and key(x).startswith('nodename=')), len(lines))
        lines.insert(n, l.strip() + '   # scenario extra')
open(conf, 'w').write('\n'.join(lines) + '\n')
print(f'merged {extra} into {conf}')
