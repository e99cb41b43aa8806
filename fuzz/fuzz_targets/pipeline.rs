//! Fuzzes the per-file pipeline (decode as lossy UTF-8, parse, every rule,
//! suppressions, fingerprints) for each grammar. The first byte picks the
//! grammar; the rest is the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use resilint::config::{ConfigFile, Overrides, Settings};
use resilint::engine::check_source;
use resilint::lang::Lang;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn settings() -> &'static Settings {
    static S: OnceLock<Settings> = OnceLock::new();
    S.get_or_init(|| {
        let overrides = Overrides {
            select: Some(vec!["ALL".into(), "unpaced-batch-calls".into()]),
            ..Overrides::default()
        };
        Settings::build(&ConfigFile::default(), PathBuf::from("."), &overrides).expect("default settings")
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let (lang, name) = match selector % 4 {
        0 => (Lang::TypeScript, "f.ts"),
        1 => (Lang::Tsx, "f.tsx"),
        2 => (Lang::Ruby, "f.rb"),
        _ => (Lang::Python, "f.py"),
    };
    let text = String::from_utf8_lossy(rest);
    let _ = check_source(Path::new(name), lang, &text, settings());
});
