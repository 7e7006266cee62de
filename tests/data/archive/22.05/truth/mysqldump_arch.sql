/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: slurm_acct_db
-- ------------------------------------------------------
-- Server version	10.11.19-MariaDB-0+deb12u1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

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
  `is_def` tinyint(4) NOT NULL DEFAULT 0,
  `id_assoc` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `user` tinytext NOT NULL DEFAULT '',
  `acct` tinytext NOT NULL,
  `partition` tinytext NOT NULL DEFAULT '',
  `parent_acct` tinytext NOT NULL DEFAULT '',
  `lft` int(11) NOT NULL,
  `rgt` int(11) NOT NULL,
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
) ENGINE=InnoDB AUTO_INCREMENT=23 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_table`
--
-- ORDER BY:  `id_assoc`

LOCK TABLES `arch_assoc_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_table` VALUES (1795922569,1795922589,0,0,1,'','root','','',1,42,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,1,',1,3,','');
INSERT INTO `arch_assoc_table` VALUES (1795922570,1795922570,0,1,2,'root','root','','',40,41,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922578,1795922578,0,0,3,'','physics','','root',24,39,40,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922578,1795922578,0,0,4,'','bio','','root',10,23,60,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922579,1795922664,0,0,5,'','ops','','root',4,9,6,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922580,1795922580,0,0,6,'','astro','','physics',33,38,30,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922580,1795922580,0,0,7,'','hep','','physics',27,32,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922581,1795922581,0,0,8,'','genomics','','bio',17,22,25,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922581,1795922581,0,0,9,'','neuro','','bio',11,16,35,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922582,1795922590,0,1,10,'u1','astro','','',36,37,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795922583,1795922590,0,0,11,'u1','hep','','',30,31,5,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795922583,1795922583,0,1,12,'u2','astro','','',34,35,20,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922584,1795922584,0,0,13,'u2','ops','','',7,8,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922585,1795922664,0,1,14,'u3','hep','','',28,29,7,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922585,1795922590,0,1,15,'u4','physics','','',25,26,15,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795922586,1795922666,0,1,16,'u5','genomics','','',20,21,1,50,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922587,1795922587,0,1,17,'u6','genomics','','',18,19,2147483647,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922588,1795922591,0,1,18,'u7','neuro','','',14,15,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795922588,1795922588,0,1,19,'u8','neuro','','',12,13,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922589,1795922589,0,0,20,'u8','ops','','',5,6,2,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795922665,1795922665,0,0,21,'','chem','','root',2,3,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
/*!40000 ALTER TABLE `arch_assoc_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_assoc_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_assoc_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,10,1,1795921200,8796);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,10,2,1795921200,11520112);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,10,4,1795921200,809);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,10,5,1795921200,16133);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,10,1001,1795921200,115);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,11,1,1795921200,472);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,11,2,1795921200,7651568);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,11,4,1795921200,349);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,11,5,1795921200,2526);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,12,1,1795921200,4160);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,12,2,1795921200,23265280);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,12,4,1795921200,355);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,12,5,1795921200,17040);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,13,1,1795921200,1440);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,13,2,1795921200,120000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,13,4,1795921200,60);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,13,5,1795921200,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,14,1,1795921200,6999);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,14,2,1795921200,8541656);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,14,4,1795921200,785);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,14,5,1795921200,11193);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,14,1001,1795921200,648);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,15,1,1795921200,26976);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,15,2,1795921200,36841312);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,15,4,1795921200,893);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,15,5,1795921200,30416);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,16,1,1795921200,25584);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,16,2,1795921200,58003008);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,16,4,1795921200,2165);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,16,5,1795921200,58875);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,17,1,1795921200,18112);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,17,2,1795921200,25237184);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,17,4,1795921200,2117);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,17,5,1795921200,34675);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,17,1001,1795921200,646);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,18,1,1795921200,8989);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,18,2,1795921200,25153544);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,18,4,1795921200,1728);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,18,5,1795921200,21335);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,19,1,1795921200,1614);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,19,2,1795921200,172224);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,19,4,1795921200,171);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,19,5,1795921200,732);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,19,1001,1795921200,204);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795924800,1795924800,0,20,1,1795921200,1320);
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_assoc_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `arch_event_table`
--

DROP TABLE IF EXISTS `arch_event_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_event_table` (
  `time_start` bigint(20) unsigned NOT NULL,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `node_name` tinytext NOT NULL DEFAULT '',
  `cluster_nodes` text NOT NULL DEFAULT '',
  `reason` tinytext NOT NULL,
  `reason_uid` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `state` int(10) unsigned NOT NULL DEFAULT 0,
  `tres` text NOT NULL DEFAULT '',
  PRIMARY KEY (`node_name`(42),`time_start`),
  KEY `rollup` (`node_name`(42),`time_start`,`time_end`,`state`),
  KEY `time_start_end` (`time_start`,`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_event_table`
--
-- ORDER BY:  `node_name`,`time_start`

LOCK TABLES `arch_event_table` WRITE;
/*!40000 ALTER TABLE `arch_event_table` DISABLE KEYS */;
INSERT INTO `arch_event_table` VALUES (1795922571,0,'','arch-n1','Cluster Registered TRES',4294967294,0,'1=64,2=256000,3=0,4=1,5=253,6=0,7=0,8=0,1001=4');
INSERT INTO `arch_event_table` VALUES (1795922571,1795922572,'arch-n1','','cold-start',0,0,'1=64,2=256000,5=253,1001=4');
INSERT INTO `arch_event_table` VALUES (1795922923,1795922923,'arch-n1','','archive_test_down',0,33,'1=64,2=256000,5=253,1001=4');
/*!40000 ALTER TABLE `arch_event_table` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `arch_job_env_table`
--

DROP TABLE IF EXISTS `arch_job_env_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_env_table` (
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `env_hash` text NOT NULL,
  `env_vars` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `env_hash_inx` (`env_hash`(66))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_env_table`
--
-- ORDER BY:  `hash_inx`

LOCK TABLES `arch_job_env_table` WRITE;
/*!40000 ALTER TABLE `arch_job_env_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_job_env_table` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `arch_job_script_table`
--

DROP TABLE IF EXISTS `arch_job_script_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_script_table` (
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `script_hash` text NOT NULL,
  `batch_script` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `script_hash_inx` (`script_hash`(66))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_script_table`
--
-- ORDER BY:  `hash_inx`

LOCK TABLES `arch_job_script_table` WRITE;
/*!40000 ALTER TABLE `arch_job_script_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_job_script_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `flags` int(10) unsigned NOT NULL DEFAULT 0,
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
  `mcs_label` tinytext DEFAULT '',
  `mem_req` bigint(20) unsigned NOT NULL DEFAULT 0,
  `nodelist` text DEFAULT NULL,
  `nodes_alloc` int(10) unsigned NOT NULL,
  `node_inx` text DEFAULT NULL,
  `partition` tinytext NOT NULL,
  `priority` int(10) unsigned NOT NULL,
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
  `submit_line` text DEFAULT NULL,
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
  KEY `archive_purge` (`time_submit`,`time_end`)
) ENGINE=InnoDB AUTO_INCREMENT=116 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_table`
--
-- ORDER BY:  `job_db_inx`

LOCK TABLES `arch_job_table` WRITE;
/*!40000 ALTER TABLE `arch_job_table` DISABLE KEYS */;
INSERT INTO `arch_job_table` VALUES (1,1795922744,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,20,'w0',10,0,4294967294,NULL,1,1,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1756,0,3,8,1795922595,1795922595,1795922596,1795922744,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w0 -p batch -c 16 -A astro -t 8 --wrap sleep 148',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (3,1795922770,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'w1',14,0,4294967294,NULL,2,3,0,0,2003,2003,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','debug',11516,0,3,4,1795922607,1795922607,1795922608,1795922770,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w1 -p debug -c 1 --gres=gpu:4 --qos=low -t 4 --wrap sleep 162',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1,1001=4','1=1,2=1000,4=1,5=1,1001=4');
INSERT INTO `arch_job_table` VALUES (5,1795922615,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,4021,20,'steps1',10,0,4294967294,NULL,3,1,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1564,0,5,60,1795922614,1795922614,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u1 --gid=u1 -A astro -n 4 -J steps1 --wrap srun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (7,1795922615,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,0,4021,20,'steps2',16,0,4294967294,NULL,4,1,0,0,2005,2005,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1532,0,5,60,1795922614,1795922614,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u5 --gid=u5 -n 2 -J steps2 --wrap srun -n 2 hostname; srun sleep 30',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (8,1795922615,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,20,'fail3',14,0,4294967294,NULL,5,1,0,0,2003,2003,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922614,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u3 --gid=u3 -n 1 -J fail3 --wrap sleep 5; exit 3',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (9,1795922615,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,20,'sigkill',18,0,4294967294,NULL,6,1,0,0,2007,2007,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922614,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u7 --gid=u7 -n 1 -J sigkill --wrap sleep 5; kill -9 $$',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (10,1795922746,0,'ops',NULL,NULL,0,0,'',NULL,2,0,NULL,0,4021,20,'inresv',13,0,4294967294,NULL,7,1,1,0,2002,2002,0,4294967294,NULL,14,'',9223372036854776808,'arch-n1',1,'0','batch',1532,0,5,60,1795922614,1795922736,1795922746,1795922746,0,'','','/work/main','sbatch --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (11,1795922615,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,20,'arrsteps',15,8,0,NULL,9,1,0,0,2004,2004,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922615,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (12,1795922615,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,20,'arrsteps',15,8,1,NULL,10,1,0,0,2004,2004,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922615,1795922615,1795922615,0,'','','/work/main','sbatch --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (13,1795922616,0,'physics',NULL,NULL,2,0,'',NULL,1,0,NULL,0,4021,24,'arrsteps',15,8,3,NULL,8,1,0,0,2004,2004,0,4294967294,NULL,72,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922616,1795922616,1795922616,0,'','','/work/main','sbatch --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (14,1795922620,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,24,'arrsteps',15,8,2,NULL,11,1,0,0,2004,2004,0,4294967294,NULL,72,'',9223372036854776808,'arch-n1',1,'0','batch',1516,0,5,60,1795922614,1795922616,1795922616,1795922616,0,'','','/work/main','sbatch --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (16,1795922705,0,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,0,0,20,'w2',16,0,4294967294,NULL,12,1,0,0,2005,2005,0,4294967294,NULL,0,'',9223372036854779808,'arch-n1',1,'0','batch',1912,0,3,7,1795922619,1795922619,1795922621,1795922705,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w2 -p batch -c 24 -A genomics --mem-per-cpu=4000M -t 7 --wrap sleep 84',NULL,'1=24,2=96000,3=18446744073709551614,4=1,5=47','1=24,2=96000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (17,1795922886,0,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,20,'w3',15,0,4294967294,NULL,13,1,0,0,2004,2004,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','prio',5628,0,3,9,1795922625,1795922625,1795922626,1795922886,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w3 -p prio -c 8 -A physics -t 9 --wrap sleep 260',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (19,1795922645,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,4021,20,'tocancelR',17,0,4294967294,NULL,14,1,0,0,2006,2006,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',59849,0,5,60,1795922644,1795922644,1795922645,1795922645,0,'','','/work/main','sbatch --uid=u6 --gid=u6 -n 1 -J tocancelR --wrap sleep 300',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (21,1795922664,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,16,'tocancelP',17,0,4294967294,NULL,15,1,0,0,2006,2006,0,4294967294,0,9,'',9223372036854776808,'None assigned',0,NULL,'batch',59849,0,4,4294967294,1795922644,1795923244,0,1795922664,0,'','','/work/main','sbatch --uid=u6 --gid=u6 -n 1 -J tocancelP --begin=now+600 --wrap sleep 300',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (22,1795922923,0,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,20,'w4',18,0,4294967294,NULL,16,1,0,0,2007,2007,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','prio',80128,0,7,11,1795922670,1795922670,1795922671,1795922923,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (24,1795922699,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,0,9,20,'sigkill',18,0,4294967294,NULL,21,1,0,0,2007,2007,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',63054,0,5,60,1795922693,1795922693,1795922694,1795922699,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u7 --gid=u7 -n 1 -J sigkill --wrap sleep 5; kill -9 $$',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (25,1795922725,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,20,'steps2',16,0,4294967294,NULL,19,1,0,0,2005,2005,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',47685,0,3,60,1795922693,1795922693,1795922694,1795922725,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u5 --gid=u5 -n 2 -J steps2 --wrap srun -n 2 hostname; srun sleep 30',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (26,1795922923,0,'hep',NULL,NULL,0,0,'',NULL,24,0,NULL,0,0,20,'w5',14,0,4294967294,NULL,17,3,0,0,2003,2003,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',33653,0,7,10,1795922692,1795922692,1795922705,1795922923,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w5 -p batch -c 24 --qos=low -t 10 --wrap sleep 270',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=29','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (27,1795922792,0,'astro',NULL,NULL,0,0,'',NULL,4,256,NULL,0,0,20,'steps1',10,0,4294967294,NULL,18,1,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',16948,0,3,60,1795922693,1795922693,1795922746,1795922792,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u1 --gid=u1 -A astro -n 4 -J steps1 --wrap srun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (29,1795922710,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,0,768,20,'fail3',14,0,4294967294,NULL,20,1,0,0,2003,2003,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',32285,0,5,60,1795922693,1795922693,1795922705,1795922710,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u3 --gid=u3 -n 1 -J fail3 --wrap sleep 5; exit 3',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (31,1795922806,0,'ops',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,20,'inresv',13,0,4294967294,NULL,22,1,1,0,2002,2002,0,4294967294,NULL,14,'',9223372036854776808,'arch-n1',1,'0','batch',101532,0,3,60,1795922693,1795922736,1795922746,1795922806,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (32,1795924342,0,'physics',NULL,NULL,2,0,'',NULL,1,0,NULL,0,0,20,'arrsteps',15,23,3,NULL,23,1,0,0,2004,2004,0,4294967294,NULL,72,'',9223372036854776808,'arch-n1',1,'0','batch',9208,0,3,60,1795922693,1795924327,1795924327,1795924342,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (33,1795922745,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,16,'w6',12,0,4294967294,NULL,24,1,0,0,2002,2002,0,4294967294,0,0,'',4096,'None assigned',0,NULL,'batch',24778,0,4,10,1795922695,1795922695,0,1795922745,0,'','','/tmp','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w6 -p batch -c 16 --mem=4G --nice=50 -t 10 --wrap sleep 311',NULL,'','1=16,2=4096,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (34,1795922881,0,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,0,0,16,'w7',15,0,4294967294,NULL,25,1,0,0,2004,2004,0,4294967294,0,0,'',9223372036854776308,'None assigned',0,NULL,'batch',9382,0,4,11,1795922704,0,0,1795922881,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w7 -p batch -c 12 --mem-per-cpu=500M -t 11 --wrap sleep 372',NULL,'','1=12,2=6000,4=1,5=13');
INSERT INTO `arch_job_table` VALUES (35,1795922923,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w8',18,0,4294967294,NULL,26,1,0,0,2007,2007,0,4294967294,NULL,0,'',32768,'arch-n1',1,'0','batch',63113,0,7,10,1795922710,1795922710,1795922711,1795922923,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w8 -p batch -c 4 --mem=32G -t 10 --wrap sleep 364',NULL,'1=4,2=32768,3=18446744073709551614,4=1,5=12','1=4,2=32768,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (36,1795922743,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'tocancelR',17,0,4294967294,NULL,27,1,0,0,2006,2006,0,4294967294,0,0,'',9223372036854776808,'arch-n1',1,'0','batch',55362,0,4,60,1795922713,1795922713,1795922714,1795922743,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelR --wrap sleep 300',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (38,1795922743,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,16,'tocancelP',17,0,4294967294,NULL,28,1,0,0,2006,2006,0,4294967294,0,9,'',9223372036854776808,'None assigned',0,NULL,'batch',55362,0,4,4294967294,1795922713,1795923313,0,1795922743,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelP --begin=now+600 --wrap sleep 300',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (39,1795922863,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'tosuspend',19,0,4294967294,NULL,29,1,0,0,2008,2008,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',70746,0,3,60,1795922743,1795922743,1795922743,1795922863,30,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u8 --gid=u8 -A neuro -n 1 -J tosuspend --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (41,1795922896,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w9',17,0,4294967294,NULL,30,1,0,0,2006,2006,0,4294967294,0,0,'',9223372036854776808,'arch-n1',1,'0','prio',58910,0,4,6,1795922743,1795922743,1795922746,1795922896,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w9 -p prio -c 4 -A genomics --nice=500 -t 6 --wrap sleep 156; exit 2',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (42,1795924303,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,16,'w10',10,0,4294967294,NULL,31,1,0,0,2001,2001,0,4294967294,0,0,'',9223372036854776808,'None assigned',0,NULL,'prio',36525,0,4,7,1795922752,1795922752,0,1795924303,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w10 -p prio -c 16 -A astro -t 7 --wrap sleep 153',NULL,'','1=16,2=16000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (43,1795923015,0,'physics',NULL,NULL,0,0,'',NULL,48,0,NULL,0,0,20,'w11',15,0,4294967294,NULL,32,3,0,0,2004,2004,0,4294967294,NULL,0,'',65536,'arch-n1',1,'0','debug',19967,0,1024,13,1795922753,1795922753,1795922924,1795923015,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w11 -p debug -c 48 --mem=64G --qos=low -t 13 --wrap sleep 424',NULL,'1=48,2=65536,3=18446744073709551614,4=1,5=48','1=48,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (44,1795924303,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,16,'w12',10,0,4294967294,NULL,33,1,0,0,2001,2001,0,4294967294,0,0,'',9223372036854776808,'None assigned',0,NULL,'batch',32397,0,4,8,1795922760,1795922760,0,1795924303,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w12 -p batch -c 8 --mem-per-cpu=1000M -t 8 --wrap sleep 319',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (45,1795924303,0,'astro',NULL,'0xE',2,3,'',NULL,4,0,NULL,0,0,16,'w13',10,34,4294967294,NULL,34,1,0,0,2001,2001,0,4294967294,0,0,'',9223372036854776808,'None assigned',0,NULL,'batch',32333,0,4,8,1795922768,1795922768,0,1795924303,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w13 -p batch -c 4 -A astro -t 8 --array=0-3%2 --wrap sleep 311',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (46,1795922819,0,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w14',10,0,4294967294,NULL,35,3,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','prio',35285,0,3,3,1795922772,1795922772,1795922785,1795922819,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w14 -p prio -c 1 -A astro --qos=low --nice=2000 -t 3 --wrap sleep 34',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (47,1795922923,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w15',17,0,4294967294,NULL,36,1,0,0,2006,2006,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',55362,0,7,8,1795922784,1795922784,1795922785,1795922923,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w15 -p batch -c 1 --gres=gpu:2 -t 8 --wrap sleep 185',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=5,1001=2','1=1,2=1000,4=1,5=5,1001=2');
INSERT INTO `arch_job_table` VALUES (49,1795922923,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w13',10,34,0,NULL,37,1,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',32333,0,7,8,1795922768,1795922768,1795922800,1795922923,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w13 -p batch -c 4 -A astro -t 8 --array=0-3%2 --wrap sleep 311',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (51,1795923190,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w16',18,0,4294967294,NULL,38,2,0,0,2007,2007,0,4294967294,0,16,'',16384,'arch-n1',1,'0','batch',0,0,4,3,1795922823,1795923163,1795923175,1795923190,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w16 -p batch -c 4 -A neuro --mem=16G --qos=high -t 3 --hold --wrap sleep 56',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=8','1=4,2=16384,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (52,1795922923,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w17',16,0,4294967294,NULL,39,3,0,0,2005,2005,0,4294967294,NULL,15,'',9223372036854776808,'arch-n1',1,'0','prio',52669,0,7,6,1795922827,1795922827,1795922905,1795922923,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w17 -p prio -c 1 --qos=low -t 6 --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (53,1795922923,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w18',11,0,4294967294,NULL,40,1,0,0,2001,2001,0,4294967294,NULL,15,'',32768,'arch-n1',1,'0','batch',16913,0,7,6,1795922834,1795922834,1795922905,1795922923,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w18 -p batch -c 1 -A hep --mem=32G -t 6 --dependency=afterany:35 --wrap sleep 208',NULL,'1=1,2=32768,3=18446744073709551614,4=1,5=9','1=1,2=32768,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (54,1795923028,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,512,24,'w19',16,41,3,NULL,41,1,0,0,2005,2005,0,4294967294,NULL,15,'',4096,'arch-n1',1,'0','prio',51717,0,5,5,1795922836,1795922837,1795922935,1795923028,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (55,1795923057,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w20',14,0,4294967294,NULL,42,3,0,0,2003,2003,0,4294967294,NULL,15,'',9223372036854776808,'arch-n1',1,'0','prio',14156,0,3,5,1795922878,1795922878,1795923025,1795923057,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w20 -p prio -c 4 --qos=low --nice=100 -t 5 --wrap sleep 32',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (56,1795924303,0,'neuro',NULL,NULL,0,0,'',NULL,24,0,NULL,0,0,16,'w21',18,0,4294967294,NULL,43,1,0,0,2007,2007,0,4294967294,0,9,'',9223372036854776308,'None assigned',0,NULL,'batch',63418,0,4,7,1795922879,0,0,1795924303,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w21 -p batch -c 24 --mem-per-cpu=500M -t 7 --begin=now+4minutes --wrap sleep 158',NULL,'','1=24,2=12000,4=1,5=26');
INSERT INTO `arch_job_table` VALUES (57,1795923321,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w22',16,0,4294967294,NULL,44,1,0,0,2005,2005,0,4294967294,NULL,15,'',1024,'arch-n1',1,'0','prio',51716,0,3,11,1795922882,1795922882,1795922935,1795923321,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w22 -p prio -c 4 -A genomics --mem=1G -t 11 --wrap sleep 386',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=8','1=4,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (58,1795923702,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,20,'w23',16,0,4294967294,NULL,45,1,0,0,2005,2005,0,4294967294,NULL,16,'',9223372036854776808,'arch-n1',1,'0','debug',0,0,3,12,1795922886,1795923126,1795923222,1795923702,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w23 -p debug -c 16 -A genomics -t 12 --hold --wrap sleep 480',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=16','1=16,2=16000,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (59,1795923222,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,24,'w24',10,0,4294967294,NULL,46,2,0,0,2001,2001,0,4294967294,NULL,15,'',9223372036854777808,'arch-n1',1,'0','prio',46531,0,3,7,1795922890,1795922890,1795923025,1795923222,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w24 -p prio -c 16 --mem-per-cpu=2000M --qos=high -t 7 --wrap sleep 197',NULL,'1=16,2=32000,3=18446744073709551614,4=1,5=47','1=16,2=32000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (60,1795922923,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w19',16,41,0,NULL,47,1,0,0,2005,2005,0,4294967294,NULL,15,'',4096,'arch-n1',1,'0','prio',51746,0,7,5,1795922836,1795922837,1795922905,1795922923,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (61,1795922923,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w19',16,41,1,NULL,48,1,0,0,2005,2005,0,4294967294,NULL,15,'',4096,'arch-n1',1,'0','prio',51746,0,7,5,1795922836,1795922837,1795922905,1795922923,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (62,1795922923,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w19',16,41,2,NULL,49,1,0,0,2005,2005,0,4294967294,NULL,15,'',4096,'arch-n1',1,'0','prio',51746,0,7,5,1795922836,1795922837,1795922905,1795922923,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (66,1795924133,0,'genomics',NULL,NULL,0,0,'',NULL,48,0,NULL,0,0,20,'w25',17,0,4294967294,NULL,50,3,0,0,2006,2006,0,4294967294,NULL,0,'',4096,'arch-n1',1,'0','batch',57097,0,3,5,1795922905,1795922905,1795923956,1795924133,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w25 -p batch -c 48 --mem=4G --qos=low -t 5 --wrap sleep 177',NULL,'1=48,2=4096,3=18446744073709551614,4=1,5=49','1=48,2=4096,4=1,5=49');
INSERT INTO `arch_job_table` VALUES (67,1795923491,0,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,20,'w4',18,0,4294967294,NULL,16,1,0,0,2007,2007,0,4294967294,NULL,9,'',9223372036854776808,'arch-n1',1,'0','prio',80128,0,3,11,1795922923,1795923044,1795923045,1795923491,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (68,1795924303,0,'hep',NULL,NULL,0,0,'',NULL,24,0,NULL,0,0,20,'w5',14,0,4294967294,NULL,17,3,0,0,2003,2003,0,4294967294,0,0,'',9223372036854776808,'None assigned',1,NULL,'batch',33653,0,4,10,1795922923,1795923044,0,1795924303,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w5 -p batch -c 24 --qos=low -t 10 --wrap sleep 270',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=29','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (69,1795923424,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w8',18,0,4294967294,NULL,26,1,0,0,2007,2007,0,4294967294,NULL,9,'',32768,'arch-n1',1,'0','batch',63113,0,3,10,1795922923,1795923044,1795923060,1795923424,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w8 -p batch -c 4 --mem=32G -t 10 --wrap sleep 364',NULL,'1=4,2=32768,3=18446744073709551614,4=1,5=12','1=4,2=32768,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (70,1795924303,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w13',10,34,0,NULL,37,1,0,0,2001,2001,0,4294967294,0,0,'',9223372036854776808,'None assigned',1,NULL,'batch',32333,0,4,8,1795922923,1795923044,0,1795924303,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w13 -p batch -c 4 -A astro -t 8 --array=0-3%2 --wrap sleep 311',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (71,1795923900,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w15',17,0,4294967294,NULL,36,1,0,0,2006,2006,0,4294967294,NULL,9,'',9223372036854776808,'arch-n1',1,'0','batch',55362,0,3,8,1795922923,1795923044,1795923715,1795923900,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w15 -p batch -c 1 --gres=gpu:2 -t 8 --wrap sleep 185',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=5,1001=2','1=1,2=1000,4=1,5=5,1001=2');
INSERT INTO `arch_job_table` VALUES (72,1795922996,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,24,'w17',16,0,4294967294,NULL,39,3,0,0,2005,2005,0,4294967294,0,0,'',9223372036854776808,'None assigned',1,NULL,'prio',52706,0,4,6,1795922923,1795923044,0,1795922996,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w17 -p prio -c 1 --qos=low -t 6 --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (73,1795923911,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,28,'w18',11,0,4294967294,NULL,40,1,0,0,2001,2001,0,4294967294,NULL,9,'',32768,'arch-n1',1,'0','batch',16943,0,3,6,1795922923,1795923044,1795923703,1795923911,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w18 -p batch -c 1 -A hep --mem=32G -t 6 --dependency=afterany:35 --wrap sleep 208',NULL,'1=1,2=32768,3=18446744073709551614,4=1,5=9','1=1,2=32768,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (74,1795923358,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,512,24,'w19',16,41,0,NULL,47,1,0,0,2005,2005,0,4294967294,NULL,9,'',4096,'arch-n1',1,'0','prio',51746,0,5,5,1795922923,1795923044,1795923265,1795923358,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (75,1795924018,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,512,24,'w19',16,41,1,NULL,48,1,0,0,2005,2005,0,4294967294,NULL,9,'',4096,'arch-n1',1,'0','prio',51746,0,5,5,1795922923,1795923044,1795923925,1795924018,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (76,1795924227,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,512,28,'w19',16,41,2,NULL,49,1,0,0,2005,2005,0,4294967294,NULL,9,'',4096,'arch-n1',1,'0','prio',51746,0,5,5,1795922923,1795923044,1795924134,1795924227,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (77,1795923172,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,24,'w26',16,0,4294967294,NULL,51,1,0,0,2005,2005,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','prio',47781,0,3,7,1795922945,1795922945,1795923025,1795923172,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w26 -p batch,prio -c 8 -t 7 --wrap sleep 147',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (78,1795924303,0,'genomics',NULL,NULL,0,0,'',NULL,32,0,NULL,0,0,16,'w27',16,0,4294967294,NULL,52,3,0,0,2005,2005,0,4294967294,0,0,'',9223372036854776808,'None assigned',0,NULL,'batch',49166,0,4,8,1795922954,1795922954,0,1795924303,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w27 -p batch -c 32 --mem-per-cpu=1000M --qos=low -t 8 --wrap sleep 148',NULL,'','1=32,2=32000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (79,1795923083,0,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,24,'w28',15,0,4294967294,NULL,53,2,0,0,2004,2004,0,4294967294,NULL,0,'',16384,'arch-n1',1,'0','prio',34614,0,3,6,1795922955,1795922955,1795923025,1795923083,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w28 -p batch,prio -c 2 --mem=16G --qos=high -t 6 --wrap sleep 58',NULL,'1=2,2=16384,3=18446744073709551614,4=1,5=12','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (80,1795924303,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,16,'w29',10,0,4294967294,NULL,54,1,0,0,2001,2001,0,4294967294,0,0,'',65536,'None assigned',0,NULL,'batch',35108,0,4,9,1795923000,1795923000,0,1795924303,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w29 -p batch -c 16 --mem=64G -t 9 --wrap sleep 281',NULL,'','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (81,1795923374,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w30',17,55,2,NULL,55,3,0,0,2006,2006,0,4294967294,NULL,0,'',16384,'arch-n1',1,'0','prio',65102,0,3,9,1795923006,1795923007,1795923015,1795923373,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w30 -p prio -c 4 --mem=16G --qos=low -t 9 --array=0-2 --wrap sleep 358',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=16','1=4,2=16384,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (82,1795923374,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w30',17,55,0,NULL,56,3,0,0,2006,2006,0,4294967294,NULL,0,'',16384,'arch-n1',1,'0','prio',65102,0,3,9,1795923006,1795923007,1795923015,1795923373,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w30 -p prio -c 4 --mem=16G --qos=low -t 9 --array=0-2 --wrap sleep 358',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=16','1=4,2=16384,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (83,1795923374,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w30',17,55,1,NULL,57,3,0,0,2006,2006,0,4294967294,NULL,0,'',16384,'arch-n1',1,'0','prio',65102,0,3,9,1795923006,1795923007,1795923015,1795923373,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w30 -p prio -c 4 --mem=16G --qos=low -t 9 --array=0-2 --wrap sleep 358',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=16','1=4,2=16384,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (84,1795923955,0,'physics',NULL,NULL,0,0,'',NULL,48,0,NULL,0,0,20,'w11',15,0,4294967294,NULL,32,3,0,0,2004,2004,0,4294967294,NULL,9,'',65536,'arch-n1',1,'0','debug',35450,0,3,13,1795923015,1795923136,1795923531,1795923955,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w11 -p debug -c 48 --mem=64G --qos=low -t 13 --wrap sleep 424',NULL,'1=48,2=65536,3=18446744073709551614,4=1,5=48','1=48,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (87,1795924066,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,20,'w31',12,0,4294967294,NULL,58,3,0,0,2002,2002,0,4294967294,NULL,0,'',65536,'arch-n1',1,'0','prio',46517,0,3,9,1795923021,1795923021,1795923711,1795924066,0,'','','/tmp','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w31 -p prio -c 8 --mem=64G --qos=low --nice=2000 -t 9 --wrap sleep 355',NULL,'1=8,2=65536,3=18446744073709551614,4=1,5=48','1=8,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (88,1795924303,0,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,16,'w32',15,0,4294967294,NULL,59,2,0,0,2004,2004,0,4294967294,0,0,'',2048,'None assigned',0,NULL,'batch',36625,0,4,11,1795923023,1795923023,0,1795924303,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w32 -p batch -c 8 --mem=2G --gres=gpu:1 --qos=high -t 11 --wrap sleep 347',NULL,'','1=8,2=2048,4=1,5=10,1001=1');
INSERT INTO `arch_job_table` VALUES (89,1795923172,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,16,'w33',14,0,4294967294,NULL,60,1,0,0,2003,2003,0,4294967294,0,0,'',8192,'None assigned',0,NULL,'prio',13889,0,4,11,1795923044,1795923044,0,1795923172,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w33 -p prio -c 4 --mem=8G --nice=10 -t 11 --wrap sleep 473',NULL,'','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (90,1795924475,0,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,0,0,20,'w34',16,0,4294967294,NULL,61,3,0,0,2005,2005,0,4294967294,NULL,0,'',65536,'arch-n1',1,'0','prio',57100,0,3,9,1795923045,1795923045,1795924134,1795924475,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w34 -p prio -c 24 --mem=64G --qos=low -t 9 --wrap sleep 341',NULL,'1=24,2=65536,3=18446744073709551614,4=1,5=80','1=24,2=65536,4=1,5=80');
INSERT INTO `arch_job_table` VALUES (91,1795923185,0,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,0,512,24,'w35',10,0,4294967294,NULL,62,1,0,0,2001,2001,0,4294967294,NULL,0,'',8192,'arch-n1',1,'0','batch',34867,0,5,7,1795923056,1795923056,1795923070,1795923185,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w35 -p batch -c 2 -A astro --mem=8G --gres=gpu:1 -t 7 --wrap sleep 115; exit 2',NULL,'1=2,2=8192,3=18446744073709551614,4=1,5=6,1001=1','1=2,2=8192,4=1,5=6,1001=1');
INSERT INTO `arch_job_table` VALUES (92,1795923826,0,'hep',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,20,'w36',11,0,4294967294,NULL,63,1,0,0,2001,2001,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','prio',22198,0,3,5,1795923076,1795923076,1795923703,1795923826,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w36 -p prio -c 2 -A hep -t 5 --wrap sleep 123',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=4','1=2,2=2000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (93,1795923435,0,'neuro',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,24,'w37',18,0,4294967294,NULL,64,2,0,0,2007,2007,0,4294967294,NULL,0,'',1024,'arch-n1',1,'0','batch',78198,0,3,10,1795923083,1795923083,1795923085,1795923435,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w37 -p batch -c 2 --mem=1G --qos=high -t 10 --wrap sleep 350',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=2','1=2,2=1024,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (95,1795924071,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,20,'w38',14,0,4294967294,NULL,65,1,0,0,2003,2003,0,4294967294,NULL,0,'',8192,'arch-n1',1,'0','prio',13899,0,6,6,1795923102,1795923102,1795923703,1795924071,0,'','','/tmp','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w38 -p prio -c 4 --mem=8G -t 6 --wrap sleep 464',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=12','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (96,1795923531,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,24,'w39',10,0,4294967294,NULL,66,2,0,0,2001,2001,0,4294967294,NULL,0,'',8192,'arch-n1',1,'0','batch',45086,0,6,2,1795923112,1795923112,1795923385,1795923531,0,'','','/tmp','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w39 -p batch -c 16 -A astro --mem=8G --qos=high -t 2 --wrap sleep 239',NULL,'1=16,2=8192,3=18446744073709551614,4=1,5=18','1=16,2=8192,4=1,5=18');
INSERT INTO `arch_job_table` VALUES (97,1795924303,0,'physics',NULL,NULL,0,0,'',NULL,32,0,NULL,0,0,16,'w40',15,0,4294967294,NULL,67,1,0,0,2004,2004,0,4294967294,0,0,'',65536,'None assigned',0,NULL,'batch',10358,0,4,7,1795923117,1795923117,0,1795924303,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w40 -p batch -c 32 -A physics --mem=64G -t 7 --wrap sleep 82',NULL,'','1=32,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (98,1795924431,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,0,0,20,'w41',17,0,4294967294,NULL,68,3,0,0,2006,2006,0,4294967294,NULL,0,'',16384,'arch-n1',1,'0','batch',61227,0,6,6,1795923123,1795923123,1795924067,1795924431,0,'','','/tmp','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w41 -p batch -c 12 --mem=16G --qos=low -t 6 --wrap sleep 456',NULL,'1=12,2=16384,3=18446744073709551614,4=1,5=16','1=12,2=16384,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (99,1795924303,0,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,0,0,16,'w42',15,0,4294967294,NULL,69,3,0,0,2004,2004,0,4294967294,0,0,'',9223372036854776808,'None assigned',0,NULL,'batch',9065,0,4,9,1795923128,1795923128,0,1795924303,0,'','','/tmp','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w42 -p batch -c 2 -A physics --mem-per-cpu=1000M --gres=gpu:2 --qos=low --nice=2000 -t 9 --wrap sleep 382',NULL,'','1=2,2=2000,4=1,5=6,1001=2');
INSERT INTO `arch_job_table` VALUES (100,1795923256,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w43',19,0,4294967294,NULL,70,3,0,0,2008,2008,0,4294967294,NULL,0,'',1024,'arch-n1',1,'0','batch',77762,0,3,3,1795923135,1795923135,1795923205,1795923256,0,'','','/tmp','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w43 -p batch -c 4 --mem=1G --gres=gpu:4 --qos=low -t 3 --wrap sleep 51',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=12,1001=4','1=4,2=1024,4=1,5=12,1001=4');
INSERT INTO `arch_job_table` VALUES (101,1795924217,0,'genomics',NULL,NULL,1,0,'',NULL,16,0,NULL,0,0,24,'w44',16,71,3,NULL,71,3,0,0,2005,2005,0,4294967294,NULL,72,'',65536,'arch-n1',1,'0','batch',52975,0,3,2,1795923139,1795924172,1795924180,1795924217,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w44 -p batch -c 16 --mem=64G --qos=low -t 2 --array=0-3%1 --wrap sleep 37',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (102,1795923319,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,0,0,24,'w45',18,0,4294967294,NULL,72,1,0,0,2007,2007,0,4294967294,NULL,0,'',1024,'arch-n1',1,'0','batch',68229,0,3,7,1795923148,1795923148,1795923235,1795923319,0,'','','/tmp','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w45 -p batch -c 4 -A neuro --mem=1G -t 7 --wrap sleep 84',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=4','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (103,1795924238,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,0,0,20,'w46',16,0,4294967294,NULL,73,3,0,0,2005,2005,0,4294967294,NULL,0,'',65536,'arch-n1',1,'0','prio',56850,0,3,7,1795923181,1795923181,1795924134,1795924238,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w46 -p prio -c 8 -A genomics --mem=64G --qos=low -t 7 --wrap sleep 104',NULL,'1=8,2=65536,3=18446744073709551614,4=1,5=48','1=8,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (104,1795923482,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,24,'w44',16,71,0,NULL,74,3,0,0,2005,2005,0,4294967294,NULL,0,'',65536,'arch-n1',1,'0','batch',11535,0,3,2,1795923139,1795923139,1795923445,1795923482,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w44 -p batch -c 16 --mem=64G --qos=low -t 2 --array=0-3%1 --wrap sleep 37',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (106,1795923527,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,24,'w44',16,71,1,NULL,75,3,0,0,2005,2005,0,4294967294,NULL,72,'',65536,'arch-n1',1,'0','batch',11585,0,3,2,1795923139,1795923483,1795923490,1795923527,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w44 -p batch -c 16 --mem=64G --qos=low -t 2 --array=0-3%1 --wrap sleep 37',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (108,1795924172,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,0,0,24,'w44',16,71,2,NULL,76,3,0,0,2005,2005,0,4294967294,NULL,72,'',65536,'arch-n1',1,'0','batch',53802,0,3,2,1795923139,1795923528,1795924135,1795924172,0,'','','/tmp','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w44 -p batch -c 16 --mem=64G --qos=low -t 2 --array=0-3%1 --wrap sleep 37',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (110,1795924326,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'arrsteps',15,23,0,NULL,77,1,0,0,2004,2004,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',10849,0,3,60,1795922693,1795922694,1795924311,1795924326,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (111,1795924326,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'arrsteps',15,23,1,NULL,78,1,0,0,2004,2004,0,4294967294,NULL,0,'',9223372036854776808,'arch-n1',1,'0','batch',10849,0,3,60,1795922693,1795922694,1795924311,1795924326,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (114,1795924342,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,0,0,20,'arrsteps',15,23,2,NULL,79,1,0,0,2004,2004,0,4294967294,NULL,72,'',9223372036854776808,'arch-n1',1,'0','batch',10849,0,3,60,1795922693,1795924327,1795924327,1795924342,0,'','','/tmp','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
/*!40000 ALTER TABLE `arch_job_table` ENABLE KEYS */;
UNLOCK TABLES;

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
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_last_ran_table`
--
-- ORDER BY:  `hourly_rollup`,`daily_rollup`,`monthly_rollup`

LOCK TABLES `arch_last_ran_table` WRITE;
/*!40000 ALTER TABLE `arch_last_ran_table` DISABLE KEYS */;
INSERT INTO `arch_last_ran_table` VALUES (1795924800,1795922571,1795922571);
/*!40000 ALTER TABLE `arch_last_ran_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  PRIMARY KEY (`id_resv`,`time_start`),
  KEY `time_start_end` (`time_start`,`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_resv_table`
--
-- ORDER BY:  `id_resv`,`time_start`

LOCK TABLES `arch_resv_table` WRITE;
/*!40000 ALTER TABLE `arch_resv_table` DISABLE KEYS */;
INSERT INTO `arch_resv_table` VALUES (1,0,'13,12,19,20',32832,'arch-n1','0','arch_resv1',1795922734,1795923454,'1=8',705);
/*!40000 ALTER TABLE `arch_resv_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `submit_line` text DEFAULT NULL,
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
  KEY `no_step_comp` (`job_db_inx`,`id_step`),
  KEY `time_start_end` (`time_start`,`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_step_table`
--
-- ORDER BY:  `job_db_inx`,`id_step`,`step_het_comp`

LOCK TABLES `arch_step_table` WRITE;
/*!40000 ALTER TABLE `arch_step_table` DISABLE KEYS */;
INSERT INTO `arch_step_table` VALUES (1,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922596,1795922744,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (3,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922608,1795922770,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1,1001=4','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (5,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (7,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (8,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (9,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (10,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922746,1795922746,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (11,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (12,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922615,1795922615,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (13,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922616,1795922616,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (14,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922616,1795922616,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (16,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922621,1795922705,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=96000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (17,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922626,1795922886,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (19,0,4021,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922645,1795922645,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (22,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922671,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (24,0,9,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922694,1795922699,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (25,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922694,1795922725,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (25,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'hostname',2,2,1795922694,1795922694,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 2 hostname','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (25,0,0,1,4294967294,NULL,'arch-n1',1,'0',3,'sleep',2,2,1795922694,1795922724,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 30','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (26,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922705,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (27,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922746,1795922792,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (27,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',2,2,1795922746,1795922766,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 2 sleep 20','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (27,0,0,1,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795922766,1795922777,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 sleep 10','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (27,0,0,2,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795922777,1795922792,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 sleep 15','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (27,0,256,3,4294967294,NULL,'arch-n1',1,'0',5,'false',1,1,1795922792,1795922792,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun -n 1 false','1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (29,0,768,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795922705,1795922710,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (31,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922746,1795922806,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (32,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924327,1795924342,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (32,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795924327,1795924342,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (35,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922711,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (36,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922714,1795922743,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (39,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922743,1795922863,30,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (41,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922746,1795922896,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (43,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922924,1795923015,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (46,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922785,1795922819,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (47,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922785,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (49,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922800,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (51,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795923175,1795923190,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (52,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922905,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (53,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922905,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (54,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795922935,1795923028,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (55,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923025,1795923057,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (57,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795922935,1795923321,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (58,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923222,1795923702,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (59,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923025,1795923222,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (60,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922905,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (61,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922905,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (62,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795922905,1795922923,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (66,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923956,1795924133,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (67,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923045,1795923491,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (69,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923060,1795923424,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (71,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923715,1795923900,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (73,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923703,1795923911,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (74,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795923265,1795923358,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (75,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795923925,1795924018,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (76,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795924134,1795924227,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (77,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923025,1795923172,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (79,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923025,1795923083,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (81,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923015,1795923373,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (82,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923015,1795923373,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (83,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923015,1795923373,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (84,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923531,1795923955,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=48,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (87,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923711,1795924066,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (90,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924134,1795924475,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=24,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (91,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795923070,1795923185,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=8192,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (92,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923703,1795923826,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (93,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923085,1795923435,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=2,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (95,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795923703,1795924071,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (96,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795923385,1795923531,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (98,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795924067,1795924431,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=12,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (100,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923205,1795923256,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=1024,4=1,1001=4','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (101,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924180,1795924217,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (102,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923235,1795923319,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=4,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (103,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924134,1795924238,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=8,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (104,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923445,1795923482,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (106,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795923490,1795923527,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (108,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924135,1795924172,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (110,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924311,1795924326,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (110,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795924311,1795924326,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (111,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924311,1795924326,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (111,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795924311,1795924326,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (114,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795924327,1795924342,0,0,0,0,0,0,0,NULL,0,0,0,NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (114,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795924327,1795924342,0,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
/*!40000 ALTER TABLE `arch_step_table` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `arch_suspend_table`
--

DROP TABLE IF EXISTS `arch_suspend_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_suspend_table` (
  `job_db_inx` bigint(20) unsigned NOT NULL,
  `id_assoc` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`job_db_inx`,`time_start`),
  KEY `job_db_inx_times` (`job_db_inx`,`time_start`,`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_suspend_table`
--
-- ORDER BY:  `job_db_inx`,`time_start`

LOCK TABLES `arch_suspend_table` WRITE;
/*!40000 ALTER TABLE `arch_suspend_table` DISABLE KEYS */;
INSERT INTO `arch_suspend_table` VALUES (39,19,1795922758,1795922788);
/*!40000 ALTER TABLE `arch_suspend_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_day_table`
--
-- ORDER BY:  `id_tres`,`time_start`

LOCK TABLES `arch_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_hour_table`
--
-- ORDER BY:  `id_tres`,`time_start`

LOCK TABLES `arch_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,1,1795922571,64,99182,10432,0,0,33042,346387);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,2,1795922571,256000,196505888,41728000,0,332390112,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,3,1795922571,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,4,1795922571,1,7919,0,0,0,0,7919);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,5,1795922571,253,193045,41239,0,329653,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,6,1795922571,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,7,1795922571,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,8,1795922571,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795924800,1795924800,0,1001,1795922571,4,1613,652,0,6651,0,0);
/*!40000 ALTER TABLE `arch_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  KEY `time_start` (`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_month_table`
--
-- ORDER BY:  `id_tres`,`time_start`

LOCK TABLES `arch_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;

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
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_table`
--
-- ORDER BY:  `id_wckey`

LOCK TABLES `arch_wckey_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_wckey_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_wckey_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

LOCK TABLES `arch_wckey_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;

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
  `control_host` tinytext NOT NULL DEFAULT '',
  `control_port` int(10) unsigned NOT NULL DEFAULT 0,
  `last_port` int(10) unsigned NOT NULL DEFAULT 0,
  `rpc_version` smallint(5) unsigned NOT NULL DEFAULT 0,
  `classification` smallint(5) unsigned DEFAULT 0,
  `dimensions` smallint(5) unsigned DEFAULT 1,
  `plugin_id_select` smallint(5) unsigned DEFAULT 0,
  `flags` int(10) unsigned DEFAULT 0,
  `federation` tinytext NOT NULL,
  `features` text NOT NULL DEFAULT '',
  `fed_id` int(10) unsigned NOT NULL DEFAULT 0,
  `fed_state` smallint(5) unsigned NOT NULL,
  PRIMARY KEY (`name`(42))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `cluster_table`
--
-- ORDER BY:  `name`

LOCK TABLES `cluster_table` WRITE;
/*!40000 ALTER TABLE `cluster_table` DISABLE KEYS */;
INSERT INTO `cluster_table` VALUES (1795922569,1795922570,0,'arch','127.0.0.1',6817,6817,9728,0,1,109,128,'','',0,0);
/*!40000 ALTER TABLE `cluster_table` ENABLE KEYS */;
UNLOCK TABLES;

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
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `qos_table`
--
-- ORDER BY:  `id`

LOCK TABLES `qos_table` WRITE;
/*!40000 ALTER TABLE `qos_table` DISABLE KEYS */;
INSERT INTO `qos_table` VALUES (1795922566,1795922577,0,1,'normal','Normal QOS default',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,0,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795922576,1795922577,0,2,'high','high',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,100,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795922577,1795922989,0,3,'low','low',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,12,1,NULL,NULL);
/*!40000 ALTER TABLE `qos_table` ENABLE KEYS */;
UNLOCK TABLES;

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
) ENGINE=InnoDB AUTO_INCREMENT=1002 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `tres_table`
--
-- ORDER BY:  `id`

LOCK TABLES `tres_table` WRITE;
/*!40000 ALTER TABLE `tres_table` DISABLE KEYS */;
INSERT INTO `tres_table` VALUES (1795922566,0,1,'cpu','');
INSERT INTO `tres_table` VALUES (1795922566,0,2,'mem','');
INSERT INTO `tres_table` VALUES (1795922566,0,3,'energy','');
INSERT INTO `tres_table` VALUES (1795922566,0,4,'node','');
INSERT INTO `tres_table` VALUES (1795922566,0,5,'billing','');
INSERT INTO `tres_table` VALUES (1795922566,0,6,'fs','disk');
INSERT INTO `tres_table` VALUES (1795922566,0,7,'vmem','');
INSERT INTO `tres_table` VALUES (1795922566,0,8,'pages','');
INSERT INTO `tres_table` VALUES (1795922566,1,1000,'dynamic_offset','');
INSERT INTO `tres_table` VALUES (1795922570,0,1001,'gres','gpu');
/*!40000 ALTER TABLE `tres_table` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `txn_table`
--

DROP TABLE IF EXISTS `txn_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `txn_table` (
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `timestamp` bigint(20) unsigned NOT NULL DEFAULT 0,
  `action` smallint(6) NOT NULL,
  `name` text NOT NULL,
  `actor` tinytext NOT NULL,
  `cluster` tinytext NOT NULL DEFAULT '',
  `info` blob DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `archive_purge` (`timestamp`,`cluster`(42))
) ENGINE=InnoDB AUTO_INCREMENT=55 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `txn_table`
--
-- ORDER BY:  `id`

LOCK TABLES `txn_table` WRITE;
/*!40000 ALTER TABLE `txn_table` DISABLE KEYS */;
INSERT INTO `txn_table` VALUES (1,1795922569,1405,'arch','root','','mod_time=1795922569, shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\',1,\', federation=\'\', fed_id=0, fed_state=0, features=\'\'');
INSERT INTO `txn_table` VALUES (2,1795922570,1404,'id_assoc=2','root','arch','mod_time=1795922570, acct=\'root\', user=\'root\', `partition`=\'\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (3,1795922570,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=6817, last_port=6817, rpc_version=9728, dimensions=1, plugin_id_select=109, flags=128');
INSERT INTO `txn_table` VALUES (4,1795922570,1485,'id=1001','root','arch','type=\'gres\', name=\'gpu\'');
INSERT INTO `txn_table` VALUES (5,1795922576,1447,'high','root','','mod_time=1795922576, description=\'high\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (6,1795922577,1447,'low','root','','mod_time=1795922577, description=\'low\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (7,1795922577,1451,'(name=\'normal\')','root','','priority=0');
INSERT INTO `txn_table` VALUES (8,1795922577,1451,'(name=\'high\')','root','','priority=100');
INSERT INTO `txn_table` VALUES (9,1795922577,1451,'(name=\'low\')','root','','priority=10');
INSERT INTO `txn_table` VALUES (10,1795922578,1402,'physics','root','','description=\'physics\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (11,1795922578,1404,'id_assoc=3','root','arch','mod_time=1795922578, acct=\'physics\', parent_acct=\'root\', user=\'\', shares=40, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (12,1795922578,1402,'bio','root','','description=\'bio\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (13,1795922578,1404,'id_assoc=4','root','arch','mod_time=1795922578, acct=\'bio\', parent_acct=\'root\', user=\'\', shares=60, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (14,1795922579,1402,'ops','root','','description=\'ops\', organization=\'it\'');
INSERT INTO `txn_table` VALUES (15,1795922579,1404,'id_assoc=5','root','arch','mod_time=1795922579, acct=\'ops\', parent_acct=\'root\', user=\'\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (16,1795922580,1402,'astro','root','','description=\'astro\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (17,1795922580,1404,'id_assoc=6','root','arch','mod_time=1795922580, acct=\'astro\', parent_acct=\'physics\', user=\'\', shares=30, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (18,1795922580,1402,'hep','root','','description=\'hep\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (19,1795922580,1404,'id_assoc=7','root','arch','mod_time=1795922580, acct=\'hep\', parent_acct=\'physics\', user=\'\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (20,1795922581,1402,'genomics','root','','description=\'genomics\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (21,1795922581,1404,'id_assoc=8','root','arch','mod_time=1795922581, acct=\'genomics\', parent_acct=\'bio\', user=\'\', shares=25, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (22,1795922581,1402,'neuro','root','','description=\'neuro\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (23,1795922581,1404,'id_assoc=9','root','arch','mod_time=1795922581, acct=\'neuro\', parent_acct=\'bio\', user=\'\', shares=35, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (24,1795922582,1406,'u1','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (25,1795922582,1404,'id_assoc=10','root','arch','mod_time=1795922582, acct=\'astro\', user=\'u1\', `partition`=\'\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (26,1795922583,1404,'id_assoc=11','root','arch','mod_time=1795922583, acct=\'hep\', user=\'u1\', `partition`=\'\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (27,1795922583,1406,'u2','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (28,1795922583,1404,'id_assoc=12','root','arch','mod_time=1795922583, acct=\'astro\', user=\'u2\', `partition`=\'\', shares=20, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (29,1795922584,1404,'id_assoc=13','root','arch','mod_time=1795922584, acct=\'ops\', user=\'u2\', `partition`=\'\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (30,1795922585,1406,'u3','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (31,1795922585,1404,'id_assoc=14','root','arch','mod_time=1795922585, acct=\'hep\', user=\'u3\', `partition`=\'\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (32,1795922585,1406,'u4','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (33,1795922585,1404,'id_assoc=15','root','arch','mod_time=1795922585, acct=\'physics\', user=\'u4\', `partition`=\'\', shares=15, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (34,1795922586,1406,'u5','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (35,1795922586,1404,'id_assoc=16','root','arch','mod_time=1795922586, acct=\'genomics\', user=\'u5\', `partition`=\'\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (36,1795922587,1406,'u6','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (37,1795922587,1404,'id_assoc=17','root','arch','mod_time=1795922587, acct=\'genomics\', user=\'u6\', `partition`=\'\', shares=2147483647, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (38,1795922588,1406,'u7','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (39,1795922588,1404,'id_assoc=18','root','arch','mod_time=1795922588, acct=\'neuro\', user=\'u7\', `partition`=\'\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (40,1795922588,1406,'u8','root','','admin_level=1');
INSERT INTO `txn_table` VALUES (41,1795922588,1404,'id_assoc=19','root','arch','mod_time=1795922588, acct=\'neuro\', user=\'u8\', `partition`=\'\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (42,1795922589,1404,'id_assoc=20','root','arch','mod_time=1795922589, acct=\'ops\', user=\'u8\', `partition`=\'\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (43,1795922589,1429,'(id_assoc=1)','root','arch','def_qos_id=1, qos=\',1,3,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (44,1795922590,1429,'(id_assoc=11 || id_assoc=10)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (45,1795922590,1429,'(id_assoc=15)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (46,1795922591,1429,'(id_assoc=18)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (47,1795922664,1429,'(id_assoc=14)','root','arch','shares=7');
INSERT INTO `txn_table` VALUES (48,1795922664,1429,'(id_assoc=5)','root','arch','shares=6');
INSERT INTO `txn_table` VALUES (49,1795922665,1402,'chem','root','','description=\'chem\', organization=\'sci\'');
INSERT INTO `txn_table` VALUES (50,1795922665,1404,'id_assoc=21','root','arch','mod_time=1795922665, acct=\'chem\', parent_acct=\'root\', user=\'\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (51,1795922666,1404,'id_assoc=22','root','arch','mod_time=1795922666, acct=\'chem\', user=\'u3\', `partition`=\'\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (52,1795922666,1429,'(id_assoc=16)','root','arch','max_jobs=50');
INSERT INTO `txn_table` VALUES (53,1795922988,1437,'id_assoc=22','root','arch',NULL);
INSERT INTO `txn_table` VALUES (54,1795922989,1451,'(name=\'low\')','root','','priority=12');
/*!40000 ALTER TABLE `txn_table` ENABLE KEYS */;
UNLOCK TABLES;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed
