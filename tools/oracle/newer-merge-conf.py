#!/usr/bin/env python3
"""Usage: newer-merge-conf.py SLURM_CONF EXTRA_FILE CLUSTER -- merge per-scenario lines into the slurm.conf that
newer-start.sh rendered (in place). A copy of tests/golden/oracle/merge_conf.py plus deletions:
  Key=value          same key as a template line -> that line is replaced; a new key is inserted before the first
                     NodeName line
  PartitionName=X .. replaces partition X, or is appended at the end (NodeName=X likewise)
  !Key               deletes the template's Key= line (e.g. '!PriorityType' to run with Slurm's default)
  !PartitionName=X   deletes partition X
  include PATH       appended at the end as it is (preceded by a '# scenario extra' comment line); the file PATH
                     (inside the chroot) is installed by newer-start.sh from INCLUDE_FILES
'#' lines and blank lines in EXTRA_FILE are ignored; @CLUSTER@ is substituted."""
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
    s = l.strip()
    if s.lower().startswith('include '):
        if s not in (x.strip() for x in lines): lines += ['# scenario extra', s]
        print(f'include line: {s}')
        continue
    if s.startswith('!'):
        body = s[1:].strip()
        k = key(body if '=' in body else body + '=')
        before = len(lines)
        lines = [x for x in lines if key(x) != k]
        print(f'removed {before - len(lines)} line(s) with key {k}')
        continue
    k = key(l)
    if k is None: continue
    idx = [i for i, x in enumerate(lines) if key(x) == k]
    if idx:
        lines[idx[0]] = s + '   # scenario extra'
    elif k.startswith(('partitionname=', 'nodename=')):
        lines.append(s + '   # scenario extra')
    else:
        n = next((i for i, x in enumerate(lines) if key(x) and key(x).startswith('nodename=')), len(lines))
        lines.insert(n, s + '   # scenario extra')
open(conf, 'w').write('\n'.join(lines) + '\n')
print(f'merged {extra} into {conf}')
