#!/usr/bin/env python3
"""Timed admin actions during a scenario (used by zeta): association changes right after a decay cycle,
a slurmctld restart just before a capture-loop tick, with probes.
Usage: timeline_actions.py CLUSTER OUTDIR PLAN.json   (start it right after run_scenario.sh)
PLAN: {"steps": [{"label", "wait": "cycle"|"snapshot", "not_before_s", ["lead_s"], ["cmds"], ["submits"],
["restart"], ["probe"]}]}; not_before_s is relative to OUTDIR/scenario_start_epoch.txt.
  wait=cycle    : act as soon as StateSave/priority_last_decay_ran changes (written at the end of every decay /
                  Fair Tree pass) at or after not_before_s.
  wait=snapshot : act lead_s seconds before the first capture-loop tick (first snapshot epoch + n*60) that is
                  at or after not_before_s + lead_s.
cmds are run in order (sacctmgr ...), then submits (sbatch; retried every 0.5 s for up to 30 s while slurmctld
does not know the new association yet), restart stops slurmctld by its recorded PID (SIGTERM, clean shutdown) and
starts it again like 04_start_cluster.sh but WITHOUT -c (job state kept), probe runs capture_snapshot.sh into
OUTDIR/probes/. Every action is one JSON line in OUTDIR/timeline_actions.jsonl with its epoch."""
import glob, json, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
C, OUT, PLAN = sys.argv[1:4]
D = f'/var/lib/slurm-oracle/{C}'
CONF = f'{D}/etc/slurm.conf'
env = dict(os.environ, SLURM_CONF=CONF)
LOG = open(os.path.join(OUT, 'timeline_actions.jsonl'), 'a', buffering=1)
DECAY = f'{D}/state/priority_last_decay_ran'
PIDF = f'/var/lib/slurm-oracle/pids/slurmctld-{C}.pid'


def log(action, **kw):
    rec = dict(epoch=round(time.time(), 3), action=action, **kw)
    LOG.write(json.dumps(rec) + '\n')
    print(json.dumps(rec), flush=True)


def sh(cmd, action, **kw):
    t = time.time()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    rec = dict(epoch=round(t, 3), epoch_end=round(time.time(), 3), t_rel=round(t - T0, 1), action=action,
               cmd=cmd, rc=p.returncode, out=p.stdout.strip(), err=p.stderr.strip(), **kw)
    LOG.write(json.dumps(rec) + '\n')
    print(json.dumps(rec), flush=True)
    return p


def decay_mtime():
    try:
        return os.stat(DECAY).st_mtime
    except FileNotFoundError:
        return None


def probe(label):
    t = time.time()
    p = subprocess.run([os.path.join(HERE, 'capture_snapshot.sh'), C, os.path.join(OUT, 'probes')],
                       env=env, capture_output=True, text=True)
    log('probe', label=label, epoch_start=round(t, 3), dir=p.stdout.strip(), rc=p.returncode)


def loop_ticks():
    snaps = sorted(glob.glob(os.path.join(OUT, 'snapshots', 'snap-*')))
    return int(re.match(r'snap-(\d+)', os.path.basename(snaps[0])).group(1)) if snaps else None


def restart(label):
    old = int(open(PIDF).read().strip())
    log('ctld_stop', label=label, pid=old, how='kill -TERM')
    os.kill(old, 15)
    while True:
        try:
            os.kill(old, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    log('ctld_stopped', label=label, pid=old)
    p = sh(['/usr/sbin/slurmctld', '-f', CONF], 'ctld_start', label=label)
    new = None
    for _ in range(300):
        try:
            new = int(open(f'{D}/slurmctld.pid').read().strip())
            if new != old:
                os.kill(new, 0)
                break
        except (FileNotFoundError, ValueError, ProcessLookupError):
            pass
        time.sleep(0.1)
    open(PIDF, 'w').write(f'{new}\n')
    log('ctld_pid', label=label, pid=new)
    for _ in range(600):
        q = subprocess.run(['scontrol', 'ping'], env=env, capture_output=True, text=True)
        if 'UP' in q.stdout:
            log('ctld_responding', label=label, ping=q.stdout.strip())
            break
        time.sleep(0.2)


T0 = float(open(os.path.join(OUT, 'scenario_start_epoch.txt')).read().strip())
plan = json.load(open(PLAN))
log('timeline_start', plan=os.path.abspath(PLAN), scenario_start=T0)
for st in plan['steps']:
    label = st['label']
    while time.time() < T0 + st['not_before_s']:
        time.sleep(0.5)
    if st['wait'] == 'cycle':
        m0 = decay_mtime()
        log('wait_cycle', label=label, decay_mtime_before=m0)
        while decay_mtime() == m0:
            time.sleep(0.2)
        log('cycle_seen', label=label, decay_mtime=decay_mtime())
    elif st['wait'] == 'snapshot':
        lead = st.get('lead_s', 15)
        e0 = loop_ticks()
        target = T0 + st['not_before_s'] + lead
        n = max(0, -(-(target - e0) // 60))
        tick = e0 + n * 60
        log('wait_snapshot', label=label, first_snapshot_epoch=e0, next_tick=tick, act_at=tick - lead)
        while time.time() < tick - lead:
            time.sleep(0.1)
    for cmd in st.get('cmds', []):
        sh(cmd, 'admin', label=label)
    for cmd in st.get('submits', []):
        for attempt in range(60):
            p = sh(cmd, 'submit', label=label, attempt=attempt)
            if p.returncode == 0:
                break
            time.sleep(0.5)
    if st.get('restart'):
        restart(label)
    if st.get('probe'):
        probe(label)
log('timeline_end')
