# delta accounts (sourced by 05_setup_accounts.sh delta accounts.sh; $C=cluster, $S="sacctmgr -i")
# QOS scav (Priority=10, UsageFactor=0.5) and boost (Priority=100, UsageFactor=2.0): global objects, own names
# root -> physics(40) -> astro(30) -> cosmo(Fairshare=parent): u1(10), u2(20); astro also has user u3(5)
#         physics -> hep(10): u1(5), u4(Fairshare=parent)
# root -> bio(60) -> genomics(25): u5(1), u6(3); bio -> neuro(35): u7(3), u8(1)
# root -> ops(5): u2(1), u8(2)
$S add qos scav  >/dev/null 2>&1; $S add qos boost >/dev/null 2>&1
$S modify qos where name=normal set priority=0
$S modify qos where name=scav  set priority=10  usagefactor=0.5
$S modify qos where name=boost set priority=100 usagefactor=2.0
$S add account physics  cluster=$C parent=root    fairshare=40 description=physics organization=sci
$S add account bio      cluster=$C parent=root    fairshare=60 description=bio organization=sci
$S add account ops      cluster=$C parent=root    fairshare=5  description=ops organization=it
$S add account astro    cluster=$C parent=physics fairshare=30 description=astro organization=sci
$S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
$S add account cosmo    cluster=$C parent=astro   fairshare=parent description=cosmo organization=sci
$S add account genomics cluster=$C parent=bio     fairshare=25 description=genomics organization=sci
$S add account neuro    cluster=$C parent=bio     fairshare=35 description=neuro organization=sci
$S add user u1 cluster=$C account=cosmo    fairshare=10 defaultaccount=cosmo
$S add user u1 cluster=$C account=hep      fairshare=5
$S add user u2 cluster=$C account=cosmo    fairshare=20 defaultaccount=cosmo
$S add user u2 cluster=$C account=ops      fairshare=1
$S add user u3 cluster=$C account=astro    fairshare=5  defaultaccount=astro
$S add user u4 cluster=$C account=hep      fairshare=parent defaultaccount=hep
$S add user u5 cluster=$C account=genomics fairshare=1  defaultaccount=genomics
$S add user u6 cluster=$C account=genomics fairshare=3  defaultaccount=genomics
$S add user u7 cluster=$C account=neuro    fairshare=3  defaultaccount=neuro
$S add user u8 cluster=$C account=neuro    fairshare=1  defaultaccount=neuro
$S add user u8 cluster=$C account=ops      fairshare=2
$S modify account where cluster=$C name=root set qos=normal,scav defaultqos=normal
for u in u1 u4 u7; do $S modify user where cluster=$C name=$u set qos=normal,scav,boost; done
# association priorities (PriorityWeightAssoc=5000)
echo '>>> modify account bio priority=20'; $S modify account where cluster=$C name=bio set priority=20
echo '>>> modify user u1 account=astro priority=50 (u1 has no astro association in this tree)'
$S modify user where cluster=$C name=u1 account=astro set priority=50
echo '>>> modify user u1 account=cosmo priority=50 (u1 association under astro)'
$S modify user where cluster=$C name=u1 account=cosmo set priority=50
echo '>>> modify user u5 priority=10'; $S modify user where cluster=$C name=u5 set priority=10
