import gzip, os, sys, glob
ACC = {'physics', 'astro', 'hep'}
for M in sorted(glob.glob('/work/capture-sid-priv/out/moments/*')):
    def sq(c):
        return [l.split('|') for l in open(f'{M}/{c}/squeue.psv').read().splitlines()[1:]]
    def sa(c):
        return [l.split('|') for l in open(f'{M}/{c}/sacct.psv').read().splitlines()[1:]]
    def sp(c):
        return [l.split() for l in open(f'{M}/{c}/sprio_long.txt').read().splitlines() if l.strip()]
    def sc(c):
        return [l for l in gzip.open(f'{M}/{c}/scontrol_jobs.txt.gz','rt').read().splitlines() if l.startswith('JobId=')]
    R = sq('root'); acct_of = {r[0]: r[2] for r in R}
    rs = sp('root'); ra = sa('root'); rc = sc('root')
    out = []
    for c, pred in [('u4-coordinator', lambda u, a: a in ACC or u == 'u4'), ('u7-plain', lambda u, a: u == 'u7'), ('u2-plain', lambda u, a: u == 'u2')]:
        exp = [r for r in R if pred(r[1], r[2])]
        ok_sq = exp == sq(c)
        exp_sa = [r for r in ra if pred(r[1], r[2])]
        ok_sa = exp_sa == sa(c)
        # sprio: row -> job id; user col 3
        def sp_acct(row):
            return acct_of.get(row[0]) or next((r[2] for r in R if r[0].startswith(row[0].split('_')[0]+'_')), None)
        exp_sp = [r for r in rs if pred(r[2], sp_acct(r))]
        got_sp = sp(c)
        ok_sp = [r[0] for r in exp_sp] == [r[0] for r in got_sp]
        sameval = all(a == b for a, b in zip(exp_sp, got_sp))
        exp_sc = [l for l in rc if pred(l.split('UserId=')[1].split('(')[0], l.split(' Account=')[1].split()[0])]
        ok_sc = len(exp_sc) == len(sc(c))
        out.append(f'{c}: squeue={ok_sq} sacct={ok_sa} sprio_ids={ok_sp} sprio_vals={sameval} scontrol_n={ok_sc}')
        if not ok_sp: out.append(f'   sprio exp {[r[0] for r in exp_sp]} got {[r[0] for r in got_sp]}')
        if not ok_sa: out.append(f'   sacct exp {[r[0] for r in exp_sa]} got {[r[0] for r in sa(c)]}')
    print(os.path.basename(M), *out, sep='\n  ')
