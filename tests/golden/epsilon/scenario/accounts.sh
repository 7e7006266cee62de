# epsilon accounts: the default tree of 05_setup_accounts.sh with top-level shares physics(20), bio(70), ops(10)
# QOS (global objects; idempotent)
$S add qos high  >/dev/null 2>&1; $S add qos low >/dev/null 2>&1
$S modify qos where name=normal set priority=0
$S modify qos where name=high   set priority=100
$S modify qos where name=low    set priority=10
# accounts: root -> physics(20) -> {astro(30), hep(10)} + direct user u4 in physics
#           root -> bio(70) -> {genomics(25), neuro(35)}
#           root -> ops(10) (flat, users directly)
$S add account physics cluster=$C parent=root fairshare=20 description=physics organization=sci
$S add account bio     cluster=$C parent=root fairshare=70 description=bio organization=sci
$S add account ops     cluster=$C parent=root fairshare=10 description=ops organization=it
$S add account astro    cluster=$C parent=physics fairshare=30 description=astro organization=sci
$S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
$S add account genomics cluster=$C parent=bio fairshare=25 description=genomics organization=sci
$S add account neuro    cluster=$C parent=bio fairshare=35 description=neuro organization=sci
# users (u1 in astro+hep; u2 in astro+ops; u4 directly under physics; u6 Fairshare=parent)
$S add user u1 cluster=$C account=astro    fairshare=10 defaultaccount=astro
$S add user u1 cluster=$C account=hep      fairshare=5
$S add user u2 cluster=$C account=astro    fairshare=20 defaultaccount=astro
$S add user u2 cluster=$C account=ops      fairshare=1
$S add user u3 cluster=$C account=hep      fairshare=5  defaultaccount=hep
$S add user u4 cluster=$C account=physics  fairshare=15 defaultaccount=physics
$S add user u5 cluster=$C account=genomics fairshare=1  defaultaccount=genomics
$S add user u6 cluster=$C account=genomics fairshare=parent defaultaccount=genomics
$S add user u7 cluster=$C account=neuro    fairshare=3  defaultaccount=neuro
$S add user u8 cluster=$C account=neuro    fairshare=1  defaultaccount=neuro
$S add user u8 cluster=$C account=ops      fairshare=2
# QOS access: everyone normal+low; u1,u4,u7 (all their assocs) also high
$S modify account where cluster=$C name=root set qos=normal,low defaultqos=normal
for u in u1 u4 u7; do $S modify user where cluster=$C name=$u set qos=normal,low,high; done
