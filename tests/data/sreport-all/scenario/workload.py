#!/usr/bin/env python3
"""Workload driver for the sreport-all history (one process per release and cluster).
Usage: workload.py RELEASE CLUSTER LOG H0_EPOCH SEED [NEVER_JOBID]
With NEVER_JOBID (a restart): the never-started job and the reservations exist already, so they are not created again.
RELEASE 22.05 (host, SLURM_CONF=/var/lib/slurm-oracle/CLUSTER/etc/slurm.conf) or 26.05 (chroot /srv/slurm-sid2,
/etc/slurm/slurm.conf for a, /etc/slurm-b/slurm.conf for b). H0_EPOCH = the first full hour of the window (13:00 UTC).
Every action is appended to LOG as one JSON line with its epoch, argv, rc, stdout, stderr.
Timeline (relative to H0): before H0 the never-started job (partition dead, DOWN) and the reservations;
jobs every ~20 s until H0+1:52; cluster a: node down at H0+0:50, resumed at H0+1:10;
the never-started job is cancelled at H0+2:00:30 (after the window)."""
import json, random, subprocess, sys, time
rel, C, LOG, H0, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
RESTART = sys.argv[6] if len(sys.argv) > 6 else None
rng = random.Random(seed)
if rel == '22.05':
    PFX = ['env', f'SLURM_CONF=/var/lib/slurm-oracle/{C}/etc/slurm.conf']
else:
    PFX = ['chroot', '/srv/slurm-sid2', 'env', 'SLURM_CONF=' + ('/etc/slurm/slurm.conf' if C == 'a' else '/etc/slurm-b/slurm.conf')]
def ts(off): return time.strftime('%Y-%m-%dT%H:%M:%S', time.gmtime(H0 + off))
def log(rec):
    with open(LOG, 'a') as f: f.write(json.dumps(rec) + '\n')
def run(kind, argv, **extra):
    t = time.time()
    p = subprocess.run(PFX + argv, capture_output=True, text=True)
    log(dict(epoch=round(t, 3), utc=time.strftime('%H:%M:%S', time.gmtime(t)), release=rel, cluster=C, kind=kind,
             argv=argv, rc=p.returncode, stdout=p.stdout.strip(), stderr=p.stderr.strip(), **extra))
    return p.stdout.strip()
def wait_until(off):
    d = H0 + off - time.time()
    if d > 0: time.sleep(d)
ASSOC = [('u1', 'astro', ['w1', 'w2'], 6), ('u1', 'hep', ['w1', 'w2'], 2), ('u2', 'astro', ['w1', 'w3'], 4),
         ('u2', 'ops', ['w1', 'w3'], 1), ('u3', 'hep', ['w2'], 3), ('u4', 'physics', [], 3),
         ('u5', 'seq', ['w4'], 4), ('u5', 'genomics', ['w4'], 2), ('u6', 'bio', [], 3), ('u6', 'ops', [], 1)]
SIZES = [(1, 8), (2, 6), (3, 4), (4, 6), (8, 5), (16, 4), (32, 3), (64, 2)]
SLEEPS = [(30, 3), (60, 4), (120, 5), (240, 5), (420, 3), (900, 1)]   # mean ~204 s
PARTS = [('batch', 60), ('prio', 20), ('debug', 15), ('batch,prio', 5)]
QOS = [('', 50), ('normal', 20), ('low', 15), ('high', 15)]
def pick(lst): return rng.choices([x[0] for x in lst], weights=[x[-1] for x in lst])[0]
def pick_assoc(): return rng.choices(ASSOC, weights=[a[3] for a in ASSOC])[0]
def sbatch(u, acct, part, n, sl, extra, kind='submit'):
    argv = ['sbatch', '--parsable', f'--uid={u}', f'--gid={u}', '-o', '/dev/null', '-A', acct, '-p', part,
            '-n', str(n)] + extra + ['--wrap', sl]
    return run(kind, argv)
# --- before H0: the never-started job and reservations
if RESTART:
    never = RESTART
    log(dict(epoch=round(time.time(), 3), utc=time.strftime('%H:%M:%S', time.gmtime()), release=rel, cluster=C,
             kind='driver_restart', never_started_jobid=never))
else:
  never = sbatch('u3', 'hep', 'dead', 8, 'sleep 600', ['--wckey=w2', '-t', '60', '-J', 'never'], kind='never_started_submit')
if RESTART: pass
elif C == 'a':
    run('reservation_create', ['scontrol', 'create', 'reservation', 'ReservationName=resa', f'StartTime={ts(20*60)}',
        'Duration=60', 'Users=u1,u2', 'CoreCnt=16', 'Nodes=a-n1'])
else:
    run('reservation_create', ['scontrol', 'create', 'reservation', 'ReservationName=resb', f'StartTime={ts(60*60)}',
        'Duration=40', 'Accounts=astro,hep', 'CoreCnt=8', 'Nodes=b-n1'])
    run('reservation_create', ['scontrol', 'create', 'reservation', 'ReservationName=maintb', f'StartTime={ts(90*60)}',
        'Duration=15', 'Users=root', 'Flags=MAINT,IGNORE_JOBS', 'Nodes=b-n1'])
    # the 2026-11-27 run did this by hand at 12:45:02 (logged in manual-RELEASE.jsonl): MAINT without IGNORE_JOBS
    # is what sreport counts as PlannedDown
    run('reservation_update', ['scontrol', 'update', 'reservation=maintb', 'flags-=IGNORE_JOBS'])
run('show_reservations', ['scontrol', 'show', 'reservation'])
# --- events: (offset, action)
events = []
if C == 'a':
    events += [(50*60, 'down'), (70*60, 'resume')]
events.sort()
submitted = []
END_SUBMIT = 112*60
start_off = max(-600, time.time() - H0)   # jobs from H0-10 min (the node is busy when the window opens)
off = start_off
while off < END_SUBMIT:
    off += rng.expovariate(1/35.0)   # mean gap 35 s: demand ~58 of 64 CPUs
    while events and events[0][0] <= off:
        eo, what = events.pop(0); wait_until(eo)
        if what == 'down':
            run('node_down', ['scontrol', 'update', f'nodename={C}-n1', 'state=down', 'reason=test'])
        else:
            run('node_resume', ['scontrol', 'update', f'nodename={C}-n1', 'state=resume'])
        run('sinfo', ['sinfo', '-N', '-l'])
    wait_until(off)
    u, acct, wcks, _ = pick_assoc()
    n = pick(SIZES); sl = pick(SLEEPS); part = pick(PARTS); q = pick(QOS)
    extra = []
    if q: extra += ['--qos', q]
    r = rng.random()
    if wcks and r < 0.5: extra.append('--wckey=' + rng.choice(wcks))
    elif r < 0.58: extra.append('--wckey=wx')          # a wckey defined for nobody
    elif not wcks and r < 0.62: extra.append('--wckey=w1')  # someone else's wckey
    lim = max(2, sl // 60 + 3)
    if rng.random() < 0.07: lim = max(1, sl // 120)     # TIMEOUT
    extra += ['-t', str(min(lim, 60))]
    if part in ('batch', 'debug') and rng.random() < 0.12: extra.append(f'--gres=gpu:{rng.choice([1, 1, 2, 4])}')
    if C == 'a' and u in ('u1', 'u2') and 20*60 <= off < 80*60 and rng.random() < 0.35: extra.append('--reservation=resa')
    if C == 'b' and acct in ('astro', 'hep') and 60*60 <= off < 100*60 and rng.random() < 0.35: extra.append('--reservation=resb')
    cmd = f'sleep {sl}' + ('; exit 1' if rng.random() < 0.04 else '')
    jid = sbatch(u, acct, part, n, cmd, extra)
    submitted.append(jid)
    if rng.random() < 0.03 and len(submitted) > 5:
        run('scancel', ['scancel', rng.choice(submitted[-6:-1])])
while events:
    eo, what = events.pop(0); wait_until(eo)
    run('node_' + what, ['scontrol', 'update', f'nodename={C}-n1', 'state=down' if what == 'down' else 'state=resume'] + (['reason=test'] if what == 'down' else []))
wait_until(120*60 + 30)
run('never_started_cancel', ['scancel', never])
run('done', ['squeue', '-h', '-t', 'pd,r', '-o', '%i %T %P %u'])
