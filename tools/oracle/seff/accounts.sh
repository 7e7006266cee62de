# Run inside the chroot by newer-start.sh (ACCOUNTS_SCRIPT, `bash -s CLUSTER`): newer-start.sh's own users, QOS and
# tree, except that QOS already in the database (made for another cluster of the same chroot) are not an error.
C=$1; X="sacctmgr -i"
for i in 1 2 3 4; do id u$i >/dev/null 2>&1 || useradd -m -u $((2000+i)) u$i; done
$X add qos a >/dev/null || true; $X add qos b >/dev/null || true
$X modify qos where name=normal set priority=0 >/dev/null || true
$X modify qos where name=a set priority=10 >/dev/null || true
$X modify qos where name=b set priority=100 >/dev/null || true
$X modify account where cluster="$C" name=root set qos=normal,a,b defaultqos=normal >/dev/null
$X add account physics cluster="$C" parent=root fairshare=40 >/dev/null
$X add account bio     cluster="$C" parent=root fairshare=60 >/dev/null
$X add account astro   cluster="$C" parent=physics fairshare=30 >/dev/null
$X add user u1 cluster="$C" account=astro   fairshare=10 defaultaccount=astro >/dev/null
$X add user u1 cluster="$C" account=bio     fairshare=2 >/dev/null
$X add user u2 cluster="$C" account=astro   fairshare=20 defaultaccount=astro >/dev/null
$X add user u3 cluster="$C" account=physics fairshare=5  defaultaccount=physics >/dev/null
$X add user u4 cluster="$C" account=bio     fairshare=1  defaultaccount=bio >/dev/null
