//! What Princeton's jobstats leaves in a job's AdminComment: `JS1:` and the base64 of its
//! gzipped JSON summary (`{"nodes": {NODE: {"gpu_utilization": {"0": 98.5, …}, …}},
//! "total_time": …, "gpus": …}`), or `JS1:Short` / `JS1:None` when it kept none.

use std::io::Read;

use base64::Engine;

/// The mean utilisation (percent) of the job's GPUs over its run, as jobstats summed it up;
/// None when the comment is not jobstats' or names no GPU.
pub fn gpu_utilization(admin_comment: &str) -> Option<f64> {
    let encoded = admin_comment.trim().strip_prefix("JS1:")?;
    let gzipped = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .ok()?;
    let mut json = String::new();
    flate2::read::GzDecoder::new(&gzipped[..])
        .read_to_string(&mut json)
        .ok()?;
    let summary: serde_json::Value = serde_json::from_str(&json).ok()?;
    let per_gpu: Vec<f64> = summary["nodes"]
        .as_object()?
        .values()
        .filter_map(|node| node["gpu_utilization"].as_object())
        .flat_map(|gpus| gpus.values().filter_map(serde_json::Value::as_f64))
        .collect();
    (!per_gpu.is_empty()).then(|| per_gpu.iter().sum::<f64>() / per_gpu.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn js1(json: &str) -> String {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(json.as_bytes()).unwrap();
        let bytes = gz.finish().unwrap();
        format!(
            "JS1:{}",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        )
    }

    /// Two nodes of two GPUs at 90, 70, 40 and 0 %: 50 % on average.
    #[test]
    fn the_gpus_mean_utilisation() {
        let comment = js1(
            r#"{"gpus": 4, "nodes": {"g1": {"cpus": 8, "gpu_utilization": {"0": 90.0, "1": 70.0}, "total_memory": 1, "total_time": 5, "used_memory": 1}, "g2": {"cpus": 8, "gpu_utilization": {"0": 40.0, "1": 0}, "total_memory": 1, "total_time": 5, "used_memory": 1}}, "total_time": 3600}"#,
        );
        assert_eq!(gpu_utilization(&comment), Some(50.0));
        let cpu_only = js1(
            r#"{"gpus": 0, "nodes": {"c1": {"cpus": 8, "total_memory": 1, "total_time": 5, "used_memory": 1}}, "total_time": 3600}"#,
        );
        assert_eq!(gpu_utilization(&cpu_only), None);
        assert_eq!(gpu_utilization("JS1:Short"), None);
        assert_eq!(gpu_utilization("a note by an admin"), None);
    }
}
