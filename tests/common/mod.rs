#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

pub fn resilint(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_resilint"))
        .current_dir(dir)
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("resilint runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}\nstderr: {}", stdout(o), stderr(o)))
}

pub fn write(dir: &Path, rel: &str, text: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A small TS file with two bare-reject findings.
pub const TWO_REJECTS: &str = "export function a(): Promise<void> {\n  return new Promise((resolve, reject) => {\n    reject();\n  });\n}\n\nexport function b(): Promise<void> {\n  return Promise.reject();\n}\n";

pub fn rules_of(v: &serde_json::Value) -> Vec<(String, String, u64)> {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["rule"].as_str().unwrap().to_string(),
                f["start"]["line"].as_u64().unwrap(),
            )
        })
        .collect()
}
