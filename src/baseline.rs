//! Baselines: record today's findings by fingerprint so that a legacy
//! repository can adopt resilint and block only new problems.

use crate::finding::Finding;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

/// A baseline larger than this is not one resilint wrote.
pub const MAX_BASELINE_BYTES: u64 = 256 * 1024 * 1024;

#[derive(Serialize, Deserialize, Default)]
pub struct Baseline {
    pub version: u32,
    /// fingerprint -> what it was (for humans reading the file).
    pub findings: BTreeMap<String, Entry>,
}

#[derive(Serialize, Deserialize, Clone)]
pub struct Entry {
    pub rule: String,
    pub path: String,
    pub message: String,
}

impl Baseline {
    pub fn from_findings(findings: &[Finding]) -> Baseline {
        Baseline {
            version: 1,
            findings: findings
                .iter()
                .map(|f| {
                    (
                        f.fingerprint.clone(),
                        Entry {
                            rule: f.rule.to_string(),
                            path: f.path.clone(),
                            message: f.message.clone(),
                        },
                    )
                })
                .collect(),
        }
    }

    pub fn read(path: &Path) -> Result<Baseline, String> {
        let shown = crate::text::escape_control(&path.display().to_string()).into_owned();
        let meta = std::fs::metadata(path).map_err(|e| format!("--baseline {shown}: {e}"))?;
        if !meta.is_file() {
            // /dev/zero never ends, a FIFO blocks.
            return Err(format!("--baseline {shown}: not a regular file"));
        }
        if meta.len() > MAX_BASELINE_BYTES {
            return Err(format!(
                "--baseline {shown}: larger than the {} MB limit for baselines",
                MAX_BASELINE_BYTES / (1024 * 1024)
            ));
        }
        let mut text = String::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_BASELINE_BYTES + 1).read_to_string(&mut text))
            .map_err(|e| format!("--baseline {shown}: {e}"))?;
        let b: Baseline = serde_json::from_str(&text).map_err(|e| {
            format!(
                "--baseline {}: not a resilint baseline: {e}",
                path.display()
            )
        })?;
        if b.version != 1 {
            return Err(format!(
                "--baseline {}: unsupported version {}",
                path.display(),
                b.version
            ));
        }
        Ok(b)
    }

    pub fn write(&self, path: &Path) -> Result<(), String> {
        if let Ok(meta) = std::fs::metadata(path)
            && !meta.is_file()
        {
            return Err(format!(
                "--write-baseline {}: not a regular file",
                crate::text::escape_control(&path.display().to_string())
            ));
        }
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("--write-baseline {}: {e}", path.display()))
    }

    /// Entries of files that were scanned whose fingerprint matches no
    /// current finding: fixed or changed since the baseline was written.
    pub fn stale(&self, findings: &[Finding], scanned_paths: &[String]) -> usize {
        let current: std::collections::HashSet<&str> =
            findings.iter().map(|f| f.fingerprint.as_str()).collect();
        let scanned: std::collections::HashSet<&str> =
            scanned_paths.iter().map(String::as_str).collect();
        self.findings
            .iter()
            .filter(|(fp, e)| scanned.contains(e.path.as_str()) && !current.contains(fp.as_str()))
            .count()
    }

    /// Removes findings present in the baseline; returns how many were removed.
    /// Whether `f` is recorded in the baseline.
    pub fn contains(&self, f: &Finding) -> bool {
        self.findings.contains_key(&f.fingerprint)
    }

    pub fn filter(&self, findings: &mut Vec<Finding>) -> usize {
        let before = findings.len();
        findings.retain(|f| !self.findings.contains_key(&f.fingerprint));
        before - findings.len()
    }
}
