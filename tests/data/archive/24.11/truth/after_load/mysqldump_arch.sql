/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.20-11.8.9-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: slurm_acct_db
-- ------------------------------------------------------
-- Server version	11.8.9-MariaDB-0+deb13u1 from Debian

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*M!100616 SET @OLD_NOTE_VERBOSITY=@@NOTE_VERBOSITY, NOTE_VERBOSITY=0 */;

--
-- Table structure for table `arch_assoc_table`
--

DROP TABLE IF EXISTS `arch_assoc_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `comment` text DEFAULT NULL,
  `flags` int(10) unsigned NOT NULL DEFAULT 0,
  `is_def` tinyint(4) NOT NULL DEFAULT 0,
  `id_assoc` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `user` tinytext NOT NULL DEFAULT '',
  `acct` tinytext NOT NULL,
  `partition` tinytext NOT NULL DEFAULT '',
  `parent_acct` tinytext NOT NULL DEFAULT '',
  `id_parent` int(10) unsigned NOT NULL,
  `lineage` text DEFAULT NULL,
  `lft` int(11) NOT NULL DEFAULT 0,
  `rgt` int(11) NOT NULL DEFAULT 0,
  `shares` int(11) NOT NULL DEFAULT 1,
  `max_jobs` int(11) DEFAULT NULL,
  `max_jobs_accrue` int(11) DEFAULT NULL,
  `min_prio_thresh` int(11) DEFAULT NULL,
  `max_submit_jobs` int(11) DEFAULT NULL,
  `max_tres_pj` text NOT NULL DEFAULT '',
  `max_tres_pn` text NOT NULL DEFAULT '',
  `max_tres_mins_pj` text NOT NULL DEFAULT '',
  `max_tres_run_mins` text NOT NULL DEFAULT '',
  `max_wall_pj` int(11) DEFAULT NULL,
  `grp_jobs` int(11) DEFAULT NULL,
  `grp_jobs_accrue` int(11) DEFAULT NULL,
  `grp_submit_jobs` int(11) DEFAULT NULL,
  `grp_tres` text NOT NULL DEFAULT '',
  `grp_tres_mins` text NOT NULL DEFAULT '',
  `grp_tres_run_mins` text NOT NULL DEFAULT '',
  `grp_wall` int(11) DEFAULT NULL,
  `priority` int(10) unsigned DEFAULT NULL,
  `def_qos_id` int(11) DEFAULT NULL,
  `qos` blob NOT NULL DEFAULT '',
  `delta_qos` blob NOT NULL DEFAULT '',
  PRIMARY KEY (`id_assoc`),
  UNIQUE KEY `udex` (`user`(42),`acct`(42),`partition`(42)),
  KEY `lft` (`lft`),
  KEY `account` (`acct`(42))
) ENGINE=InnoDB AUTO_INCREMENT=23 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_table`
--
-- ORDER BY:  `id_assoc`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_table` VALUES (1795931268,1795931272,0,NULL,0,0,1,'','root','','',0,'/',1,4,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,1,',1,3,','');
INSERT INTO `arch_assoc_table` VALUES (1795931268,1795931268,0,NULL,0,1,2,'root','root','','',1,'/0-root/',2,3,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,3,'','physics','','root',1,'/physics/',0,0,40,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,4,'','bio','','root',1,'/bio/',0,0,60,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931930,0,NULL,0,127,5,'','ops','','root',1,'/ops/',0,0,6,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,6,'','astro','','physics',3,'/physics/astro/',0,0,30,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,7,'','hep','','physics',3,'/physics/hep/',0,0,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,8,'','genomics','','bio',4,'/bio/genomics/',0,0,25,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,127,9,'','neuro','','bio',4,'/bio/neuro/',0,0,35,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,10,'u1','astro','','',6,'/physics/astro/0-u1/',0,0,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,11,'u1','hep','','',7,'/physics/hep/0-u1/',0,0,5,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,12,'u2','astro','','',6,'/physics/astro/0-u2/',0,0,20,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,13,'u2','ops','','',5,'/ops/0-u2/',0,0,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931930,0,NULL,0,1,14,'u3','hep','','',7,'/physics/hep/0-u3/',0,0,7,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,15,'u4','physics','','',3,'/physics/0-u4/',0,0,15,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931930,0,NULL,0,1,16,'u5','genomics','','',8,'/bio/genomics/0-u5/',0,0,1,50,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,17,'u6','genomics','','',8,'/bio/genomics/0-u6/',0,0,2147483647,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,18,'u7','neuro','','',9,'/bio/neuro/0-u7/',0,0,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,19,'u8','neuro','','',9,'/bio/neuro/0-u8/',0,0,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,20,'u8','ops','','',5,'/ops/0-u8/',0,0,2,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931930,1795931930,0,NULL,0,127,21,'','chem','','root',1,'/chem/',0,0,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
/*!40000 ALTER TABLE `arch_assoc_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_day_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,1,1795928400,4866);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,1,1795932000,9781);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,2,1795928400,4866000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,2,1795932000,8597984);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,4,1795928400,336);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,4,1795932000,1601);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,5,1795928400,8866);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,5,1795932000,13519);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,1001,1795932000,426);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,1,1795932000,3448);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,2,1795932000,553984);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,4,1795932000,409);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,5,1795932000,6368);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,1001,1795932000,88);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,1,1795932000,19590);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,2,1795932000,36953856);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,4,1795932000,1153);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,5,1795932000,52946);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,1,1795932000,5224);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,2,1795932000,4753712);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,4,1795932000,464);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,5,1795932000,4919);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,1,1795928400,6770);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,1,1795932000,12275);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,2,1795928400,6770000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,2,1795932000,7445832);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,4,1795928400,464);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,4,1795932000,1485);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,5,1795928400,8280);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,5,1795932000,17812);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,1001,1795928400,648);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,1001,1795932000,1063);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,1,1795928400,15492);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,1,1795932000,38510);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,2,1795928400,21183744);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,2,1795932000,69423776);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,4,1795928400,595);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,4,1795932000,2159);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,5,1795928400,18932);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,5,1795932000,47796);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,1001,1795932000,953);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,1,1795928400,4704);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,1,1795932000,30592);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,2,1795928400,10859712);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,2,1795932000,52925184);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,4,1795928400,604);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,4,1795932000,2858);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,5,1795928400,10508);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,5,1795932000,65869);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,1,1795928400,813);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,1,1795932000,29974);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,2,1795928400,813000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,2,1795932000,23229536);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,4,1795928400,342);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,4,1795932000,2496);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,5,1795928400,2338);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,5,1795932000,38827);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,1001,1795928400,370);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,1001,1795932000,671);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,1,1795928400,4596);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,1,1795932000,8913);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,2,1795928400,14912832);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,2,1795932000,5925320);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,4,1795928400,898);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,4,1795932000,1136);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,5,1795928400,11311);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,5,1795932000,9705);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,1,1795928400,452);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,1,1795932000,1340);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,2,1795928400,925696);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,2,1795932000,120000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,4,1795928400,113);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,4,1795932000,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,5,1795928400,1356);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,5,1795932000,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,1,1795928400,388);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,1,1795932000,1910);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,2,1795928400,776000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,2,1795932000,2292544);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,4,1795928400,97);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,4,1795932000,165);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,5,1795928400,1067);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,5,1795932000,2395);
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_month_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_event_table`
--

DROP TABLE IF EXISTS `arch_event_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_event_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `node_name` tinytext NOT NULL DEFAULT '',
  `extra` text DEFAULT NULL,
  `cluster_nodes` text NOT NULL DEFAULT '',
  `instance_id` text DEFAULT NULL,
  `instance_type` text DEFAULT NULL,
  `reason` tinytext NOT NULL,
  `reason_uid` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `state` int(10) unsigned NOT NULL DEFAULT 0,
  `tres` text NOT NULL DEFAULT '',
  PRIMARY KEY (`node_name`(42),`time_start`),
  KEY `rollup` (`time_start`,`time_end`,`state`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_event_table`
--
-- ORDER BY:  `node_name`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_event_table` WRITE;
/*!40000 ALTER TABLE `arch_event_table` DISABLE KEYS */;
INSERT INTO `arch_event_table` VALUES (0,1795931268,0,'',NULL,'arch-n1',NULL,NULL,'Cluster Registered TRES',4294967294,0,'1=64,2=256000,3=0,4=1,5=253,6=0,7=0,8=0,1001=4,1002=0,1003=0');
INSERT INTO `arch_event_table` VALUES (0,1795931268,1795931268,'arch-n1','(null)','','(null)','(null)','cold-start',0,0,'1=64,2=256000,5=253,1001=4');
INSERT INTO `arch_event_table` VALUES (0,1795932110,1795932111,'arch-n1','(null)','','(null)','(null)','archive_test_down',0,2097185,'1=64,2=256000,5=253,1001=4');
/*!40000 ALTER TABLE `arch_event_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_env_table`
--

DROP TABLE IF EXISTS `arch_job_env_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_env_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `env_hash` text NOT NULL,
  `env_vars` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `env_hash_inx` (`env_hash`(66))
) ENGINE=InnoDB AUTO_INCREMENT=141 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_env_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_env_table` WRITE;
/*!40000 ALTER TABLE `arch_job_env_table` DISABLE KEYS */;
INSERT INTO `arch_job_env_table` VALUES (0,1,'2026-11-29 06:08:33','2:03de5d49197192e8678378c3c6bf700ba0d756bbb0bc2c14d09fa9013f01d0a8','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=16\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=16\n');
INSERT INTO `arch_job_env_table` VALUES (0,2,'2026-11-29 06:33:53','2:0d6f68b2916f3a5fd9c56dbf2b4e3fe0533a5ae2c55c8f0b3be2da7a39d6fbcd','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=1\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,3,'2026-11-29 06:12:13','2:985d9adf5fccf8945dd0897ddf0f380277f71e5768e8e08d0d6bdff4cbe1e7f1','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=24\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=24\n');
INSERT INTO `arch_job_env_table` VALUES (0,4,'2026-11-29 06:11:56','2:dc2891f34279dedd54a8bf878a9ea54bcd83b7a212cd0afc822365eb5d81717d','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
INSERT INTO `arch_job_env_table` VALUES (0,8,'2026-11-29 06:11:53','2:3f570d750a714c883caaaf83fcb5bf12ce5b5fe8ff40c3521120223ed43567f0','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=12\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=12\n');
INSERT INTO `arch_job_env_table` VALUES (0,9,'2026-11-29 06:13:17','2:748067e4c3a3b0b1b99c12f428c05b208809cdaa39bc87f97caa4087a6a16d9e','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=4\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=4\n');
INSERT INTO `arch_job_env_table` VALUES (0,12,'2026-11-29 06:04:58','2:cd271dc8147fad3c171e7746dc0ebec454306628c291b3d727c4b00f54a7ec81','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=48\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=48\n');
INSERT INTO `arch_job_env_table` VALUES (0,19,'2026-11-29 05:52:21','2:b1369c11b1a821e4707f17b8d2f1441ebd1366c5aae01755957e884787592ee0','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:17\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=1\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,31,'2026-11-29 06:06:48','2:adfc320f75e5ee6b603699d2c41b8eb184e56c86a60c882e64410f92eddab859','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=32\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=32\n');
INSERT INTO `arch_job_env_table` VALUES (0,32,'2026-11-29 06:12:49','2:255e59ee18952e650382b19c111bb330a649a4ffe77dd82b15863603598bb9f4','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=2\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=2\n');
INSERT INTO `arch_job_env_table` VALUES (0,53,'2026-11-29 05:58:00','2:43ee3ca84aa2a3cf6f93adddad8ef7ff7b129c15a805cb569f4add073d36a3ea','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=4\nSLURM_NTASKS=4\n');
INSERT INTO `arch_job_env_table` VALUES (0,54,'2026-11-29 06:01:50','2:b251d099d1c458ec1e7d9e71168acdfc07ae56979567f8cd6a9eabc1d895aeb8','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=2\nSLURM_NTASKS=2\n');
INSERT INTO `arch_job_env_table` VALUES (0,55,'2026-11-29 06:04:39','2:8b213451943c7c7011a7c0502471b7ba50b73fb1e87f857e821e18d77d302fe0','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=1\nSLURM_NTASKS=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,76,'2026-11-29 06:00:42','2:8fad3e932918cf84e778ba7ba1cfc21b9dba0dbb3784a158ee812c0aa88f824a','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:70\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
INSERT INTO `arch_job_env_table` VALUES (0,79,'2026-11-29 06:01:24','2:1388a001a76ba378a8b9d7c97ea638f9227f1d4b0bcaee975fdfcfeeffbf6f14','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:76\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=16\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=16\n');
INSERT INTO `arch_job_env_table` VALUES (0,96,'2026-11-29 06:03:58','2:da92eceea4ab851626c9292f394f0967c6124b91792e0fcc7ca4268af9857f3e','IS_SANDBOX=yes\nSHELL=/bin/bash\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/24.11/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/24.11/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPYENV_ROOT=/root/.pyenv\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:85\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
/*!40000 ALTER TABLE `arch_job_env_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_script_table`
--

DROP TABLE IF EXISTS `arch_job_script_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_script_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `script_hash` text NOT NULL,
  `batch_script` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `script_hash_inx` (`script_hash`(66))
) ENGINE=InnoDB AUTO_INCREMENT=141 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_script_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_script_table` WRITE;
/*!40000 ALTER TABLE `arch_job_script_table` DISABLE KEYS */;
INSERT INTO `arch_job_script_table` VALUES (0,1,'2026-11-29 05:54:21','2:414dbecec119b9b0cb18837946aaf8443b301b4a788acace398671dd90cacd82','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 148\n');
INSERT INTO `arch_job_script_table` VALUES (0,2,'2026-11-29 05:48:35','2:52871a6669224d5cd7bbcc255a347210fb70952ef8449e4cf7f2756558900f05','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 162\n');
INSERT INTO `arch_job_script_table` VALUES (0,3,'2026-11-29 05:48:47','2:afb5a38d5833169cc9402a0a68bec2d20d0a352dd89b4357e283a8982e775013','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 84\n');
INSERT INTO `arch_job_script_table` VALUES (0,4,'2026-11-29 05:48:53','2:d9d36838d34e1d260c51704abe9b2829653b9b7b3e7e5bfcd18d5121c7441dec','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 260\n');
INSERT INTO `arch_job_script_table` VALUES (0,5,'2026-11-29 05:55:23','2:52448f5b6e85d930fa514dd663590c0746b653cbaeeb0146d5b01e19caee95c9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 446\n');
INSERT INTO `arch_job_script_table` VALUES (0,6,'2026-11-29 05:50:00','2:b5b3638af40c9f98fc0c3c61707d841af11a15291c4195d3fb341468248b3d35','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 270\n');
INSERT INTO `arch_job_script_table` VALUES (0,7,'2026-11-29 05:51:16','2:681da994c1b927af63515436652419b93d56d903a092f595c8e20d92cc3a4a9a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 311\n');
INSERT INTO `arch_job_script_table` VALUES (0,8,'2026-11-29 05:50:12','2:cabe1ad8aa2971c6f7dc0279f214d991173a33ce0dc85fa77398686f3fcb2124','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 372\n');
INSERT INTO `arch_job_script_table` VALUES (0,9,'2026-11-29 06:10:11','2:92f14065958ae650dba0d4f92d5c8f9dfe1fd597f7119c8d23e1ebeb1cad2e40','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 364\n');
INSERT INTO `arch_job_script_table` VALUES (0,10,'2026-11-29 05:50:51','2:83d9372c4d9ee775a5c6cad2874c47809872ba4698d02eb441ff1c404a986aab','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 156; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,11,'2026-11-29 05:51:00','2:4ef8fc0ee566e3bcf82d1dd53d1805a0540213706ec69e81e884665fb192ab2c','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 153\n');
INSERT INTO `arch_job_script_table` VALUES (0,12,'2026-11-29 06:01:50','2:6cdd1989545db332427e94a13d56b70814aa020dbf041eb6d3737f0610da3d78','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 424\n');
INSERT INTO `arch_job_script_table` VALUES (0,13,'2026-11-29 05:51:08','2:227130919ddcfc8a0a5b284f1bf28de4665f7f1295eca7a380031f2abcb59168','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 319\n');
INSERT INTO `arch_job_script_table` VALUES (0,15,'2026-11-29 05:51:20','2:937873bebeb8924af4c139dfa36c290955734ee864677299f0c4dd3ae70b0fee','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 34\n');
INSERT INTO `arch_job_script_table` VALUES (0,16,'2026-11-29 06:10:31','2:40e7c9ef2226208db444426caf0965dac9639d2e0c6d35f7e6dfb1f9ed180d2b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 185\n');
INSERT INTO `arch_job_script_table` VALUES (0,17,'2026-11-29 05:52:10','2:091067529005719c6adfb4bae6cf14c9a6c69b26dac4d78d7c05294354289cea','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 56\n');
INSERT INTO `arch_job_script_table` VALUES (0,18,'2026-11-29 05:58:50','2:7cce373b493bf2342289271d38f08492d14c8ff5fb8ebd9eb8e854d494cf942a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 120\n');
INSERT INTO `arch_job_script_table` VALUES (0,19,'2026-11-29 05:52:21','2:4929e00621e3c0792ef61e64ac7a7c4122727e7c1e8a6c8bb7c41534152e27c6','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 208\n');
INSERT INTO `arch_job_script_table` VALUES (0,20,'2026-11-29 05:54:08','2:781d6ee5f03c9aea1bacf1b465f51c4a025b9132686bfe651564d96501a3c944','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 93; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,21,'2026-11-29 05:53:05','2:5613c7ec780bf42f26cd1a855751810dfc716fffc3f3254989030d3ecc70bdd8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 32\n');
INSERT INTO `arch_job_script_table` VALUES (0,22,'2026-11-29 05:53:06','2:3cc31c4551dfb2ad38027739ccecbe3ac01e34f6e8414bd966126d11c5698d6b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 158\n');
INSERT INTO `arch_job_script_table` VALUES (0,23,'2026-11-29 05:53:09','2:b0e43e3e23a70936cd7b153d51331550bb271123f159467db98f0529a89bdb3b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 386\n');
INSERT INTO `arch_job_script_table` VALUES (0,24,'2026-11-29 05:53:13','2:5bbc0a3267681e2185b2ee752e0af45d7c9c7c4a4c9c96a921dc747d94068991','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 480\n');
INSERT INTO `arch_job_script_table` VALUES (0,25,'2026-11-29 05:53:17','2:f41a2ce2337b918d50bbaa92f0908fc02f3d1cca9f947cb4a8f87a299de7df6a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 197\n');
INSERT INTO `arch_job_script_table` VALUES (0,27,'2026-11-29 05:53:32','2:40d9aafb285dfc0ab3562db97ebc55a7bedd2b3d0b97e1dbc167aaf160446344','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 177\n');
INSERT INTO `arch_job_script_table` VALUES (0,30,'2026-11-29 06:00:56','2:44ae1f053b3f6489fc328235897db7a5a392437a243fd7a14d386b849ae6d24e','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 147\n');
INSERT INTO `arch_job_script_table` VALUES (0,32,'2026-11-29 05:54:22','2:0d57e43b3994e780817d28cc00c0db7a00a33a3baac46c485d3b49ec19fbc246','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 58\n');
INSERT INTO `arch_job_script_table` VALUES (0,33,'2026-11-29 05:55:07','2:5ce45fcb38300e7a5909c6875a884113d365a2b096268b1ddc56e5c221ec65bb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 279\n');
INSERT INTO `arch_job_script_table` VALUES (0,35,'2026-11-29 05:55:34','2:9a287b68213b060f52e26a891895a1f229f79ffd9b977234f2535b1f5fdd9055','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 40; exit 1\n');
INSERT INTO `arch_job_script_table` VALUES (0,36,'2026-11-29 05:55:44','2:2a2334ec2c353ea83e87a2cfdb46a2f59705abf9346d64635add569aa551b227','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 253\n');
INSERT INTO `arch_job_script_table` VALUES (0,37,'2026-11-29 05:55:49','2:83894b1cfbe37d884a1717bacc11fffe305ddd8951cded6d706c3f1204d6421d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 326\n');
INSERT INTO `arch_job_script_table` VALUES (0,38,'2026-11-29 05:55:53','2:6381e6e730a4c58945f33bf69d862c88f2a570bc944638bccd29cbee0c801b09','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 473\n');
INSERT INTO `arch_job_script_table` VALUES (0,39,'2026-11-29 05:55:54','2:dc7abec7fe8e52fc7794bc9f1ecbc68339c80c4a55ffb592bee172e62834c6ed','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 341\n');
INSERT INTO `arch_job_script_table` VALUES (0,40,'2026-11-29 05:56:00','2:96532a09e7ea87944102b46da99ba66c39a1b25f51b5b57e19f2896079eb45ac','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 115; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,41,'2026-11-29 05:56:11','2:249b8ea03034694815c013e7cacb0a8c639f26a84a433ed7c69bc7bb45f1a6eb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 123\n');
INSERT INTO `arch_job_script_table` VALUES (0,42,'2026-11-29 06:01:50','2:566024a90886448a72ef76820b7ff6f62f5bbf2632d8421b4c23b8d04b731e08','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 350\n');
INSERT INTO `arch_job_script_table` VALUES (0,43,'2026-11-29 05:56:26','2:3123ed033fbb3488d17ff07bba98a44f6d1b4ae6d7a1f9a274200832a86cfb12','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 464\n');
INSERT INTO `arch_job_script_table` VALUES (0,44,'2026-11-29 05:56:31','2:67f4ebec25355ab23caac3c2a5057f233e176e74390d75ad5e777929a313a1a4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 239\n');
INSERT INTO `arch_job_script_table` VALUES (0,45,'2026-11-29 05:56:34','2:9ea54537406142d182d20c8b80db22350ce40b3b8c9492d3b48536b52fffc66f','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 82\n');
INSERT INTO `arch_job_script_table` VALUES (0,46,'2026-11-29 05:56:38','2:505fa17ae03768f3f9e5a4fd1efcd5223bcfd360d568dc60e7832ee57adfc45f','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 456\n');
INSERT INTO `arch_job_script_table` VALUES (0,47,'2026-11-29 05:58:16','2:11f696cf041551a7061835bb1be3cbf772f3aff304a5cbed73177807ff8a5858','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 382\n');
INSERT INTO `arch_job_script_table` VALUES (0,48,'2026-11-29 05:56:45','2:65b92abd5382a5db3db56cc59e018432a7a3f2a583769d68c4de32f06768b4a9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 51\n');
INSERT INTO `arch_job_script_table` VALUES (0,49,'2026-11-29 05:56:48','2:74902b93e873bb971fdf1a76e4af70d57209d8593c1aec7f15fd53e9c1b08284','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 257\n');
INSERT INTO `arch_job_script_table` VALUES (0,50,'2026-11-29 05:56:50','2:1d6761e5e93edd16a24382793de60a12800dbda29c9019b1b9ac704268de9439','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 259\n');
INSERT INTO `arch_job_script_table` VALUES (0,51,'2026-11-29 05:57:08','2:d0acdfd7c24359fd286e5c8cbaa5eea1d384b8373d475731bb8a253037b0c145','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 342\n');
INSERT INTO `arch_job_script_table` VALUES (0,52,'2026-11-29 06:01:50','2:b7624b21ce6506572603d678e82c5808fd24a83e511ade8b508ae263ea0dfcc7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 45\n');
INSERT INTO `arch_job_script_table` VALUES (0,53,'2026-11-29 05:58:00','2:ffabcf187a6000212fde9c25ae3a80559ab421b19b0383f512319e14364d08c8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0\n');
INSERT INTO `arch_job_script_table` VALUES (0,54,'2026-11-29 05:58:00','2:2551a21f254ff5a9e8221d9be20825b7da752063bc640bb488416e67a3f2bcbb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun -n 2 hostname; srun sleep 30\n');
INSERT INTO `arch_job_script_table` VALUES (0,55,'2026-11-29 05:58:00','2:cd01024c7a253b6bf6e2a79bde9aa5cd6fff3ae537ef7bc9a1be6351510d6473','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 5; exit 3\n');
INSERT INTO `arch_job_script_table` VALUES (0,56,'2026-11-29 05:58:00','2:30c8be1749fba470fbc7970f567ca62ac8c2fc25cf979b3adc778546929dfb41','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 5; kill -9 $$\n');
INSERT INTO `arch_job_script_table` VALUES (0,57,'2026-11-29 06:01:50','2:bf4c76fe5c397982660240b4f2e1a94aa1c9a762b306362493de54c8e57b2ca2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 60\n');
INSERT INTO `arch_job_script_table` VALUES (0,58,'2026-11-29 06:04:39','2:34fd4973d0cf171b2a2f23842bebacc31fa87c4e56e92886c1dd865bcfc1c1f7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun sleep 15\n');
INSERT INTO `arch_job_script_table` VALUES (0,59,'2026-11-29 05:58:08','2:cb9cb827a7c1b2b56c46aff7c2ad5e3d17cc00ec2c1737ee97bc29dde32976b0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 228\n');
INSERT INTO `arch_job_script_table` VALUES (0,61,'2026-11-29 05:58:20','2:6db1e5b5b59cfe795c984c57b7d969845017d60e2f9585b4db0434effb45f1e4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 300\n');
INSERT INTO `arch_job_script_table` VALUES (0,63,'2026-11-29 05:58:33','2:503f09108c1c632d9a208ce261d877aa7620f88dc887adf8a465bf993f8be3b1','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 186\n');
INSERT INTO `arch_job_script_table` VALUES (0,64,'2026-11-29 05:58:37','2:a09f841c5904a1e40014537f15b662716c51b27ccdf2cfb6784e9429cbcabda2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 410\n');
INSERT INTO `arch_job_script_table` VALUES (0,66,'2026-11-29 06:04:23','2:38dabfe7eeacbc254250079ad0bb38bf8d01ac41d9602b9b922af9cf2c3e9d3a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 190\n');
INSERT INTO `arch_job_script_table` VALUES (0,67,'2026-11-29 05:58:58','2:36f079efa881fc15a5ab5095e09e61b3a366024c2563f34d1e5bfad607e3aad0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 255\n');
INSERT INTO `arch_job_script_table` VALUES (0,68,'2026-11-29 05:59:24','2:e78fc491158be01dfaf192a59df3fb643d81f6674b082ddde734c4d93bb9ce2e','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 234\n');
INSERT INTO `arch_job_script_table` VALUES (0,69,'2026-11-29 05:59:31','2:8b5fd9dfd9e0560c635f0ebf6279d248c180cb0799b8c439a13b07aa4c721890','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 72\n');
INSERT INTO `arch_job_script_table` VALUES (0,70,'2026-11-29 05:59:52','2:593b7064f96b64cc2e7e73105deb66b7ec0b705a0e2d1ab0cb7bae9edcbc911d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 74\n');
INSERT INTO `arch_job_script_table` VALUES (0,71,'2026-11-29 06:00:07','2:a37ee6bcad28ced6b0e32ab053c79349039893b57ab9db6c7381522f538950b1','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 75\n');
INSERT INTO `arch_job_script_table` VALUES (0,72,'2026-11-29 06:04:58','2:7ffe3ab286ba7b855770e39c5dabd31363034537b4e0476c200c28ae47c2edb9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 76\n');
INSERT INTO `arch_job_script_table` VALUES (0,73,'2026-11-29 06:01:50','2:da6d1257295d5da39ea428c2cb4b41c05b5c611d8f0a2a0834c2b00e7cc04895','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 188\n');
INSERT INTO `arch_job_script_table` VALUES (0,74,'2026-11-29 06:00:27','2:ac67cbb24747dab0b107157565b95f55e0abdd3d56de1f62307b68ed7dd21d30','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 459\n');
INSERT INTO `arch_job_script_table` VALUES (0,75,'2026-11-29 06:00:36','2:96b40f67356a55139cff67fba9a666a77cd1edea29bd82d2451ad7e1ca7b8546','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 236\n');
INSERT INTO `arch_job_script_table` VALUES (0,76,'2026-11-29 06:00:42','2:a5d09da276dd1419856413ac3490be4dd71c365f7685fb3fac98548771af6617','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 431\n');
INSERT INTO `arch_job_script_table` VALUES (0,78,'2026-11-29 06:33:53','2:4ea92885928d6ffd5654d37a5fab062df9aa9807ff3a384622ab216469cdbfce','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 77\n');
INSERT INTO `arch_job_script_table` VALUES (0,79,'2026-11-29 06:01:24','2:a0b3aedd8375e98d86f9d423face1a24a88aebda9d32999ff0c5ede9719ba835','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 65\n');
INSERT INTO `arch_job_script_table` VALUES (0,80,'2026-11-29 06:01:42','2:e244461985de8ed42c6860fc7e230526f9750d10e80232439ea03a5aa0f3bfb7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 156\n');
INSERT INTO `arch_job_script_table` VALUES (0,86,'2026-11-29 06:01:59','2:9618a799d56ad85c2de237156d38d39d752e6e171cf6d29727dd52e1ac2dfae8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 111\n');
INSERT INTO `arch_job_script_table` VALUES (0,87,'2026-11-29 06:02:19','2:0f10df1ac3722e70ffe1284fe0c20d56e033b714f8fc937902a59fa9b12e10d8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 210\n');
INSERT INTO `arch_job_script_table` VALUES (0,88,'2026-11-29 06:02:30','2:b6e697df7f1f8382fa2651aa12aca488d5b9ece37f6dca08331add2c4ac00f7b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 142\n');
INSERT INTO `arch_job_script_table` VALUES (0,89,'2026-11-29 06:02:33','2:0251540ede920dc856f210ed9a5d801a6544cee1c9f85ae649197d3d8ba83842','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 404\n');
INSERT INTO `arch_job_script_table` VALUES (0,90,'2026-11-29 06:02:55','2:130ddc2db97e03b7a9bce8520e9355a27fcf157b61539aae45df1cd12e14479d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 315\n');
INSERT INTO `arch_job_script_table` VALUES (0,91,'2026-11-29 06:03:30','2:218de82225eb50f150aba8f0eece1f847e5d7c1dca0addd80800957aa30980c8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 154\n');
INSERT INTO `arch_job_script_table` VALUES (0,92,'2026-11-29 06:06:00','2:4adbce77ad157d3e07349a504d5565ff331c28dcc6256fb4db0261f67a947cf3','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 291\n');
INSERT INTO `arch_job_script_table` VALUES (0,93,'2026-11-29 06:03:39','2:66cdb1ceb2a3c1c016d6c906dfa4f3ae8630ffda3c2745a6552b620c20f9c651','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 55\n');
INSERT INTO `arch_job_script_table` VALUES (0,94,'2026-11-29 06:03:49','2:e86cf815d7a039b5ab012691a2b33425e382cdfca9f1b0852986a5a486f5ac96','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 340\n');
INSERT INTO `arch_job_script_table` VALUES (0,95,'2026-11-29 06:03:56','2:0ad562341f8512eac6a1b9955d158bc2c8962a5936a1fc145197afc02cea1843','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 31\n');
INSERT INTO `arch_job_script_table` VALUES (0,96,'2026-11-29 06:03:58','2:270600c41342b67ab13a64892e34816a0f485b079189e2040645b9219f7c0752','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 115\n');
INSERT INTO `arch_job_script_table` VALUES (0,97,'2026-11-29 06:04:09','2:597bd42880cbc39ddfcea6628a5e82540925fd8ff54569f654af7265b6f5d8d0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 119\n');
INSERT INTO `arch_job_script_table` VALUES (0,98,'2026-11-29 06:04:10','2:202f0f386330181249590defe7e77730cb5276c9aa2b32ad8f4f5d621759e201','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 200\n');
INSERT INTO `arch_job_script_table` VALUES (0,103,'2026-11-29 06:04:55','2:d4602cd6ff846edfa489d4a6509c9b4f98cd0865ac231acc097634bd95878c24','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 334\n');
INSERT INTO `arch_job_script_table` VALUES (0,105,'2026-11-29 06:05:16','2:1b191b05d6f445d89e1a20b99e6ad08f43cf711eeee67031836bc631fd9aa85d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 240\n');
INSERT INTO `arch_job_script_table` VALUES (0,106,'2026-11-29 06:05:30','2:224babad136a21d77e14485f721f82509ea64ad6a34df4e4447e57871ad2279d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 38\n');
INSERT INTO `arch_job_script_table` VALUES (0,107,'2026-11-29 06:05:54','2:c06d16a0696a3c6fe3b4a882006d93237f1ca8292de7f7913272516885d5caca','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 78\n');
INSERT INTO `arch_job_script_table` VALUES (0,109,'2026-11-29 06:06:38','2:656856f9771c84b704c67923646329f51145d0774822321e265e3c845f04e838','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 109\n');
INSERT INTO `arch_job_script_table` VALUES (0,110,'2026-11-29 06:06:44','2:2caa0988a19d2ef043f20f9406aceb4d8dfec8e2327a19ad71cd503da4ad4d90','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 153; exit 1\n');
INSERT INTO `arch_job_script_table` VALUES (0,111,'2026-11-29 06:06:48','2:ddccf1f36058ddfdaecff67d0fdefadfff5ed617003ad2f9fe7b6d709e9e85fe','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 468\n');
INSERT INTO `arch_job_script_table` VALUES (0,112,'2026-11-29 06:06:53','2:cbee29672b6f5e3125cf62ac88941f9fb342a22467e726669761c485f31c27bc','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 472\n');
INSERT INTO `arch_job_script_table` VALUES (0,113,'2026-11-29 06:06:56','2:5f09f02bc75739de82e364e0728597a196148f2d7ac489e7ce289fc9996bd89e','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 67\n');
INSERT INTO `arch_job_script_table` VALUES (0,114,'2026-11-29 06:07:09','2:300596911439bba4dba46b9e3a19c9a2d9ba25c9ab2339f2a12aed6444d11ac5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 252\n');
INSERT INTO `arch_job_script_table` VALUES (0,115,'2026-11-29 06:07:38','2:d2edcc201c18dcf4c334c2aeb428e95813717b1ec589ea6e1ede95d1d9baf031','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 369\n');
INSERT INTO `arch_job_script_table` VALUES (0,116,'2026-11-29 06:08:23','2:d6578126d17e5c6168198ba2c818f5579c08f5ea611323eab8c3fad69ad4dfaa','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 149\n');
INSERT INTO `arch_job_script_table` VALUES (0,117,'2026-11-29 06:08:33','2:ce24297401313dcb322e8174047e49529c87e40156b56af45c6150c7af8ffad0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 190; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,118,'2026-11-29 06:08:40','2:2a20fe076d9c52c2ebb6e7af152b4d1d623aff8798c7aab926d5d9d6476de88a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 466\n');
INSERT INTO `arch_job_script_table` VALUES (0,119,'2026-11-29 06:09:10','2:b877fde1d6fd1baf7cbc9ac8bb920feb8f4f54986b60ba93778079a94229edd4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 398\n');
INSERT INTO `arch_job_script_table` VALUES (0,120,'2026-11-29 06:09:12','2:08535383f7598874817b6f2ad3e69f4af55e29b99a5d55e826c57908b2bd36b9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 394\n');
INSERT INTO `arch_job_script_table` VALUES (0,121,'2026-11-29 06:09:57','2:397dfdd98abf92a12056bac7a9ca0eb4c8523e68aaa69ed5500a95295edb39dd','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 85\n');
INSERT INTO `arch_job_script_table` VALUES (0,122,'2026-11-29 06:10:08','2:b2b51ee4b06d63ff98fb2a61f23eece48557c52e851431fc90733a1803a240a0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 265\n');
INSERT INTO `arch_job_script_table` VALUES (0,125,'2026-11-29 06:11:16','2:324a323ac2d896d3a8c1d97aad96c89fe420f3609fd5d1778837881e056d4c27','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 43\n');
INSERT INTO `arch_job_script_table` VALUES (0,126,'2026-11-29 06:11:26','2:8881d0586487c2b0ba50f1064e425cfeb65d261e7e7a5e249903610df28799c1','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 116\n');
INSERT INTO `arch_job_script_table` VALUES (0,127,'2026-11-29 06:11:41','2:5f0931abfb3237b06f3f607857c1fe0033f8effb77dd18d354a95ece767a5059','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 275\n');
INSERT INTO `arch_job_script_table` VALUES (0,128,'2026-11-29 06:11:42','2:ff08897d534387a1f71735defaf1f682834ecabf501fbbc778215b3ef628378c','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 409\n');
INSERT INTO `arch_job_script_table` VALUES (0,129,'2026-11-29 06:12:49','2:803263b55d62b0681bfe1f414b7cfb83906498635e0754205f11c40ccf3b55a7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 83\n');
INSERT INTO `arch_job_script_table` VALUES (0,130,'2026-11-29 06:11:56','2:ef8cbd9251e9fe45438297accfbd68af860d8490073fcc5f16fd79f1b8abfc31','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 86\n');
INSERT INTO `arch_job_script_table` VALUES (0,131,'2026-11-29 06:12:13','2:3cb7d516a0a79d5ce67664c51aa0bac528fff512d926b491791fb1797cd9f5bf','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 141\n');
INSERT INTO `arch_job_script_table` VALUES (0,133,'2026-11-29 06:13:17','2:12ea3686dbc9b4455544984454f18ac91942f2f3a34f9fc6772133c509b5d6a1','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 115; exit 42\n');
/*!40000 ALTER TABLE `arch_job_script_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_table`
--

DROP TABLE IF EXISTS `arch_job_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_table` (
  `job_db_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `account` tinytext DEFAULT NULL,
  `admin_comment` text DEFAULT NULL,
  `array_task_str` text DEFAULT NULL,
  `array_max_tasks` int(10) unsigned NOT NULL DEFAULT 0,
  `array_task_pending` int(10) unsigned NOT NULL DEFAULT 0,
  `constraints` text DEFAULT '',
  `container` text DEFAULT NULL,
  `cpus_req` int(10) unsigned NOT NULL,
  `derived_ec` int(10) unsigned NOT NULL DEFAULT 0,
  `derived_es` text DEFAULT NULL,
  `env_hash_inx` bigint(20) unsigned NOT NULL DEFAULT 0,
  `exit_code` int(10) unsigned NOT NULL DEFAULT 0,
  `extra` text DEFAULT NULL,
  `flags` int(10) unsigned NOT NULL DEFAULT 0,
  `failed_node` tinytext DEFAULT NULL,
  `job_name` tinytext NOT NULL,
  `id_assoc` int(10) unsigned NOT NULL,
  `id_array_job` int(10) unsigned NOT NULL DEFAULT 0,
  `id_array_task` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `id_block` tinytext DEFAULT NULL,
  `id_job` int(10) unsigned NOT NULL,
  `id_qos` int(10) unsigned NOT NULL DEFAULT 0,
  `id_resv` int(10) unsigned NOT NULL,
  `id_wckey` int(10) unsigned NOT NULL,
  `id_user` int(10) unsigned NOT NULL,
  `id_group` int(10) unsigned NOT NULL,
  `het_job_id` int(10) unsigned NOT NULL,
  `het_job_offset` int(10) unsigned NOT NULL,
  `kill_requid` int(10) unsigned DEFAULT NULL,
  `state_reason_prev` int(10) unsigned NOT NULL,
  `licenses` text DEFAULT NULL,
  `mcs_label` tinytext DEFAULT '',
  `mem_req` bigint(20) unsigned NOT NULL DEFAULT 0,
  `nodelist` text DEFAULT NULL,
  `nodes_alloc` int(10) unsigned NOT NULL,
  `node_inx` text DEFAULT NULL,
  `partition` tinytext NOT NULL,
  `priority` int(10) unsigned NOT NULL,
  `qos_req` text DEFAULT NULL,
  `restart_cnt` smallint(5) unsigned DEFAULT 0,
  `script_hash_inx` bigint(20) unsigned NOT NULL DEFAULT 0,
  `state` int(10) unsigned NOT NULL,
  `timelimit` int(10) unsigned NOT NULL DEFAULT 0,
  `time_submit` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_eligible` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_suspended` bigint(20) unsigned NOT NULL DEFAULT 0,
  `gres_used` text NOT NULL DEFAULT '',
  `wckey` tinytext NOT NULL DEFAULT '',
  `work_dir` text NOT NULL DEFAULT '',
  `std_err` text NOT NULL DEFAULT '',
  `std_in` text NOT NULL DEFAULT '',
  `std_out` text NOT NULL DEFAULT '',
  `submit_line` longtext DEFAULT NULL,
  `system_comment` text DEFAULT NULL,
  `tres_alloc` text NOT NULL DEFAULT '',
  `tres_req` text NOT NULL DEFAULT '',
  PRIMARY KEY (`job_db_inx`),
  UNIQUE KEY `id_job` (`id_job`,`time_submit`),
  KEY `old_tuple` (`id_job`,`id_assoc`,`time_submit`),
  KEY `rollup` (`time_eligible`,`time_end`),
  KEY `rollup2` (`time_end`,`time_eligible`),
  KEY `nodes_alloc` (`nodes_alloc`),
  KEY `wckey` (`id_wckey`),
  KEY `qos` (`id_qos`),
  KEY `association` (`id_assoc`),
  KEY `array_job` (`id_array_job`),
  KEY `het_job` (`het_job_id`),
  KEY `reserv` (`id_resv`),
  KEY `sacct_def` (`id_user`,`time_start`,`time_end`),
  KEY `sacct_def2` (`id_user`,`time_end`,`time_eligible`),
  KEY `env_hash_inx` (`env_hash_inx`),
  KEY `script_hash_inx` (`script_hash_inx`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB AUTO_INCREMENT=5180978607926500355 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_table`
--
-- ORDER BY:  `job_db_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_table` WRITE;
/*!40000 ALTER TABLE `arch_job_table` DISABLE KEYS */;
INSERT INTO `arch_job_table` VALUES (5180978605130624000,1795931452,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w0',10,0,4294967294,NULL,3,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',1756,NULL,0,1,3,8,1795931303,1795931303,1795931303,1795931452,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w0 -p batch -c 16 -A astro -t 8 --wrap sleep 148',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605142922240,1795931478,1,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,20,NULL,'w1',14,0,4294967294,NULL,4,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',11516,'low',0,2,3,4,1795931315,1795931315,1795931316,1795931478,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w1 -p debug -c 1 --gres=gpu:4 --qos=low -t 4 --wrap sleep 162',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1,1001=4','1=1,2=1000,4=1,5=1,1001=4');
INSERT INTO `arch_job_table` VALUES (5180978605155219456,1795931412,1,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w2',16,0,4294967294,NULL,5,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','batch',1912,NULL,0,3,3,7,1795931327,1795931327,1795931327,1795931412,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w2 -p batch -c 24 -A genomics --mem-per-cpu=4000M -t 7 --wrap sleep 84',NULL,'1=24,2=96000,3=18446744073709551614,4=1,5=47','1=24,2=96000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (5180978605161371648,1795931594,1,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w3',15,0,4294967294,NULL,6,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',47294,NULL,0,4,3,9,1795931333,1795931333,1795931334,1795931594,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w3 -p prio -c 8 -A physics -t 9 --wrap sleep 260',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605207470080,1795931723,1,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w4',18,0,4294967294,NULL,7,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',80128,NULL,0,5,1024,11,1795931378,1795931378,1795931378,1795931723,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605230010368,1795931683,1,'hep',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w5',14,0,4294967294,NULL,8,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',36217,'low',0,6,3,10,1795931400,1795931400,1795931413,1795931683,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w5 -p batch -c 24 --qos=low -t 10 --wrap sleep 270',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=29','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (5180978605233101824,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,16,NULL,'w6',12,0,4294967294,NULL,9,1,0,0,2002,2002,0,4294967294,0,8,NULL,'',4096,'None assigned',0,NULL,'batch',26701,NULL,0,7,4,10,1795931403,1795931726,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w6 -p batch -c 16 --mem=4G --nice=50 -t 10 --wrap sleep 311',NULL,'','1=16,2=4096,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (5180978605242332160,1795931453,1,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,16,NULL,'w7',15,0,4294967294,NULL,10,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776308,'None assigned',0,NULL,'batch',10023,NULL,0,8,4,11,1795931412,1795931412,0,1795931453,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w7 -p batch -c 12 --mem-per-cpu=500M -t 11 --wrap sleep 372',NULL,'','1=12,2=6000,4=1,5=13');
INSERT INTO `arch_job_table` VALUES (5180978605248499712,1795931783,1,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w8',18,0,4294967294,NULL,11,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',32768,'arch-n1',1,'0','batch',68241,NULL,0,9,3,10,1795931418,1795931418,1795931418,1795931783,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w8 -p batch -c 4 --mem=32G -t 10 --wrap sleep 364',NULL,'1=4,2=32768,3=18446744073709551614,4=1,5=12','1=4,2=32768,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (5180978605282310144,1795931609,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,512,NULL,20,NULL,'w9',17,0,4294967294,NULL,12,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',63397,NULL,0,10,5,6,1795931451,1795931451,1795931452,1795931609,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w9 -p prio -c 4 -A genomics --nice=500 -t 6 --wrap sleep 156; exit 2',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605291558912,1795931636,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,24,NULL,'w10',10,0,4294967294,NULL,13,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',39089,NULL,0,11,3,7,1795931460,1795931460,1795931483,1795931636,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w10 -p prio -c 16 -A astro -t 7 --wrap sleep 153',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=39','1=16,2=16000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (5180978605292590080,1795932110,1,'physics',NULL,NULL,0,0,'',NULL,48,4294967294,NULL,12,256,NULL,20,NULL,'w11',15,0,4294967294,NULL,14,3,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','debug',20608,'low',0,12,7,13,1795931461,1795931461,1795931723,1795932110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w11 -p debug -c 48 --mem=64G --qos=low -t 13 --wrap sleep 424',NULL,'1=48,2=65536,3=18446744073709551614,4=1,5=48','1=48,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (5180978605299772416,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,16,NULL,'w12',10,0,4294967294,NULL,15,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',34961,NULL,0,13,4,8,1795931468,1795931468,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w12 -p batch -c 8 --mem-per-cpu=1000M -t 8 --wrap sleep 319',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605307973632,1795934880,1,'astro',NULL,'0xF',2,4,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w13',10,16,4294967294,NULL,16,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',34897,NULL,0,7,4,8,1795931476,1795931476,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w13 -p batch -c 4 -A astro -t 8 --array=0-3%2 --wrap sleep 311',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605312076800,1795931637,1,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w14',10,0,4294967294,NULL,17,3,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',37849,'low',0,15,3,3,1795931480,1795931480,1795931603,1795931637,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w14 -p prio -c 1 -A astro --qos=low --nice=2000 -t 3 --wrap sleep 34',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605324394496,1795931923,1,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w15',17,0,4294967294,NULL,18,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',59849,NULL,0,16,3,8,1795931492,1795931492,1795931738,1795931923,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w15 -p batch -c 1 --gres=gpu:2 -t 8 --wrap sleep 185',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=5,1001=2','1=1,2=1000,4=1,5=5,1001=2');
INSERT INTO `arch_job_table` VALUES (5180978605363324928,1795932574,1,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w16',18,0,4294967294,NULL,19,2,0,0,2007,2007,0,4294967294,NULL,16,NULL,'',16384,'arch-n1',1,'0','batch',0,'high',0,17,3,3,1795931530,1795931872,1795932518,1795932574,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w16 -p batch -c 4 -A neuro --mem=16G --qos=high -t 3 --hold --wrap sleep 56',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=8','1=4,2=16384,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605367429120,1795931603,1,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w17',16,0,4294967294,NULL,20,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',56516,'low',0,18,4,6,1795931534,1795931534,1795931603,1795931603,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w17 -p prio -c 1 --qos=low -t 6 --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605374606336,1795931588,1,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,19,0,NULL,16,NULL,'w18',11,0,4294967294,NULL,21,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',32768,'None assigned',0,NULL,'batch',18195,NULL,0,19,4,6,1795931541,0,0,1795931588,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w18 -p batch -c 1 -A hep --mem=32G -t 6 --dependency=afterany:17 --wrap sleep 208',NULL,'','1=1,2=32768,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605376661504,1795931741,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,512,NULL,24,NULL,'w19',16,22,3,NULL,22,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',55564,NULL,0,20,5,5,1795931543,1795931545,1795931648,1795931741,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978605419697152,1795931680,1,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w20',14,0,4294967294,NULL,23,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',14797,'low',0,21,3,5,1795931585,1795931585,1795931648,1795931680,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w20 -p prio -c 4 --qos=low --nice=100 -t 5 --wrap sleep 32',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605420729344,1795933294,1,'neuro',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w21',18,0,4294967294,NULL,24,1,0,0,2007,2007,0,4294967294,NULL,9,NULL,'',9223372036854776308,'arch-n1',1,'0','batch',68546,NULL,0,22,3,7,1795931586,1795931826,1795933135,1795933294,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w21 -p batch -c 24 --mem-per-cpu=500M -t 7 --begin=now+4minutes --wrap sleep 158',NULL,'1=24,2=12000,3=18446744073709551614,4=1,5=26','1=24,2=12000,4=1,5=26');
INSERT INTO `arch_job_table` VALUES (5180978605423820800,1795931703,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w22',16,0,4294967294,NULL,25,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'prio',55562,NULL,0,23,4,11,1795931589,1795931589,0,1795931703,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w22 -p prio -c 4 -A genomics --mem=1G -t 11 --wrap sleep 386',NULL,'','1=4,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605427924992,1795932592,1,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w23',16,0,4294967294,NULL,26,1,0,0,2005,2005,0,4294967294,NULL,16,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',0,NULL,0,24,3,12,1795931593,1795931831,1795932112,1795932592,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w23 -p debug -c 16 -A genomics -t 12 --hold --wrap sleep 480',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=16','1=16,2=16000,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (5180978605432028160,1795931806,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,16,NULL,'w24',10,0,4294967294,NULL,27,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854777808,'None assigned',0,NULL,'prio',49095,'high',0,25,4,7,1795931597,1795931597,0,1795931806,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w24 -p prio -c 16 --mem-per-cpu=2000M --qos=high -t 7 --wrap sleep 197',NULL,'','1=16,2=32000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (5180978605437969408,1795931696,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,512,NULL,24,NULL,'w19',16,22,0,NULL,28,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',55583,NULL,0,20,5,5,1795931543,1795931545,1795931603,1795931696,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978605447409664,1795933504,1,'genomics',NULL,NULL,0,0,'',NULL,48,0,NULL,12,0,NULL,20,NULL,'w25',17,0,4294967294,NULL,29,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','batch',61584,'low',0,27,3,5,1795931612,1795931612,1795933327,1795933504,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w25 -p batch -c 48 --mem=4G --qos=low -t 5 --wrap sleep 177',NULL,'1=48,2=4096,3=18446744073709551614,4=1,5=49','1=48,2=4096,4=1,5=49');
INSERT INTO `arch_job_table` VALUES (5180978605453330432,1795931711,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,512,NULL,24,NULL,'w19',16,22,1,NULL,30,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',55583,NULL,0,20,5,5,1795931543,1795931545,1795931618,1795931711,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978605484052480,1795931741,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,512,NULL,24,NULL,'w19',16,22,2,NULL,31,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',55633,NULL,0,20,5,5,1795931543,1795931545,1795931648,1795931741,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978605488387072,1795931900,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w26',16,0,4294967294,NULL,32,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',51628,NULL,0,30,3,7,1795931652,1795931652,1795931753,1795931900,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w26 -p batch,prio -c 8 -t 7 --wrap sleep 147',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605497612288,1795934880,1,'genomics',NULL,NULL,0,0,'',NULL,32,0,NULL,31,0,NULL,16,NULL,'w27',16,0,4294967294,NULL,33,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',53012,'low',0,1,4,8,1795931661,1795931661,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w27 -p batch -c 32 --mem-per-cpu=1000M --qos=low -t 8 --wrap sleep 148',NULL,'','1=32,2=32000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (5180978605498645504,1795931811,1,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w28',15,0,4294967294,NULL,34,2,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','prio',36537,'high',0,32,3,6,1795931662,1795931662,1795931753,1795931811,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w28 -p batch,prio -c 2 --mem=16G --qos=high -t 6 --wrap sleep 58',NULL,'1=2,2=16384,3=18446744073709551614,4=1,5=12','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978605544764416,1795932322,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,16,NULL,'w29',10,0,4294967294,NULL,35,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',65536,'None assigned',0,NULL,'batch',44983,'high',0,33,4,10,1795931707,1795931707,0,1795932322,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w29 -p batch -c 8 -A astro --mem=64G --qos=high -t 10 --wrap sleep 279',NULL,'','1=8,2=65536,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (5180978605561194496,1795932154,1,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,16,NULL,'w4',18,0,4294967294,NULL,7,1,0,0,2007,2007,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'prio',71794,NULL,1,5,4,11,1795931723,1795931844,0,1795932154,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605572446208,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w30',10,0,4294967294,NULL,36,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'prio',38896,NULL,0,35,4,9,1795931734,1795931734,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w30 -p prio -c 4 --mem=1G -t 9 --wrap sleep 40; exit 1',NULL,'','1=4,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605582696448,1795932619,1,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,16,NULL,'w31',16,0,4294967294,NULL,37,3,0,0,2005,2005,0,4294967294,0,8,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',52756,'low',0,36,4,6,1795931744,1795932560,0,1795932619,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w31 -p batch -c 16 --qos=low -t 6 --wrap sleep 253',NULL,'','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605587824640,1795932438,1,'hep',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w32',14,0,4294967294,NULL,38,3,0,0,2003,2003,0,4294967294,NULL,9,NULL,'',1024,'arch-n1',1,'0','debug',20208,'low',0,37,3,8,1795931749,1795932049,1795932112,1795932438,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w32 -p debug -c 24 --mem=1G --gres=gpu:3 --qos=low -t 8 --begin=now+5minutes --wrap sleep 326',NULL,'1=24,2=1024,3=18446744073709551614,4=1,5=24,1001=3','1=24,2=1024,4=1,5=24,1001=3');
INSERT INTO `arch_job_table` VALUES (5180978605591928832,1795931896,1,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w33',19,0,4294967294,NULL,39,1,0,0,2008,2008,0,4294967294,0,0,NULL,'',8192,'arch-n1',1,'0','prio',80555,NULL,0,38,4,11,1795931753,1795931753,1795931783,1795931896,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w33 -p prio -c 4 --mem=8G --nice=10 -t 11 --wrap sleep 473',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=12','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (5180978605592961024,1795934224,1,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w34',16,0,4294967294,NULL,40,3,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','prio',56900,'low',0,39,3,9,1795931754,1795931754,1795933883,1795934224,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w34 -p prio -c 24 --mem=64G --qos=low -t 9 --wrap sleep 341',NULL,'1=24,2=65536,3=18446744073709551614,4=1,5=80','1=24,2=65536,4=1,5=80');
INSERT INTO `arch_job_table` VALUES (5180978605599117312,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,16,NULL,'w35',10,0,4294967294,NULL,41,1,0,0,2001,2001,0,4294967294,0,8,NULL,'',8192,'None assigned',0,NULL,'batch',34867,NULL,0,40,4,7,1795931760,1795932054,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w35 -p batch -c 2 -A astro --mem=8G --gres=gpu:1 -t 7 --wrap sleep 115; exit 2',NULL,'','1=2,2=8192,4=1,5=6,1001=1');
INSERT INTO `arch_job_table` VALUES (5180978605610391552,1795932891,1,'hep',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,16,NULL,'w36',11,0,4294967294,NULL,42,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'prio',22198,NULL,0,41,4,5,1795931771,1795931771,0,1795932891,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w36 -p prio -c 2 -A hep -t 5 --wrap sleep 123',NULL,'','1=2,2=2000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605614495744,1795932110,1,'neuro',NULL,NULL,0,0,'',NULL,2,4294967294,NULL,32,256,NULL,20,NULL,'w37',18,0,4294967294,NULL,43,2,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','batch',78198,'high',0,42,7,10,1795931775,1795931775,1795931812,1795932110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w37 -p batch -c 2 --mem=1G --qos=high -t 10 --wrap sleep 350',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=2','1=2,2=1024,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605625768960,1795934183,1,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w38',14,0,4294967294,NULL,44,1,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','prio',13899,NULL,0,43,6,6,1795931786,1795931786,1795933814,1795934183,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w38 -p prio -c 4 --mem=8G -t 6 --wrap sleep 464',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=12','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (5180978605630897152,1795932711,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,24,NULL,'w39',10,0,4294967294,NULL,45,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','batch',45086,'high',0,44,6,2,1795931791,1795931791,1795932578,1795932711,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w39 -p batch -c 16 -A astro --mem=8G --qos=high -t 2 --wrap sleep 239',NULL,'1=16,2=8192,3=18446744073709551614,4=1,5=18','1=16,2=8192,4=1,5=18');
INSERT INTO `arch_job_table` VALUES (5180978605633977344,1795934880,1,'physics',NULL,NULL,0,0,'',NULL,32,0,NULL,31,0,NULL,16,NULL,'w40',15,0,4294967294,NULL,46,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',65536,'None assigned',0,NULL,'batch',27025,NULL,0,45,4,7,1795931794,1795931794,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w40 -p batch -c 32 -A physics --mem=64G -t 7 --wrap sleep 82',NULL,'','1=32,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (5180978605638081536,1795933883,1,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,20,NULL,'w41',17,0,4294967294,NULL,47,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','batch',61027,'low',0,46,6,6,1795931798,1795931798,1795933504,1795933883,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w41 -p batch -c 12 --mem=16G --qos=low -t 6 --wrap sleep 456',NULL,'1=12,2=16384,3=18446744073709551614,4=1,5=16','1=12,2=16384,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (5180978605641161728,1795934880,1,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,16,NULL,'w42',15,0,4294967294,NULL,48,3,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',25532,'low',0,47,4,9,1795931801,1795931801,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w42 -p batch -c 2 -A physics --mem-per-cpu=1000M --gres=gpu:2 --qos=low --nice=2000 -t 9 --wrap sleep 382',NULL,'','1=2,2=2000,4=1,5=6,1001=2');
INSERT INTO `arch_job_table` VALUES (5180978605645271040,1795932004,1,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w43',19,0,4294967294,NULL,49,3,0,0,2008,2008,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'batch',77562,'low',0,48,4,3,1795931805,1795931805,0,1795932004,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w43 -p batch -c 4 --mem=1G --gres=gpu:4 --qos=low -t 3 --wrap sleep 51',NULL,'','1=4,2=1024,4=1,5=12,1001=4');
INSERT INTO `arch_job_table` VALUES (5180978605648364544,1795934215,1,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w44',10,0,4294967294,NULL,50,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','prio',38850,NULL,0,49,3,7,1795931808,1795931808,1795933958,1795934215,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w44 -p prio -c 1 --mem-per-cpu=4000M -t 7 --wrap sleep 257',NULL,'1=1,2=4000,3=18446744073709551614,4=1,5=3','1=1,2=4000,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978605650419712,1795933062,1,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w45',17,0,4294967294,NULL,51,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','batch',59866,NULL,0,50,3,6,1795931810,1795931810,1795932803,1795933062,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w45 -p batch -c 2 --mem=4G --gres=gpu:2 -t 6 --wrap sleep 259',NULL,'1=2,2=4096,3=18446744073709551614,4=1,5=7,1001=2','1=2,2=4096,4=1,5=7,1001=2');
INSERT INTO `arch_job_table` VALUES (5180978605668865024,1795934234,1,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,20,NULL,'w46',16,0,4294967294,NULL,52,3,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',52692,'low',0,51,3,11,1795931828,1795931828,1795933892,1795934234,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w46 -p batch,prio -c 12 -A genomics --qos=low -t 11 --wrap sleep 342',NULL,'1=12,2=12000,3=18446744073709551614,4=1,5=29','1=12,2=12000,4=1,5=14');
INSERT INTO `arch_job_table` VALUES (5180978605714978816,1795932110,1,'astro',NULL,NULL,0,0,'',NULL,1,4294967294,NULL,2,256,NULL,24,NULL,'w47',10,0,4294967294,NULL,53,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','prio',48852,'high',0,52,7,5,1795931873,1795931873,1795932083,1795932110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w47 -p prio -c 1 --mem=8G --qos=high -t 5 --wrap sleep 45',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=6','1=1,2=8192,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978605721345024,1795932308,1,'astro',NULL,NULL,0,0,'',NULL,4,256,NULL,53,0,NULL,20,NULL,'steps1',10,0,4294967294,NULL,54,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',34897,NULL,0,53,3,60,1795931880,1795931880,1795932263,1795932308,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u1 --gid=u1 -A astro -n 4 -J steps1 --wrap srun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605721351168,1795932293,1,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,54,0,NULL,20,NULL,'steps2',16,0,4294967294,NULL,55,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',51532,NULL,0,54,3,60,1795931880,1795931880,1795932263,1795932293,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u5 --gid=u5 -n 2 -J steps2 --wrap srun -n 2 hostname; srun sleep 30',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605721357312,1795932268,1,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,55,768,NULL,20,NULL,'fail3',14,0,4294967294,NULL,56,1,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',18182,NULL,0,55,5,60,1795931880,1795931880,1795932263,1795932268,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u3 --gid=u3 -n 1 -J fail3 --wrap sleep 5; exit 3',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605721364480,1795932268,1,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,55,9,NULL,20,NULL,'sigkill',18,0,4294967294,NULL,57,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',68182,NULL,0,56,5,60,1795931880,1795931880,1795932263,1795932268,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u7 --gid=u7 -n 1 -J sigkill --wrap sleep 5; kill -9 $$',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605721370624,1795932110,1,'ops',NULL,NULL,0,0,'',NULL,2,4294967294,NULL,54,256,NULL,24,NULL,'inresv',13,0,4294967294,NULL,58,1,1,0,2002,2002,0,4294967294,NULL,14,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',101532,NULL,0,57,7,60,1795931880,1795932002,1795932083,1795932110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605721376768,1795932294,1,'physics',NULL,NULL,2,0,'',NULL,1,0,NULL,55,0,NULL,20,NULL,'arrsteps',15,59,3,NULL,59,1,0,0,2004,2004,0,4294967294,NULL,72,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',9849,NULL,0,58,3,60,1795931880,1795932279,1795932279,1795932294,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605730350080,1795932049,1,'ops',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w48',20,0,4294967294,NULL,60,1,0,0,2008,2008,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','prio',105565,NULL,0,59,6,2,1795931888,1795931888,1795931903,1795932049,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w48 -p prio -c 4 -A ops --mem-per-cpu=2000M -t 2 --wrap sleep 228',NULL,'1=4,2=8000,3=18446744073709551614,4=1,5=11','1=4,2=8000,4=1,5=11');
INSERT INTO `arch_job_table` VALUES (5180978605738550272,1795934880,1,'genomics',NULL,'0xFF',0,8,'',NULL,1,0,NULL,2,0,NULL,16,NULL,'w49',16,61,4294967294,NULL,61,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854779808,'None assigned',0,NULL,'batch',52517,'low',0,47,4,9,1795931896,1795931896,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w49 -p batch -c 1 --mem-per-cpu=4000M --qos=low -t 9 --array=0-7 --wrap sleep 382',NULL,'','1=1,2=4000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605741864960,1795931930,1,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,16,NULL,'tocancelR',17,0,4294967294,NULL,62,1,0,0,2006,2006,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',59849,NULL,0,61,4,4294967294,1795931900,1795931900,0,1795931930,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelR --wrap sleep 300',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605741872128,1795931930,1,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,16,NULL,'tocancelP',17,0,4294967294,NULL,63,1,0,0,2006,2006,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',59849,NULL,0,61,4,4294967294,1795931900,1795932500,0,1795931930,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelP --begin=now+600 --wrap sleep 300',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605755982848,1795932987,1,'ops',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w50',13,0,4294967294,NULL,64,3,0,0,2002,2002,0,4294967294,NULL,16,NULL,'',8192,'arch-n1',1,'0','batch',0,'low',0,63,3,7,1795931913,1795932089,1795932801,1795932987,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w50 -p batch -c 4 -A ops --mem=8G --qos=low -t 7 --hold --wrap sleep 186',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=6','1=4,2=8192,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978605760099328,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w51',10,0,4294967294,NULL,65,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776308,'None assigned',0,NULL,'batch',44896,'high',0,64,4,12,1795931917,1795931917,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w51 -p batch -c 4 --mem-per-cpu=500M --qos=high -t 12 --wrap sleep 410',NULL,'','1=4,2=2000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605772845056,1795932383,1,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,20,NULL,'tosuspend',19,0,4294967294,NULL,66,1,0,0,2008,2008,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',76516,NULL,0,18,3,60,1795931930,1795931930,1795932263,1795932383,30,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u8 --gid=u8 -A neuro -n 1 -J tosuspend --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605774450688,1795932263,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w52',10,0,4294967294,NULL,67,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','debug',43896,NULL,0,66,1024,7,1795931932,1795931932,1795932112,1795932263,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w52 -p debug -c 4 -A astro --mem=1G -t 7 --wrap sleep 190',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=4','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605780604928,1795934880,1,'physics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w53',15,0,4294967294,NULL,68,2,0,0,2004,2004,0,4294967294,0,0,NULL,'',65536,'arch-n1',1,'0','batch',20108,'high',0,67,4,10,1795931938,1795931938,1795934629,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w53 -p batch -c 16 --mem=64G --qos=high -t 10 --wrap sleep 255',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (5180978605807245312,1795932422,1,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w54',14,0,4294967294,NULL,69,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','debug',28232,'low',0,68,3,8,1795931964,1795931964,1795932188,1795932422,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w54 -p debug -c 4 -A hep --mem-per-cpu=2000M --qos=low -t 8 --wrap sleep 234',NULL,'1=4,2=8000,3=18446744073709551614,4=1,5=4','1=4,2=8000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605814422528,1795934030,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w55',16,0,4294967294,NULL,70,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',51618,NULL,0,69,3,6,1795931971,1795931971,1795933958,1795934030,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w55 -p batch -c 8 -A genomics --mem-per-cpu=1000M --nice=10 -t 6 --wrap sleep 72',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=9','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605835939840,1795932352,1,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w56',12,0,4294967294,NULL,71,1,0,0,2002,2002,0,4294967294,NULL,15,NULL,'',65536,'arch-n1',1,'0','prio',44018,NULL,0,70,3,3,1795931992,1795931992,1795932278,1795932352,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w56 -p prio -c 2 --mem=64G -t 3 --wrap sleep 74',NULL,'1=2,2=65536,3=18446744073709551614,4=1,5=36','1=2,2=65536,4=1,5=36');
INSERT INTO `arch_job_table` VALUES (5180978605851322368,1795933598,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w57',12,0,4294967294,NULL,72,3,0,0,2002,2002,0,4294967294,NULL,15,NULL,'',2048,'arch-n1',1,'0','batch',41087,'low',0,71,3,5,1795932007,1795932007,1795933523,1795933598,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w57 -p batch -c 8 --mem=2G --qos=low -t 5 --wrap sleep 75',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=8','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605858499584,1795932188,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w58',16,0,4294967294,NULL,73,3,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',16384,'arch-n1',1,'0','debug',57722,'low',0,72,3,3,1795932014,1795932014,1795932112,1795932188,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w58 -p debug -c 4 --mem=16G --qos=low -t 3 --wrap sleep 76',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=4','1=4,2=16384,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605863627776,1795932110,1,'genomics',NULL,NULL,0,0,'',NULL,4,4294967294,NULL,9,256,NULL,24,NULL,'w59',17,0,4294967294,NULL,74,1,0,0,2006,2006,0,4294967294,NULL,15,NULL,'',9223372036854777808,'arch-n1',1,'0','debug',64411,NULL,0,73,7,6,1795932019,1795932019,1795932083,1795932110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w59 -p debug -c 4 -A genomics --mem-per-cpu=2000M -t 6 --wrap sleep 188',NULL,'1=4,2=8000,3=18446744073709551614,4=1,5=4','1=4,2=8000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605871827968,1795933073,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,16,NULL,'w60',12,0,4294967294,NULL,75,3,0,0,2002,2002,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'batch',41024,'low',0,74,4,11,1795932027,1795932027,0,1795933073,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w60 -p batch -c 4 --mem=1G --qos=low -t 11 --wrap sleep 459',NULL,'','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605881054208,1795933741,1,'genomics',NULL,NULL,0,0,'',NULL,32,0,NULL,31,0,NULL,20,NULL,'w61',17,0,4294967294,NULL,76,3,0,0,2006,2006,0,4294967294,NULL,15,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',56858,'low',0,75,3,7,1795932036,1795932036,1795933504,1795933741,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w61 -p batch -c 32 --qos=low -t 7 --wrap sleep 236',NULL,'1=32,2=32000,3=18446744073709551614,4=1,5=39','1=32,2=32000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (5180978605887206400,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,76,0,NULL,16,NULL,'w62',10,0,4294967294,NULL,77,3,0,0,2001,2001,0,4294967294,0,2,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',33397,'low',0,76,4,11,1795932042,1795934031,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w62 -p batch -c 8 -A astro --qos=low -t 11 --dependency=afterany:70 --wrap sleep 431',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978605901559808,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,16,NULL,'w63',10,0,4294967294,NULL,78,3,0,0,2001,2001,0,4294967294,0,15,NULL,'',2048,'None assigned',0,NULL,'batch',33285,'low',0,30,4,8,1795932056,1795932056,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w63 -p batch -c 1 --mem=2G --qos=low -t 8 --wrap sleep 147',NULL,'','1=1,2=2048,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978605906688000,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,7,NULL,79,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',19211,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978605930266624,1795933813,1,'neuro',NULL,NULL,0,0,'',NULL,16,0,NULL,79,0,NULL,24,NULL,'w65',18,0,4294967294,NULL,80,1,0,0,2007,2007,0,4294967294,NULL,2,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',61294,NULL,0,79,6,1,1795932084,1795933741,1795933748,1795933813,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w65 -p batch -c 16 --nice=2000 -t 1 --dependency=afterany:76 --wrap sleep 65',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978605948717056,1795932263,1,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w66',18,0,4294967294,NULL,81,2,0,0,2007,2007,0,4294967294,0,0,NULL,'',4096,'arch-n1',1,'0','debug',82165,'high',0,80,4,6,1795932102,1795932102,1795932112,1795932263,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w66 -p debug -c 8 -A neuro --mem=4G --qos=high -t 6 --wrap sleep 156',NULL,'1=8,2=4096,3=18446744073709551614,4=1,5=8','1=8,2=4096,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605957233664,1795933135,1,'physics',NULL,NULL,0,0,'',NULL,48,0,NULL,12,0,NULL,20,NULL,'w11',15,0,4294967294,NULL,14,3,0,0,2004,2004,0,4294967294,NULL,9,NULL,'',65536,'arch-n1',1,'0','debug',19967,'low',1,12,3,13,1795932110,1795932231,1795932711,1795933135,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w11 -p debug -c 48 --mem=64G --qos=low -t 13 --wrap sleep 424',NULL,'1=48,2=65536,3=18446744073709551614,4=1,5=48','1=48,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (5180978605957233665,1795933362,1,'neuro',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,20,NULL,'w37',18,0,4294967294,NULL,43,2,0,0,2007,2007,0,4294967294,NULL,9,NULL,'',1024,'arch-n1',1,'0','batch',88454,'high',1,42,3,10,1795932110,1795932231,1795933012,1795933362,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w37 -p batch -c 2 --mem=1G --qos=high -t 10 --wrap sleep 350',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=2','1=2,2=1024,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605957233666,1795932848,1,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w47',10,0,4294967294,NULL,53,2,0,0,2001,2001,0,4294967294,NULL,9,NULL,'',8192,'arch-n1',1,'0','prio',46288,'high',1,52,3,5,1795932110,1795932231,1795932803,1795932848,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w47 -p prio -c 1 --mem=8G --qos=high -t 5 --wrap sleep 45',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=6','1=1,2=8192,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978605957233667,1795932292,1,'ops',NULL,NULL,0,0,'',NULL,2,0,NULL,54,0,NULL,20,NULL,'inresv',13,0,4294967294,NULL,58,1,1,0,2002,2002,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',55378,NULL,1,57,3,60,1795932110,1795932231,1795932232,1795932292,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978605957233668,1795932627,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w59',17,0,4294967294,NULL,74,1,0,0,2006,2006,0,4294967294,NULL,9,NULL,'',9223372036854777808,'arch-n1',1,'0','debug',79796,NULL,1,73,3,6,1795932110,1795932231,1795932439,1795932627,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w59 -p debug -c 4 -A genomics --mem-per-cpu=2000M -t 6 --wrap sleep 188',NULL,'1=4,2=8000,3=18446744073709551614,4=1,5=4','1=4,2=8000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978605966137344,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,16,NULL,'w67',12,0,4294967294,NULL,82,1,0,0,2002,2002,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'batch',40345,NULL,0,86,4,7,1795932119,1795932119,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w67 -p batch -c 24 --mem-per-cpu=1000M -t 7 --wrap sleep 111',NULL,'','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (5180978605986631680,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,16,NULL,'w68',10,0,4294967294,NULL,83,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',2048,'None assigned',0,NULL,'batch',42395,'high',0,87,4,9,1795932139,1795932139,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w68 -p batch -c 8 --mem=2G --qos=high -t 9 --wrap sleep 210',NULL,'','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978605997904896,1795932945,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w69',10,0,4294967294,NULL,84,1,0,0,2001,2001,0,4294967294,NULL,16,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',0,NULL,0,88,3,4,1795932150,1795932509,1795932803,1795932945,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w69 -p batch -c 4 -A astro -t 4 --hold --wrap sleep 142',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978606000986112,1795934629,1,'astro',NULL,NULL,0,0,'',NULL,32,0,NULL,31,0,NULL,20,NULL,'w70',12,0,4294967294,NULL,85,1,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','prio',43987,NULL,0,89,3,10,1795932153,1795932153,1795934224,1795934629,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w70 -p prio -c 32 -A astro --mem=64G --nice=500 -t 10 --wrap sleep 404',NULL,'1=32,2=65536,3=18446744073709551614,4=1,5=96','1=32,2=65536,4=1,5=96');
INSERT INTO `arch_job_table` VALUES (5180978606023539712,1795933928,1,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w71',10,0,4294967294,NULL,86,2,0,0,2001,2001,0,4294967294,NULL,16,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',0,'high',0,90,3,7,1795932175,1795932436,1795933613,1795933928,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w71 -p prio -c 2 --mem-per-cpu=1000M --qos=high -t 7 --hold --wrap sleep 315',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=4','1=2,2=2000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978606059401216,1795932984,1,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w72',15,0,4294967294,NULL,87,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',16384,'arch-n1',1,'0','batch',8729,NULL,0,91,4,4,1795932210,1795932210,1795932893,1795932984,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w72 -p batch -c 2 --mem=16G --nice=500 -t 4 --wrap sleep 154',NULL,'1=2,2=16384,3=18446744073709551614,4=1,5=6','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978606062482432,1795933349,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w73',16,0,4294967294,NULL,88,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',47717,NULL,0,92,3,7,1795932213,1795932213,1795933058,1795933349,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w73 -p batch,prio -c 4 -t 7 --wrap sleep 291',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978606068635648,1795932453,1,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w74',18,0,4294967294,NULL,89,2,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','batch',73102,'high',0,93,3,2,1795932219,1795932219,1795932398,1795932453,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w74 -p batch -c 4 --mem=4G --qos=high -t 2 --wrap sleep 55',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=5','1=4,2=4096,4=1,5=5');
INSERT INTO `arch_job_table` VALUES (5180978606078884864,1795933953,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w75',12,0,4294967294,NULL,90,3,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','prio',48432,'low',0,94,3,7,1795932229,1795932229,1795933613,1795933953,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w75 -p prio -c 4 --mem=8G --qos=low -t 7 --wrap sleep 340',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=12','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (5180978606086061056,1795932549,1,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,24,NULL,'w76',17,0,4294967294,NULL,91,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',65097,'low',0,95,3,4,1795932236,1795932236,1795932518,1795932549,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w76 -p prio -c 4 --mem=4G --qos=low -t 4 --wrap sleep 31',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978606088116224,1795934748,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,96,0,NULL,24,NULL,'w77',16,0,4294967294,NULL,92,1,0,0,2005,2005,0,4294967294,NULL,2,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',51628,NULL,0,96,3,3,1795932238,1795934629,1795934633,1795934748,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w77 -p batch -c 8 -A genomics --mem-per-cpu=1000M -t 3 --dependency=afterany:85 --wrap sleep 115',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=9','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (5180978606099394560,1795932590,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w78',16,0,4294967294,NULL,93,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',2048,'arch-n1',1,'0','batch',51625,NULL,0,97,6,1,1795932249,1795932249,1795932518,1795932590,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w78 -p batch -c 8 --mem=2G -t 1 --wrap sleep 119',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=8','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606100425728,1795933001,1,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,20,NULL,'w79',15,0,4294967294,NULL,94,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','debug',18864,NULL,0,98,3,7,1795932250,1795932250,1795932801,1795933001,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w79 -p debug -c 2 -A physics --mem=1G --gres=gpu:1 -t 7 --wrap sleep 200',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=2,1001=1','1=2,2=1024,4=1,5=2,1001=1');
INSERT INTO `arch_job_table` VALUES (5180978606113804288,1795932609,1,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w52',10,0,4294967294,NULL,67,1,0,0,2001,2001,0,4294967294,0,9,NULL,'',1024,'arch-n1',1,'0','debug',43896,NULL,1,66,4,7,1795932263,1795932384,1795932453,1795932609,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w52 -p debug -c 4 -A astro --mem=1G -t 7 --wrap sleep 190',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=4','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978606113805312,1795932278,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,20,NULL,'arrsteps',15,59,0,NULL,95,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',200000,NULL,0,58,3,60,1795931880,1795931880,1795932263,1795932278,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978606113805313,1795932278,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,20,NULL,'arrsteps',15,59,1,NULL,96,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',200000,NULL,0,58,3,60,1795931880,1795931880,1795932263,1795932278,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978606129769472,1795932294,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,55,0,NULL,20,NULL,'arrsteps',15,59,2,NULL,97,1,0,0,2004,2004,0,4294967294,NULL,72,NULL,'',9223372036854776808,'arch-n1',1,'0','debug',200000,NULL,0,58,3,60,1795931880,1795932279,1795932279,1795932294,0,'','','/tmp','','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (5180978606146552832,1795932643,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w80',17,0,4294967294,NULL,98,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','debug',70158,'low',0,103,3,9,1795932295,1795932295,1795932309,1795932643,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w80 -p debug -c 8 --mem=1G --qos=low -t 9 --wrap sleep 334',NULL,'1=8,2=1024,3=18446744073709551614,4=1,5=8','1=8,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606149632000,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,48,0,NULL,12,0,NULL,16,NULL,'w81',12,0,4294967294,NULL,99,1,0,0,2002,2002,0,4294967294,0,8,NULL,'',4096,'None assigned',0,NULL,'batch',43918,NULL,0,72,4,5,1795932298,1795932847,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w81 -p batch -c 48 --mem=4G -t 5 --wrap sleep 76',NULL,'','1=48,2=4096,4=1,5=49');
INSERT INTO `arch_job_table` VALUES (5180978606168075264,1795933376,1,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,20,NULL,'w82',17,0,4294967294,NULL,100,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',65016,'low',0,105,3,9,1795932316,1795932316,1795933135,1795933376,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w82 -p prio -c 2 -A genomics --mem=4G --qos=low --nice=50 -t 9 --wrap sleep 240',NULL,'1=2,2=4096,3=18446744073709551614,4=1,5=6','1=2,2=4096,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (5180978606182448128,1795932631,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,24,NULL,'w83',10,0,4294967294,NULL,101,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',35089,NULL,0,106,3,2,1795932330,1795932330,1795932593,1795932631,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w83 -p batch -c 16 --mem-per-cpu=1000M -t 2 --wrap sleep 38',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978606207037440,1795932517,1,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w84',17,0,4294967294,NULL,102,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','debug',69095,NULL,0,107,3,3,1795932354,1795932354,1795932439,1795932517,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w84 -p debug -c 16 --mem-per-cpu=2000M -t 3 --wrap sleep 78',NULL,'1=16,2=32000,3=18446744073709551614,4=1,5=16','1=16,2=32000,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (5180978606213189632,1795934880,1,'astro',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,16,NULL,'w85',10,0,4294967294,NULL,103,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'prio',39021,NULL,0,92,4,8,1795932360,1795932360,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w85 -p prio -c 12 --mem=1G -t 8 --wrap sleep 291',NULL,'','1=12,2=1024,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (5180978606252119040,1795932548,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w86',12,0,4294967294,NULL,104,1,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',2048,'arch-n1',1,'0','debug',52292,NULL,0,109,3,3,1795932398,1795932398,1795932439,1795932548,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w86 -p debug -c 8 -A astro --mem=2G -t 3 --wrap sleep 109',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=8','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606258275328,1795932956,1,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,256,NULL,24,NULL,'w87',17,0,4294967294,NULL,105,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','batch',59866,NULL,0,110,5,5,1795932404,1795932404,1795932803,1795932956,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w87 -p batch -c 2 --mem-per-cpu=2000M --gres=gpu:1 -t 5 --wrap sleep 153; exit 1',NULL,'1=2,2=4000,3=18446744073709551614,4=1,5=4,1001=1','1=2,2=4000,4=1,5=4,1001=1');
INSERT INTO `arch_job_table` VALUES (5180978606262380544,1795932426,1,'astro',NULL,NULL,0,0,'',NULL,32,0,NULL,31,0,NULL,16,NULL,'w88',10,0,4294967294,NULL,106,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',32768,'None assigned',0,NULL,'prio',49346,'high',0,111,4,13,1795932408,1795932408,0,1795932426,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w88 -p prio -c 32 -A astro --mem=32G --qos=high -t 13 --wrap sleep 468',NULL,'','1=32,2=32768,4=1,5=80');
INSERT INTO `arch_job_table` VALUES (5180978606267508736,1795934364,1,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,20,NULL,'w89',16,0,4294967294,NULL,107,3,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',56716,'low',0,112,3,11,1795932413,1795932413,1795933892,1795934364,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w89 -p prio -c 1 -A genomics --mem-per-cpu=1000M --qos=low -t 11 --wrap sleep 472',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978606270588928,1795933320,1,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w90',10,0,4294967294,NULL,108,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','batch',34964,NULL,0,113,3,4,1795932416,1795932416,1795933253,1795933320,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w90 -p batch -c 8 --mem=16G -t 4 --wrap sleep 67',NULL,'1=8,2=16384,3=18446744073709551614,4=1,5=12','1=8,2=16384,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (5180978606283931648,1795934705,1,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w91',16,0,4294967294,NULL,109,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','prio',55756,NULL,0,114,3,6,1795932429,1795932429,1795934453,1795934705,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w91 -p prio -c 16 --mem=16G -t 6 --wrap sleep 252',NULL,'1=16,2=16384,3=18446744073709551614,4=1,5=40','1=16,2=16384,4=1,5=40');
INSERT INTO `arch_job_table` VALUES (5180978606313653248,1795934880,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,16,NULL,'w92',16,0,4294967294,NULL,110,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'batch',52725,'low',0,115,4,11,1795932458,0,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w92 -p batch -c 8 --mem=1G --qos=low --nice=100 -t 11 --wrap sleep 369',NULL,'','1=8,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606359754752,1795933891,1,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,0,NULL,20,NULL,'w93',12,0,4294967294,NULL,111,3,0,0,2002,2002,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',48622,'low',0,116,3,8,1795932503,1795932923,1795933741,1795933891,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w93 -p prio -c 16 --qos=low -t 8 --begin=now+7minutes --wrap sleep 149',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=39','1=16,2=16000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (5180978606370011136,1795933326,1,'ops',NULL,NULL,0,0,'',NULL,16,0,NULL,1,512,NULL,20,NULL,'w94',13,0,4294967294,NULL,112,3,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',94572,'low',0,117,5,5,1795932513,1795932513,1795933135,1795933326,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w94 -p batch -c 16 -A ops --qos=low --nice=50 -t 5 --wrap sleep 190; exit 2',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (5180978606377189376,1795934280,1,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,9,0,NULL,20,NULL,'w95',14,0,4294967294,NULL,113,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',11097,'low',0,118,3,12,1795932520,1795932520,1795933814,1795934280,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w95 -p batch,prio -c 4 --qos=low -t 12 --wrap sleep 466',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (5180978606407926784,1795934880,1,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,16,NULL,'w96',16,0,4294967294,NULL,114,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',32768,'None assigned',0,NULL,'batch',49544,NULL,0,119,4,10,1795932550,1795932550,0,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w96 -p batch -c 2 --mem=32G --nice=2000 -t 10 --wrap sleep 398',NULL,'','1=2,2=32768,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (5180978606409990144,1795932760,1,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,16,NULL,'w97',16,0,4294967294,NULL,115,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',8192,'None assigned',0,NULL,'prio',56890,'low',0,120,4,11,1795932552,1795932552,0,1795932760,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w97 -p prio -c 12 -A genomics --mem=8G --qos=low -t 11 --wrap sleep 394',NULL,'','1=12,2=8192,4=1,5=28');
INSERT INTO `arch_job_table` VALUES (5180978606456111104,1795933158,1,'hep',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w98',14,0,4294967294,NULL,116,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','batch',11066,'low',0,121,3,4,1795932597,1795932597,1795933073,1795933158,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w98 -p batch -c 2 --mem=4G --gres=gpu:1 --qos=low -t 4 --wrap sleep 85',NULL,'1=2,2=4096,3=18446744073709551614,4=1,5=5,1001=1','1=2,2=4096,4=1,5=5,1001=1');
INSERT INTO `arch_job_table` VALUES (5180978606467389440,1795934880,1,'physics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w99',15,0,4294967294,NULL,117,2,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776808,'arch-n1',1,'0','batch',36884,'high',0,122,4,7,1795932608,1795932608,1795934629,1795934880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w99 -p batch -c 24 --gres=gpu:3 --qos=high -t 7 --wrap sleep 265',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=35,1001=3','1=24,2=24000,4=1,5=35,1001=3');
INSERT INTO `arch_job_table` VALUES (5180978606470491136,1795934178,1,'hep',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w100',11,0,4294967294,NULL,118,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','prio',22292,NULL,0,9,3,12,1795932611,1795932611,1795933813,1795934178,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w100 -p prio -c 8 -A hep --mem=1G -t 12 --wrap sleep 364',NULL,'1=8,2=1024,3=18446744073709551614,4=1,5=16','1=8,2=1024,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (5180978606490997760,1795933243,1,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w101',18,0,4294967294,NULL,119,1,0,0,2007,2007,0,4294967294,NULL,16,NULL,'',9223372036854776308,'arch-n1',1,'0','batch',0,NULL,0,16,3,6,1795932631,1795933025,1795933058,1795933243,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w101 -p batch -c 8 --mem-per-cpu=500M -t 6 --hold --wrap sleep 185',NULL,'1=8,2=4000,3=18446744073709551614,4=1,5=8','1=8,2=4000,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606537096192,1795933045,1,'hep',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,20,NULL,'w102',11,0,4294967294,NULL,120,2,0,0,2001,2001,0,4294967294,NULL,9,NULL,'',4096,'arch-n1',1,'0','debug',37355,'high',0,125,3,6,1795932676,1795932856,1795933001,1795933045,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w102 -p debug -c 12 -A hep --mem=4G --gres=gpu:2 --qos=high -t 6 --begin=now+3minutes --wrap sleep 43',NULL,'1=12,2=4096,3=18446744073709551614,4=1,5=12,1001=2','1=12,2=4096,4=1,5=12,1001=2');
INSERT INTO `arch_job_table` VALUES (5180978606547344384,1795932803,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w103',17,0,4294967294,NULL,121,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',2048,'arch-n1',1,'0','debug',70159,'low',0,126,3,7,1795932686,1795932686,1795932686,1795932803,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w103 -p debug -c 8 --mem=2G --qos=low -t 7 --wrap sleep 116',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=8','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606562727936,1795933519,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,20,NULL,'w104',17,0,4294967294,NULL,122,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','prio',63959,NULL,0,127,3,7,1795932701,1795932701,1795933244,1795933519,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w104 -p prio -c 8 --mem=4G -t 7 --wrap sleep 275',NULL,'1=8,2=4096,3=18446744073709551614,4=1,5=18','1=8,2=4096,4=1,5=18');
INSERT INTO `arch_job_table` VALUES (5180978606563760128,1795933823,1,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w105',16,0,4294967294,NULL,123,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','batch',51637,NULL,0,128,6,5,1795932702,1795932702,1795933508,1795933823,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w105 -p batch -c 8 -A genomics --mem-per-cpu=4000M -t 5 --wrap sleep 409',NULL,'1=8,2=32000,3=18446744073709551614,4=1,5=15','1=8,2=32000,4=1,5=15');
INSERT INTO `arch_job_table` VALUES (5180978606575040512,1795934311,1,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,8,0,NULL,24,NULL,'w106',15,0,4294967294,NULL,124,2,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','batch',36706,'high',0,129,3,4,1795932713,1795932713,1795934228,1795934311,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w106 -p batch -c 12 --mem-per-cpu=4000M --qos=high -t 4 --wrap sleep 83',NULL,'1=12,2=48000,3=18446744073709551614,4=1,5=23','1=12,2=48000,4=1,5=23');
INSERT INTO `arch_job_table` VALUES (5180978606578119680,1795932801,1,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,0,NULL,24,NULL,'w107',15,0,4294967294,NULL,125,3,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','debug',36831,'low',0,130,6,1,1795932716,1795932716,1795932728,1795932801,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w107 -p debug -c 8 --mem-per-cpu=2000M --qos=low -t 1 --wrap sleep 86',NULL,'1=8,2=16000,3=18446744073709551614,4=1,5=8','1=8,2=16000,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606595543040,1795934453,1,'astro',NULL,NULL,0,0,'',NULL,24,0,NULL,3,0,NULL,20,NULL,'w108',10,0,4294967294,NULL,126,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','batch',45214,'high',0,131,3,4,1795932733,1795932733,1795934311,1795934453,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w108 -p batch -c 24 --mem=16G --gres=gpu:3 --qos=high -t 4 --wrap sleep 141',NULL,'1=24,2=16384,3=18446744073709551614,4=1,5=34,1001=3','1=24,2=16384,4=1,5=34,1001=3');
INSERT INTO `arch_job_table` VALUES (5180978606632443904,1795934041,1,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,32,0,NULL,24,NULL,'w109',10,0,4294967294,NULL,127,1,0,0,2001,2001,0,4294967294,NULL,16,NULL,'',9223372036854776808,'arch-n1',1,'0','prio',0,NULL,0,129,3,7,1795932769,1795933071,1795933958,1795934041,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w109 -p batch,prio -c 2 -t 7 --hold --wrap sleep 83',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=4','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (5180978606661133312,1795933251,1,'ops',NULL,NULL,0,0,'',NULL,4,0,NULL,9,10752,NULL,20,NULL,'w110',20,0,4294967294,NULL,128,3,0,0,2008,2008,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','prio',86102,'low',0,133,5,9,1795932797,1795932797,1795933135,1795933251,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w110 -p batch,prio -c 4 -A ops --mem=16G --qos=low -t 9 --wrap sleep 115; exit 42',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=16','1=4,2=16384,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (5180978606666872832,1795932880,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,0,NULL,129,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',20440,'high',0,78,3,6,1795932061,1795932062,1795932803,1795932880,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926498304,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,1,NULL,130,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926499328,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,2,NULL,131,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926499329,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,3,NULL,132,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926500352,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,4,NULL,133,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926500353,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,5,NULL,134,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (5180978607926500354,1795934110,1,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,0,NULL,24,NULL,'w64',15,79,6,NULL,135,2,0,0,2004,2004,0,4294967294,NULL,15,NULL,'',8192,'arch-n1',1,'0','batch',70852,'high',0,78,3,6,1795932061,1795932062,1795934033,1795934110,0,'','','/tmp','','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w64 -p batch -c 1 --mem=8G --qos=high -t 6 --array=0-7 --wrap sleep 77',NULL,'1=1,2=8192,3=18446744073709551614,4=1,5=3','1=1,2=8192,4=1,5=3');
/*!40000 ALTER TABLE `arch_job_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_last_ran_table`
--

DROP TABLE IF EXISTS `arch_last_ran_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_last_ran_table` (
  `hourly_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  `daily_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  `monthly_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`hourly_rollup`,`daily_rollup`,`monthly_rollup`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_last_ran_table`
--
-- ORDER BY:  `hourly_rollup`,`daily_rollup`,`monthly_rollup`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_last_ran_table` WRITE;
/*!40000 ALTER TABLE `arch_last_ran_table` DISABLE KEYS */;
INSERT INTO `arch_last_ran_table` VALUES (1795935600,1795931744,1795931744);
/*!40000 ALTER TABLE `arch_last_ran_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_day_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_day_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_qos_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_hour_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,1,1795928400,4832);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,1,1795932000,3543);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,2,1795928400,4832000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,2,1795932000,3962096);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,4,1795928400,302);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,4,1795932000,939);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,5,1795928400,8798);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,5,1795932000,4605);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,1,1795932000,6238);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,2,1795932000,4635888);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,4,1795932000,662);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,5,1795932000,8914);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,1001,1795932000,426);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,1,1795928400,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,2,1795928400,34000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,4,1795928400,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,5,1795928400,68);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,1,1795932000,2920);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,2,1795932000,373760);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,4,1795932000,365);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,5,1795932000,5840);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,1,1795932000,528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,2,1795932000,180224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,4,1795932000,44);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,5,1795932000,528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,1001,1795932000,88);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,1,1795932000,15230);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,2,1795932000,31614976);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,4,1795932000,588);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,5,1795932000,42416);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,1,1795932000,4360);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,2,1795932000,5338880);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,4,1795932000,565);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,5,1795932000,10530);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,1,1795932000,1424);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,2,1795932000,174000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,4,1795932000,87);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,5,1795932000,174);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,1,1795932000,3800);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,2,1795932000,4579712);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,4,1795932000,377);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,5,1795932000,4745);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,1,1795932000,1481);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,2,1795932000,3027848);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,4,1795932000,374);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,5,1795932000,4433);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,1,1795928400,6770);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,1,1795932000,10794);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,2,1795928400,6770000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,2,1795932000,4417984);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,4,1795928400,464);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,4,1795932000,1111);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,5,1795928400,8280);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,5,1795932000,13379);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,1001,1795928400,648);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,1001,1795932000,1063);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,1,1795928400,2080);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,1,1795932000,642);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,2,1795928400,2080000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,2,1795932000,1755744);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,4,1795928400,260);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,4,1795932000,351);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,5,1795928400,4940);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,5,1795932000,1006);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,1001,1795932000,200);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,1,1795928400,116);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,1,1795932000,11652);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,2,1795928400,950272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,2,1795932000,31503808);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,4,1795928400,58);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,4,1795932000,1201);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,5,1795928400,696);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,5,1795932000,20574);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,1001,1795932000,753);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,1,1795928400,13296);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,1,1795932000,26216);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,2,1795928400,18153472);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,2,1795932000,36164224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,4,1795928400,277);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,4,1795932000,607);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,5,1795928400,13296);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,5,1795932000,26216);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,1,1795928400,4704);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,1,1795932000,17528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,2,1795928400,10859712);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,2,1795932000,24756224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,4,1795928400,604);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,4,1795932000,1627);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,5,1795928400,10508);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,5,1795932000,27423);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,1,1795932000,13064);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,2,1795932000,28168960);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,4,1795932000,1231);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,5,1795932000,38446);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,1,1795928400,813);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,1,1795932000,5132);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,2,1795928400,813000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,2,1795932000,7015264);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,4,1795928400,342);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,4,1795932000,980);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,5,1795928400,2338);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,5,1795932000,9483);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,1001,1795928400,370);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,1001,1795932000,671);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,1,1795932000,24842);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,2,1795932000,16214272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,4,1795932000,1516);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,5,1795932000,29344);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,1,1795928400,4220);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,1,1795932000,6341);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,2,1795928400,14720320);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,2,1795932000,3693000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,4,1795928400,710);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,4,1795932000,414);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,5,1795928400,10935);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,5,1795932000,6854);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,1,1795928400,376);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,1,1795932000,2572);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,2,1795928400,192512);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,2,1795932000,2232320);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,4,1795928400,188);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,4,1795932000,722);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,5,1795928400,376);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,5,1795932000,2851);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,1,1795928400,452);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,1,1795932000,1340);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,2,1795928400,925696);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,2,1795932000,120000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,4,1795928400,113);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,4,1795932000,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,5,1795928400,1356);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,5,1795932000,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,1,1795928400,388);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,1,1795932000,1446);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,2,1795928400,776000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,2,1795932000,392000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,4,1795928400,97);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,4,1795932000,49);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,5,1795928400,1067);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,5,1795932000,539);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,1,1795932000,464);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,2,1795932000,1900544);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,4,1795932000,116);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,5,1795932000,1856);
/*!40000 ALTER TABLE `arch_qos_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_month_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_month_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_qos_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_resv_table`
--

DROP TABLE IF EXISTS `arch_resv_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_resv_table` (
  `id_resv` int(10) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `assoclist` text NOT NULL DEFAULT '',
  `flags` bigint(20) unsigned NOT NULL DEFAULT 0,
  `nodelist` text NOT NULL DEFAULT '',
  `node_inx` text NOT NULL DEFAULT '',
  `resv_name` text NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `tres` text NOT NULL DEFAULT '',
  `unused_wall` double unsigned NOT NULL DEFAULT 0,
  `comment` text DEFAULT NULL,
  PRIMARY KEY (`id_resv`,`time_start`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_resv_table`
--
-- ORDER BY:  `id_resv`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_resv_table` WRITE;
/*!40000 ALTER TABLE `arch_resv_table` DISABLE KEYS */;
INSERT INTO `arch_resv_table` VALUES (1,13,'1',32832,'arch-n1','0','arch_resv1',1795932000,1795932720,'1=8',698.25,NULL);
/*!40000 ALTER TABLE `arch_resv_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_step_table`
--

DROP TABLE IF EXISTS `arch_step_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_step_table` (
  `job_db_inx` bigint(20) unsigned NOT NULL,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `exit_code` int(11) NOT NULL DEFAULT 0,
  `id_step` int(11) NOT NULL,
  `step_het_comp` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `kill_requid` int(10) unsigned DEFAULT NULL,
  `nodelist` text NOT NULL,
  `nodes_alloc` int(10) unsigned NOT NULL,
  `node_inx` text DEFAULT NULL,
  `state` smallint(5) unsigned NOT NULL,
  `step_name` text NOT NULL,
  `task_cnt` int(10) unsigned NOT NULL,
  `task_dist` int(11) NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_suspended` bigint(20) unsigned NOT NULL DEFAULT 0,
  `user_sec` bigint(20) unsigned NOT NULL DEFAULT 0,
  `user_usec` int(10) unsigned NOT NULL DEFAULT 0,
  `sys_sec` bigint(20) unsigned NOT NULL DEFAULT 0,
  `sys_usec` int(10) unsigned NOT NULL DEFAULT 0,
  `act_cpufreq` double unsigned NOT NULL DEFAULT 0,
  `consumed_energy` bigint(20) unsigned NOT NULL DEFAULT 0,
  `container` text DEFAULT NULL,
  `req_cpufreq_min` int(10) unsigned NOT NULL DEFAULT 0,
  `req_cpufreq` int(10) unsigned NOT NULL DEFAULT 0,
  `req_cpufreq_gov` int(10) unsigned NOT NULL DEFAULT 0,
  `submit_line` longtext DEFAULT NULL,
  `tres_alloc` text NOT NULL DEFAULT '',
  `tres_usage_in_ave` text NOT NULL DEFAULT '',
  `tres_usage_in_max` text NOT NULL DEFAULT '',
  `tres_usage_in_max_taskid` text NOT NULL DEFAULT '',
  `tres_usage_in_max_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_in_min` text NOT NULL DEFAULT '',
  `tres_usage_in_min_taskid` text NOT NULL DEFAULT '',
  `tres_usage_in_min_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_in_tot` text NOT NULL DEFAULT '',
  `tres_usage_out_ave` text NOT NULL DEFAULT '',
  `tres_usage_out_max` text NOT NULL DEFAULT '',
  `tres_usage_out_max_taskid` text NOT NULL DEFAULT '',
  `tres_usage_out_max_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_out_min` text NOT NULL DEFAULT '',
  `tres_usage_out_min_taskid` text NOT NULL DEFAULT '',
  `tres_usage_out_min_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_out_tot` text NOT NULL DEFAULT '',
  PRIMARY KEY (`job_db_inx`,`id_step`,`step_het_comp`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_step_table`
--
-- ORDER BY:  `job_db_inx`,`id_step`,`step_het_comp`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_step_table` WRITE;
/*!40000 ALTER TABLE `arch_step_table` DISABLE KEYS */;
INSERT INTO `arch_step_table` VALUES (5180978605130624000,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931303,1795931452,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605142922240,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931316,1795931478,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1,1001=4','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605155219456,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931327,1795931412,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=96000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605161371648,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931334,1795931594,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605207470080,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931378,1795931723,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605230010368,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931413,1795931683,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605248499712,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931418,1795931783,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605282310144,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931452,1795931609,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605291558912,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931483,1795931636,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605292590080,1,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931723,1795932110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605312076800,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931603,1795931637,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605324394496,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931738,1795931923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605363324928,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932518,1795932574,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605367429120,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931603,1795931603,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605376661504,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931648,1795931741,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605419697152,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931648,1795931680,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605420729344,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933135,1795933294,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=12000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605427924992,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932112,1795932592,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605437969408,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931603,1795931696,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605447409664,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933327,1795933504,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605453330432,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931618,1795931711,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605484052480,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931648,1795931741,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605488387072,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931753,1795931900,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605498645504,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931753,1795931811,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605587824640,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932112,1795932438,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=1024,4=1,1001=3','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605591928832,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931783,1795931896,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605592961024,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933883,1795934224,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605614495744,1,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931812,1795932110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605625768960,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795933814,1795934183,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605630897152,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932578,1795932711,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605638081536,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795933504,1795933883,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=12,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605648364544,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933958,1795934215,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605650419712,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932803,1795933062,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=4096,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605668865024,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933892,1795934234,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=12,2=12000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605714978816,1,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932083,1795932110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721345024,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932263,1795932308,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721345024,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',2,2,1795932263,1795932283,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 2 sleep 20','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721345024,1,0,1,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932283,1795932298,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 sleep 15','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721345024,1,0,2,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932298,1795932308,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 sleep 10','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721345024,1,256,3,4294967294,NULL,'arch-n1',1,'0',5,'false',1,1,1795932308,1795932308,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 false','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721351168,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932263,1795932293,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721351168,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'hostname',2,2,1795932263,1795932263,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 2 hostname','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721351168,1,0,1,4294967294,NULL,'arch-n1',1,'0',3,'sleep',2,2,1795932263,1795932293,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 30','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721357312,1,768,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932263,1795932268,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721364480,1,9,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932263,1795932268,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721370624,1,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932083,1795932110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721376768,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932279,1795932294,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605721376768,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932279,1795932294,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605730350080,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931903,1795932049,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605755982848,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932801,1795932987,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605772845056,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932263,1795932383,30,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605774450688,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932112,1795932263,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605780604928,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934629,1795934880,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605807245312,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932188,1795932422,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605814422528,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933958,1795934030,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605835939840,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932278,1795932352,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605851322368,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933523,1795933598,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605858499584,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932112,1795932188,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605863627776,1,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932083,1795932110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605881054208,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933504,1795933741,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=32,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605906688000,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605930266624,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933748,1795933813,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605948717056,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932112,1795932263,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605957233664,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932711,1795933135,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605957233665,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933012,1795933362,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605957233666,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932803,1795932848,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605957233667,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932232,1795932292,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605957233668,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932439,1795932627,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978605997904896,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932803,1795932945,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606000986112,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934224,1795934629,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=32,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606023539712,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933613,1795933928,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606059401216,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932893,1795932985,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606062482432,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933058,1795933349,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606068635648,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932398,1795932453,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606078884864,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933613,1795933953,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606086061056,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932518,1795932549,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606088116224,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934633,1795934748,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606099394560,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932518,1795932590,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606100425728,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932801,1795933001,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=1024,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606113804288,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932453,1795932609,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606113805312,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932263,1795932278,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606113805312,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932263,1795932278,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606113805313,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932263,1795932278,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606113805313,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932263,1795932278,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606129769472,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932279,1795932294,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606129769472,1,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795932279,1795932294,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606146552832,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932309,1795932643,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606168075264,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933135,1795933376,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606182448128,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932593,1795932631,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606207037440,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932439,1795932517,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606252119040,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932439,1795932548,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606258275328,1,256,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932803,1795932956,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=4000,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606267508736,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933892,1795934364,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606270588928,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933253,1795933320,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606283931648,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934453,1795934705,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606359754752,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933741,1795933891,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606370011136,1,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795933135,1795933326,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606377189376,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933814,1795934280,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606456111104,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933073,1795933158,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=4096,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606467389440,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934629,1795934880,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=24000,4=1,1001=3','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606470491136,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933813,1795934178,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606490997760,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933058,1795933243,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606537096192,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933001,1795933045,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=12,2=4096,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606547344384,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932686,1795932803,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606562727936,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933244,1795933519,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606563760128,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795933508,1795933823,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606575040512,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934228,1795934311,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=12,2=48000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606578119680,1,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932728,1795932801,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606595543040,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934311,1795934453,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=16384,4=1,1001=3','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606632443904,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933958,1795934041,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606661133312,1,10752,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795933135,1795933251,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978606666872832,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932803,1795932880,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926498304,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926499328,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926499329,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926500352,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926500353,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5180978607926500354,1,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934033,1795934110,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=8192,4=1','','','','','','','','','','','','','','','','');
/*!40000 ALTER TABLE `arch_step_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_suspend_table`
--

DROP TABLE IF EXISTS `arch_suspend_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_suspend_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `job_db_inx` bigint(20) unsigned NOT NULL,
  `id_assoc` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`job_db_inx`,`time_start`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_suspend_table`
--
-- ORDER BY:  `job_db_inx`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_suspend_table` WRITE;
/*!40000 ALTER TABLE `arch_suspend_table` DISABLE KEYS */;
INSERT INTO `arch_suspend_table` VALUES (0,5180978605772845056,19,1795932278,1795932308);
/*!40000 ALTER TABLE `arch_suspend_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_day_table`
--

DROP TABLE IF EXISTS `arch_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_day_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_hour_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1,1795931268,64,38081,0,0,0,8767,98259);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1,1795932000,64,156557,64,0,0,73779,1189466);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,2,1795931268,256000,61106984,0,0,126285016,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,2,1795932000,256000,212221728,256000,0,709122272,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,3,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,3,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,4,1795932000,1,10883,0,0,0,0,10883);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,5,1795931268,253,62658,0,0,122538,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,5,1795932000,253,260276,253,0,650271,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,6,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,6,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,7,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,7,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,8,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,8,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1001,1795931268,4,1018,0,0,1910,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1001,1795932000,4,3201,4,0,11195,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1002,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1002,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1003,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1003,1795932000,0,0,0,0,0,0,0);
/*!40000 ALTER TABLE `arch_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_month_table`
--

DROP TABLE IF EXISTS `arch_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_month_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_table`
--

DROP TABLE IF EXISTS `arch_wckey_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `is_def` tinyint(4) NOT NULL DEFAULT 0,
  `id_wckey` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `wckey_name` tinytext NOT NULL DEFAULT '',
  `user` tinytext NOT NULL,
  PRIMARY KEY (`id_wckey`),
  UNIQUE KEY `udex` (`wckey_name`(42),`user`(42))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_table`
--
-- ORDER BY:  `id_wckey`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_day_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_month_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `cluster_table`
--

DROP TABLE IF EXISTS `cluster_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) DEFAULT 0,
  `name` tinytext NOT NULL,
  `id` smallint(6) DEFAULT NULL,
  `control_host` tinytext NOT NULL DEFAULT '',
  `control_port` int(10) unsigned NOT NULL DEFAULT 0,
  `last_port` int(10) unsigned NOT NULL DEFAULT 0,
  `rpc_version` smallint(5) unsigned NOT NULL DEFAULT 0,
  `classification` smallint(5) unsigned DEFAULT 0,
  `dimensions` smallint(5) unsigned DEFAULT 1,
  `flags` int(10) unsigned DEFAULT 0,
  `federation` tinytext NOT NULL,
  `features` text NOT NULL DEFAULT '',
  `fed_id` int(10) unsigned NOT NULL DEFAULT 0,
  `fed_state` smallint(5) unsigned NOT NULL,
  PRIMARY KEY (`name`(42))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `cluster_table`
--
-- ORDER BY:  `name`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `cluster_table` WRITE;
/*!40000 ALTER TABLE `cluster_table` DISABLE KEYS */;
INSERT INTO `cluster_table` VALUES (1795931268,1795935603,0,'arch',1150,'127.0.0.1',7017,7017,10752,0,1,128,'','',0,0);
/*!40000 ALTER TABLE `cluster_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `qos_table`
--

DROP TABLE IF EXISTS `qos_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `qos_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `name` tinytext NOT NULL,
  `description` text DEFAULT NULL,
  `flags` int(10) unsigned DEFAULT 0,
  `grace_time` int(10) unsigned DEFAULT NULL,
  `max_jobs_pa` int(11) DEFAULT NULL,
  `max_jobs_per_user` int(11) DEFAULT NULL,
  `max_jobs_accrue_pa` int(11) DEFAULT NULL,
  `max_jobs_accrue_pu` int(11) DEFAULT NULL,
  `min_prio_thresh` int(11) DEFAULT NULL,
  `max_submit_jobs_pa` int(11) DEFAULT NULL,
  `max_submit_jobs_per_user` int(11) DEFAULT NULL,
  `max_tres_pa` text NOT NULL DEFAULT '',
  `max_tres_pj` text NOT NULL DEFAULT '',
  `max_tres_pn` text NOT NULL DEFAULT '',
  `max_tres_pu` text NOT NULL DEFAULT '',
  `max_tres_mins_pj` text NOT NULL DEFAULT '',
  `max_tres_run_mins_pa` text NOT NULL DEFAULT '',
  `max_tres_run_mins_pu` text NOT NULL DEFAULT '',
  `min_tres_pj` text NOT NULL DEFAULT '',
  `max_wall_duration_per_job` int(11) DEFAULT NULL,
  `grp_jobs` int(11) DEFAULT NULL,
  `grp_jobs_accrue` int(11) DEFAULT NULL,
  `grp_submit_jobs` int(11) DEFAULT NULL,
  `grp_tres` text NOT NULL DEFAULT '',
  `grp_tres_mins` text NOT NULL DEFAULT '',
  `grp_tres_run_mins` text NOT NULL DEFAULT '',
  `grp_wall` int(11) DEFAULT NULL,
  `preempt` text NOT NULL DEFAULT '',
  `preempt_mode` int(11) DEFAULT 0,
  `preempt_exempt_time` int(10) unsigned DEFAULT NULL,
  `priority` int(10) unsigned DEFAULT 0,
  `usage_factor` double NOT NULL DEFAULT 1,
  `usage_thres` double DEFAULT NULL,
  `limit_factor` double DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `udex` (`name`(42))
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `qos_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `qos_table` WRITE;
/*!40000 ALTER TABLE `qos_table` DISABLE KEYS */;
INSERT INTO `qos_table` VALUES (1795931267,1795931272,0,1,'normal','Normal QOS default',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,0,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931272,1795931272,0,2,'high','high',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,100,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931272,1795932175,0,3,'low','low',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,12,1,NULL,NULL);
/*!40000 ALTER TABLE `qos_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `tres_table`
--

DROP TABLE IF EXISTS `tres_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tres_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `type` tinytext NOT NULL,
  `name` tinytext NOT NULL DEFAULT '',
  PRIMARY KEY (`id`),
  UNIQUE KEY `udex` (`type`(42),`name`(42))
) ENGINE=InnoDB AUTO_INCREMENT=1004 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `tres_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `tres_table` WRITE;
/*!40000 ALTER TABLE `tres_table` DISABLE KEYS */;
INSERT INTO `tres_table` VALUES (1795931267,0,1,'cpu','');
INSERT INTO `tres_table` VALUES (1795931267,0,2,'mem','');
INSERT INTO `tres_table` VALUES (1795931267,0,3,'energy','');
INSERT INTO `tres_table` VALUES (1795931267,0,4,'node','');
INSERT INTO `tres_table` VALUES (1795931267,0,5,'billing','');
INSERT INTO `tres_table` VALUES (1795931267,0,6,'fs','disk');
INSERT INTO `tres_table` VALUES (1795931267,0,7,'vmem','');
INSERT INTO `tres_table` VALUES (1795931267,0,8,'pages','');
INSERT INTO `tres_table` VALUES (1795931267,1,1000,'dynamic_offset','');
INSERT INTO `tres_table` VALUES (1795931268,0,1001,'gres','gpu');
INSERT INTO `tres_table` VALUES (1795931268,0,1002,'gres','gpumem');
INSERT INTO `tres_table` VALUES (1795931268,0,1003,'gres','gpuutil');
/*!40000 ALTER TABLE `tres_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `txn_table`
--

DROP TABLE IF EXISTS `txn_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `txn_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `timestamp` bigint(20) unsigned NOT NULL DEFAULT 0,
  `action` smallint(6) NOT NULL,
  `name` text NOT NULL,
  `actor` tinytext NOT NULL,
  `cluster` tinytext NOT NULL DEFAULT '',
  `info` blob DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `archive_purge` (`timestamp`,`cluster`(42))
) ENGINE=InnoDB AUTO_INCREMENT=59 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `txn_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `txn_table` WRITE;
/*!40000 ALTER TABLE `txn_table` DISABLE KEYS */;
INSERT INTO `txn_table` VALUES (0,1,1795931268,1405,'arch','root','','mod_time=1795931268, shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\',1,\', federation=\'\', fed_id=0, fed_state=0, features=\'\'');
INSERT INTO `txn_table` VALUES (0,2,1795931268,1404,'id_assoc=2','root','arch','mod_time=1795931268, acct=\'root\', user=\'root\', `partition`=\'\', id_parent=\'1\', lineage=\'/0-root/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,3,1795931268,1404,'id_assoc=2','root','arch','mod_time=1795931268, acct=\'root\', user=\'root\', `partition`=\'\', id_parent=\'1\', lineage=\'/0-root/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,4,1795931268,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=7017, last_port=7017, rpc_version=10752, dimensions=1, flags=128');
INSERT INTO `txn_table` VALUES (0,5,1795931268,1485,'id=1001','root','arch','type=\'gres\', name=\'gpu\'');
INSERT INTO `txn_table` VALUES (0,6,1795931268,1485,'id=1002','root','arch','type=\'gres\', name=\'gpumem\'');
INSERT INTO `txn_table` VALUES (0,7,1795931268,1485,'id=1003','root','arch','type=\'gres\', name=\'gpuutil\'');
INSERT INTO `txn_table` VALUES (0,8,1795931272,1447,'high','root','','mod_time=1795931272, description=\'high\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,9,1795931272,1447,'low','root','','mod_time=1795931272, description=\'low\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,10,1795931272,1451,'(name=\'normal\')','root','','priority=0');
INSERT INTO `txn_table` VALUES (0,11,1795931272,1451,'(name=\'high\')','root','','priority=100');
INSERT INTO `txn_table` VALUES (0,12,1795931272,1451,'(name=\'low\')','root','','priority=10');
INSERT INTO `txn_table` VALUES (0,13,1795931272,1429,'(id_assoc=1)','root','arch','def_qos_id=1, qos=\',1,3,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,14,1795931272,1402,'physics','root','','description=\'physics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,15,1795931272,1404,'id_assoc=3','root','arch','mod_time=1795931272, acct=\'physics\', is_def=65534, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/physics/\', shares=40, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,16,1795931272,1402,'bio','root','','description=\'bio\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,17,1795931272,1404,'id_assoc=4','root','arch','mod_time=1795931272, acct=\'bio\', is_def=65534, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/bio/\', shares=60, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,18,1795931272,1402,'ops','root','','description=\'ops\', organization=\'it\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,19,1795931272,1404,'id_assoc=5','root','arch','mod_time=1795931272, acct=\'ops\', is_def=65534, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/ops/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,20,1795931272,1402,'astro','root','','description=\'astro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,21,1795931272,1404,'id_assoc=6','root','arch','mod_time=1795931272, acct=\'astro\', is_def=65534, parent_acct=\'physics\', user=\'\', id_parent=\'3\', lineage=\'/physics/astro/\', shares=30, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,22,1795931272,1402,'hep','root','','description=\'hep\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,23,1795931272,1404,'id_assoc=7','root','arch','mod_time=1795931272, acct=\'hep\', is_def=65534, parent_acct=\'physics\', user=\'\', id_parent=\'3\', lineage=\'/physics/hep/\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,24,1795931272,1402,'genomics','root','','description=\'genomics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,25,1795931272,1404,'id_assoc=8','root','arch','mod_time=1795931272, acct=\'genomics\', is_def=65534, parent_acct=\'bio\', user=\'\', id_parent=\'4\', lineage=\'/bio/genomics/\', shares=25, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,26,1795931273,1402,'neuro','root','','description=\'neuro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,27,1795931273,1404,'id_assoc=9','root','arch','mod_time=1795931273, acct=\'neuro\', is_def=65534, parent_acct=\'bio\', user=\'\', id_parent=\'4\', lineage=\'/bio/neuro/\', shares=35, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,28,1795931273,1406,'u1','root','','');
INSERT INTO `txn_table` VALUES (0,29,1795931273,1404,'id_assoc=10','root','arch','mod_time=1795931273, acct=\'astro\', is_def=1, user=\'u1\', `partition`=\'\', id_parent=\'6\', lineage=\'/physics/astro/0-u1/\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,30,1795931273,1404,'id_assoc=11','root','arch','mod_time=1795931273, acct=\'hep\', is_def=0, user=\'u1\', `partition`=\'\', id_parent=\'7\', lineage=\'/physics/hep/0-u1/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,31,1795931273,1406,'u2','root','','');
INSERT INTO `txn_table` VALUES (0,32,1795931273,1404,'id_assoc=12','root','arch','mod_time=1795931273, acct=\'astro\', is_def=1, user=\'u2\', `partition`=\'\', id_parent=\'6\', lineage=\'/physics/astro/0-u2/\', shares=20, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,33,1795931273,1404,'id_assoc=13','root','arch','mod_time=1795931273, acct=\'ops\', is_def=0, user=\'u2\', `partition`=\'\', id_parent=\'5\', lineage=\'/ops/0-u2/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,34,1795931273,1406,'u3','root','','');
INSERT INTO `txn_table` VALUES (0,35,1795931273,1404,'id_assoc=14','root','arch','mod_time=1795931273, acct=\'hep\', is_def=1, user=\'u3\', `partition`=\'\', id_parent=\'7\', lineage=\'/physics/hep/0-u3/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,36,1795931273,1406,'u4','root','','');
INSERT INTO `txn_table` VALUES (0,37,1795931273,1404,'id_assoc=15','root','arch','mod_time=1795931273, acct=\'physics\', is_def=1, user=\'u4\', `partition`=\'\', id_parent=\'3\', lineage=\'/physics/0-u4/\', shares=15, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,38,1795931273,1406,'u5','root','','');
INSERT INTO `txn_table` VALUES (0,39,1795931273,1404,'id_assoc=16','root','arch','mod_time=1795931273, acct=\'genomics\', is_def=1, user=\'u5\', `partition`=\'\', id_parent=\'8\', lineage=\'/bio/genomics/0-u5/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,40,1795931273,1406,'u6','root','','');
INSERT INTO `txn_table` VALUES (0,41,1795931273,1404,'id_assoc=17','root','arch','mod_time=1795931273, acct=\'genomics\', is_def=1, user=\'u6\', `partition`=\'\', id_parent=\'8\', lineage=\'/bio/genomics/0-u6/\', shares=2147483647, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,42,1795931273,1406,'u7','root','','');
INSERT INTO `txn_table` VALUES (0,43,1795931273,1404,'id_assoc=18','root','arch','mod_time=1795931273, acct=\'neuro\', is_def=1, user=\'u7\', `partition`=\'\', id_parent=\'9\', lineage=\'/bio/neuro/0-u7/\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,44,1795931273,1406,'u8','root','','');
INSERT INTO `txn_table` VALUES (0,45,1795931273,1404,'id_assoc=19','root','arch','mod_time=1795931273, acct=\'neuro\', is_def=1, user=\'u8\', `partition`=\'\', id_parent=\'9\', lineage=\'/bio/neuro/0-u8/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,46,1795931273,1404,'id_assoc=20','root','arch','mod_time=1795931273, acct=\'ops\', is_def=0, user=\'u8\', `partition`=\'\', id_parent=\'5\', lineage=\'/ops/0-u8/\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,47,1795931273,1429,'(id_assoc=10 || id_assoc=11)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,48,1795931273,1429,'(id_assoc=15)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,49,1795931273,1429,'(id_assoc=18)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,50,1795931930,1429,'(id_assoc=14)','root','arch','shares=7');
INSERT INTO `txn_table` VALUES (0,51,1795931930,1429,'(id_assoc=5)','root','arch','shares=6');
INSERT INTO `txn_table` VALUES (0,52,1795931930,1402,'chem','root','','description=\'chem\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,53,1795931930,1404,'id_assoc=21','root','arch','mod_time=1795931930, acct=\'chem\', is_def=65534, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/chem/\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,54,1795931930,1404,'id_assoc=22','root','arch','mod_time=1795931930, acct=\'chem\', is_def=0, user=\'u3\', `partition`=\'\', id_parent=\'21\', lineage=\'/chem/0-u3/\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,55,1795931930,1429,'(id_assoc=16)','root','arch','max_jobs=50');
INSERT INTO `txn_table` VALUES (0,56,1795932175,1437,'id_assoc=22','root','arch',NULL);
INSERT INTO `txn_table` VALUES (0,57,1795932175,1451,'(name=\'low\')','root','','priority=12');
INSERT INTO `txn_table` VALUES (0,58,1795935603,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=7017, last_port=7017, rpc_version=10752, dimensions=1, flags=128');
/*!40000 ALTER TABLE `txn_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*M!100616 SET NOTE_VERBOSITY=@OLD_NOTE_VERBOSITY */;

-- Dump completed
