#!/usr/bin/env python3
"""Workload driver for the Slurm fairshare/priority oracle.
Usage: workload.py [--chroot DIR] CLUSTER LOGFILE [--duration 1800] [--seed N] [--submit-until 1560] [--params FILE.json]
--chroot DIR: every Slurm command runs as `chroot DIR <cmd>` (tools/oracle's newer Slurm; no SLURM_CONF), else
with SLURM_CONF=/var/lib/slurm-oracle/CLUSTER/etc/slurm.conf (the 22.05 oracle).
--params (optional) JSON object with any of: "users" {user: [[accounts], may_use_high, weight]},
"partitions" [[names], [weights]], "qos_map" {"high": name, "low": name}, "gres_always" [partitions whose
jobs always get --gres=gpu:1..4], "gres_partitions" [partitions where 22 % get --gres (default batch, debug)],
"qos_choices" [[qos, weight], ...] (qos "" = no --qos; "a,b" = a multi-QOS request; users whose may_use_high flag
is false never get an entry containing "b"), replacing the high/low rule; "gres_counts" [n, ...] (the
--gres=gpu:N counts drawn, default [1,1,2,3,4]); "mem_choices_g" [GB, ...] (the --mem=NG values).
Submits sleep jobs as users u1..u8 (sbatch --uid/--gid as root) with varied sizes, partitions,
QOS, nice, arrays, holds, begin times, dependencies, failures and timeouts, and performs
cancels / holds / releases / requeues / nice changes. Every action is logged as one JSON line."""
import argparse, json, os, random, re, subprocess, time

ap = argparse.ArgumentParser()
ap.add_argument('cluster'); ap.add_argument('log')
ap.add_argument('--duration', type=int, default=1800)
ap.add_argument('--submit-until', type=int, default=1560)
ap.add_argument('--seed', type=int, default=1)
ap.add_argument('--mean-gap', type=float, default=11.0)
ap.add_argument('--name-prefix', default='w')
ap.add_argument('--params', default=None)
ap.add_argument('--chroot', default=None)
a = ap.parse_args()
rng = random.Random(a.seed)
env = dict(os.environ) if a.chroot else dict(os.environ, SLURM_CONF=f'/var/lib/slurm-oracle/{a.cluster}/etc/slurm.conf')
PFX = ['chroot', a.chroot] if a.chroot else []
LOG = open(a.log, 'a', buffering=1)
T0 = time.time()

def sh(cmd, action, **extra):
    t = time.time()
    p = subprocess.run(PFX + cmd, env=env, capture_output=True, text=True)
    rec = dict(epoch=round(t, 3), t_rel=round(t - T0, 1), action=action, cmd=cmd,
               rc=p.returncode, out=p.stdout.strip(), err=p.stderr.strip(), **extra)
    LOG.write(json.dumps(rec) + '\n')
    return p

USERS = {  # user: (accounts, may use high qos, activity weight)
    'u1': (['astro', 'hep'], True, 6), 'u2': (['astro', 'ops'], False, 3),
    'u3': (['hep'], False, 1.5),        'u4': (['physics'], True, 3),
    'u5': (['genomics'], False, 5),     'u6': (['genomics'], False, 1.5),
    'u7': (['neuro'], True, 3),         'u8': (['neuro', 'ops'], False, 1),
}
P = json.load(open(a.params)) if a.params else {}
if 'users' in P: USERS = {u: (v[0], v[1], v[2]) for u, v in P['users'].items()}
PARTS = P.get('partitions', [['batch', 'prio', 'debug', 'batch,prio'], [50, 28, 15, 7]])
QOS = dict({'high': 'high', 'low': 'low'}, **P.get('qos_map', {}))
QOS_CHOICES = P.get('qos_choices'); GRES_COUNTS = P.get('gres_counts', [1, 1, 2, 3, 4])
MEM_G = P.get('mem_choices_g', [1, 2, 4, 8, 16, 32, 64])
GRES_ALWAYS = P.get('gres_always', []); GRES_PARTS = P.get('gres_partitions', ['batch', 'debug'])
submitted = []   # (jobid, user)
held = []        # (jobid, release_at)

def jobs_in_state(state):
    p = subprocess.run(PFX + ['squeue', '-h', '-t', state, '-o', '%i|%u|%r'], env=env, capture_output=True, text=True)
    return [l.split('|') for l in p.stdout.splitlines() if l.count('|') == 2]

def submit_one(sub_no):
    users = list(USERS); w = [USERS[u][2] for u in users]
    u = rng.choices(users, w)[0]; accts, hi, _ = USERS[u]
    acct = rng.choice(accts) if rng.random() < 0.4 else accts[0]
    part = rng.choices(PARTS[0], PARTS[1])[0]
    cpus = rng.choices([1, 2, 4, 8, 12, 16, 24, 32, 48], [10, 12, 14, 14, 8, 10, 6, 4, 1])[0]
    dur = rng.randint(30, 480)
    tl = (dur + 59) // 60 + rng.randint(1, 5)
    args = ['sbatch', f'--uid={u}', f'--gid={u}', '--chdir=/tmp', '-o', '/dev/null', '-J', f'{a.name_prefix}{sub_no}',
            '-p', part, '-c', str(cpus)]
    if acct != accts[0] or rng.random() < 0.3: args += ['-A', acct]
    r = rng.random()
    if r < 0.45: args += [f'--mem={rng.choice(MEM_G)}G']
    elif r < 0.7: args += [f'--mem-per-cpu={rng.choice([500, 1000, 2000, 4000])}M']
    # else: DefMemPerCPU=1000
    if part in GRES_ALWAYS:
        args += [f'--gres=gpu:{rng.choice(GRES_COUNTS)}']
    elif part in GRES_PARTS and rng.random() < 0.22:
        args += [f'--gres=gpu:{rng.choice(GRES_COUNTS)}']
    if QOS_CHOICES:
        ch = [c for c in QOS_CHOICES if hi or 'b' not in c[0].split(',')]
        qs = rng.choices([c[0] for c in ch], [c[1] for c in ch])[0]
        if qs: args += [f'--qos={qs}']
    else:
        q = rng.random()
        if hi and q < 0.3: args += [f'--qos={QOS["high"]}']
        elif q < 0.45: args += [f'--qos={QOS["low"]}']
    if rng.random() < 0.1: args += [f'--nice={rng.choice([10, 50, 100, 500, 2000])}']
    exitcode = 0; kind = 'normal'
    x = rng.random()
    if x < 0.07: tl = max(1, dur // 60 - 1); kind = 'timeout'
    elif x < 0.13: exitcode = rng.choice([1, 2, 42]); dur = rng.randint(20, 200); kind = 'fail'
    args += ['-t', str(tl)]
    y = rng.random()
    if y < 0.08:
        n = rng.randint(3, 8); args += [f'--array=0-{n - 1}' + (f'%{rng.randint(1, 3)}' if rng.random() < 0.5 else '')]; kind += '+array'
    elif y < 0.13: args += ['--hold']; kind += '+hold'
    elif y < 0.17: args += [f'--begin=now+{rng.randint(2, 8)}minutes']; kind += '+begin'
    elif y < 0.21 and submitted:
        dep = rng.choice(submitted[-10:])[0]; args += [f'--dependency=afterany:{dep}']; kind += '+dep'
    wrap = f'sleep {dur}' + (f'; exit {exitcode}' if exitcode else '')
    args += ['--wrap', wrap]
    p = sh(args, 'submit', user=u, account=acct, kind=kind, sleep=dur, timelimit_min=tl)
    m = re.search(r'Submitted batch job (\d+)', p.stdout)
    if m:
        jid = m.group(1); submitted.append((jid, u))
        if '+hold' in kind: held.append((jid, time.time() + rng.randint(120, 420)))

next_sub = T0; sub_no = 0
next_cancel_pend = T0 + 150; next_cancel_run = T0 + 300; next_hold = T0 + 240
next_nice = T0 + 360; requeues = [T0 + 420, T0 + 960]; next_top_nice = T0 + 600
while True:
    now = time.time()
    if now - T0 >= a.duration: break
    if now - T0 < a.submit_until and now >= next_sub:
        submit_one(sub_no); sub_no += 1
        gap = rng.expovariate(1.0 / a.mean_gap)
        if now - T0 > a.submit_until * 0.75: gap *= 1.8
        next_sub = now + min(gap, 45)
    for item in list(held):
        if now >= item[1]:
            sh(['scontrol', 'release', item[0]], 'release'); held.remove(item)
    if now >= next_cancel_pend:
        pend = [j for j in jobs_in_state('PD') if j[2] != 'JobHeldUser' and '_' not in j[0]]
        if pend: j = rng.choice(pend); sh(['scancel', j[0]], 'cancel_pending', user=j[1])
        next_cancel_pend = now + rng.randint(100, 200)
    if now >= next_cancel_run:
        run = [j for j in jobs_in_state('R') if '_' not in j[0]]
        if run: j = rng.choice(run); sh(['scancel', j[0]], 'cancel_running', user=j[1])
        next_cancel_run = now + rng.randint(240, 420)
    if now >= next_hold:
        pend = [j for j in jobs_in_state('PD') if j[2] in ('Priority', 'Resources') and '_' not in j[0]]
        if pend:
            j = rng.choice(pend); sh(['scontrol', 'hold', j[0]], 'admin_hold', user=j[1])
            held.append((j[0], now + rng.randint(120, 300)))
        next_hold = now + rng.randint(300, 500)
    if now >= next_nice:
        pend = [j for j in jobs_in_state('PD') if '_' not in j[0]]
        if pend:
            j = rng.choice(pend); nv = rng.choice([-200, 150, 300])
            sh(['scontrol', 'update', f'jobid={j[0]}', f'nice={nv}'], 'set_nice', user=j[1], nice=nv)
        next_nice = now + rng.randint(300, 500)
    if requeues and now >= requeues[0]:
        run = [j for j in jobs_in_state('R') if '_' not in j[0]]
        if run: j = rng.choice(run); sh(['scontrol', 'requeue', j[0]], 'requeue', user=j[1])
        requeues.pop(0)
    time.sleep(1)
LOG.write(json.dumps(dict(epoch=round(time.time(), 3), action='driver_end', submissions=sub_no)) + '\n')
