# gamma accounts (sourced by 05_setup_accounts.sh gamma accounts.sh; $C=cluster, $S="sacctmgr -i")
# root -> physics(40) -> astro(30) -> {cosmo(20): u1(10), u2(20); solar(10): u3(5)}
#         physics -> hep(10): u1(5), u4(15)
# root -> bio(60) -> genomics(25): u5(1), u6(2); user u7(3) directly in bio
# root -> ops(5): u8(2), u2(1)
$S add qos high  >/dev/null 2>&1; $S add qos low >/dev/null 2>&1
$S modify qos where name=normal set priority=0
$S modify qos where name=high   set priority=100
$S modify qos where name=low    set priority=10
$S add account physics  cluster=$C parent=root    fairshare=40 description=physics organization=sci
$S add account bio      cluster=$C parent=root    fairshare=60 description=bio organization=sci
$S add account ops      cluster=$C parent=root    fairshare=5  description=ops organization=it
$S add account astro    cluster=$C parent=physics fairshare=30 description=astro organization=sci
$S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
$S add account cosmo    cluster=$C parent=astro   fairshare=20 description=cosmo organization=sci
$S add account solar    cluster=$C parent=astro   fairshare=10 description=solar organization=sci
$S add account genomics cluster=$C parent=bio     fairshare=25 description=genomics organization=sci
$S add user u1 cluster=$C account=cosmo    fairshare=10 defaultaccount=cosmo
$S add user u1 cluster=$C account=hep      fairshare=5
$S add user u2 cluster=$C account=cosmo    fairshare=20 defaultaccount=cosmo
$S add user u2 cluster=$C account=ops      fairshare=1
$S add user u3 cluster=$C account=solar    fairshare=5  defaultaccount=solar
$S add user u4 cluster=$C account=hep      fairshare=15 defaultaccount=hep
$S add user u5 cluster=$C account=genomics fairshare=1  defaultaccount=genomics
$S add user u6 cluster=$C account=genomics fairshare=2  defaultaccount=genomics
$S add user u7 cluster=$C account=bio      fairshare=3  defaultaccount=bio
$S add user u8 cluster=$C account=ops      fairshare=2  defaultaccount=ops
$S modify account where cluster=$C name=root set qos=normal,low defaultqos=normal
for u in u1 u4 u7; do $S modify user where cluster=$C name=$u set qos=normal,low,high; done
