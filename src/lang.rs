//! Language detection and grammars.

use std::path::Path;

/// A grammar resilint parses with. TypeScript and TSX share one rule family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    TypeScript,
    Tsx,
    Ruby,
    Python,
}

/// The language family rules are written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Js,
    Ruby,
    Python,
}

impl Family {
    pub const ALL: [Family; 3] = [Family::Js, Family::Ruby, Family::Python];

    /// Directory under `queries/` and name used in docs.
    pub fn name(self) -> &'static str {
        match self {
            Family::Js => "javascript",
            Family::Ruby => "ruby",
            Family::Python => "python",
        }
    }

    pub fn display(self) -> &'static str {
        match self {
            Family::Js => "TypeScript/JavaScript",
            Family::Ruby => "Ruby",
            Family::Python => "Python",
        }
    }
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::TypeScript, Lang::Tsx, Lang::Ruby, Lang::Python];

    pub fn family(self) -> Family {
        match self {
            Lang::TypeScript | Lang::Tsx => Family::Js,
            Lang::Ruby => Family::Ruby,
            Lang::Python => Family::Python,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn grammar(self) -> tree_sitter::Language {
        match self {
            Lang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            Lang::Tsx => tree_sitter_typescript::LANGUAGE_TSX.into(),
            Lang::Ruby => tree_sitter_ruby::LANGUAGE.into(),
            Lang::Python => tree_sitter_python::LANGUAGE.into(),
        }
    }

    /// Detects the language from the file name alone; `None` when the name
    /// gives no answer (the caller may then look at a shebang).
    pub fn from_path(path: &Path) -> Option<Lang> {
        // Lossy: a file name that is not UTF-8 is still source code.
        let name = path.file_name()?.to_string_lossy();
        let name = name.as_ref();
        if matches!(name, "Rakefile" | "Gemfile" | "Guardfile" | "Capfile") {
            return Some(Lang::Ruby);
        }
        let ext = path.extension()?.to_str()?;
        match ext {
            "ts" | "mts" | "cts" => {
                // Declaration files carry no behaviour.
                if name.ends_with(".d.ts") || name.ends_with(".d.mts") || name.ends_with(".d.cts") {
                    None
                } else {
                    Some(Lang::TypeScript)
                }
            }
            "tsx" | "js" | "jsx" | "mjs" | "cjs" => Some(Lang::Tsx),
            "rb" | "rake" | "ru" | "gemspec" => Some(Lang::Ruby),
            "py" | "pyi" => Some(Lang::Python),
            _ => None,
        }
    }

    /// Detects a Ruby or Python script from its shebang line.
    pub fn from_shebang(first_line: &[u8]) -> Option<Lang> {
        if !first_line.starts_with(b"#!") {
            return None;
        }
        let line = String::from_utf8_lossy(first_line);
        let interpreter = line
            .trim_start_matches("#!")
            .split_whitespace()
            .flat_map(|w| w.rsplit('/').next())
            .find(|w| *w != "env" && !w.starts_with('-'))?
            .to_string();
        if interpreter.starts_with("ruby") {
            Some(Lang::Ruby)
        } else if interpreter.starts_with("python") {
            Some(Lang::Python)
        } else if interpreter.starts_with("node") {
            Some(Lang::Tsx)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_by_extension_and_name() {
        assert_eq!(Lang::from_path(Path::new("a/b.ts")), Some(Lang::TypeScript));
        assert_eq!(Lang::from_path(Path::new("a/b.d.ts")), None);
        assert_eq!(Lang::from_path(Path::new("b.jsx")), Some(Lang::Tsx));
        assert_eq!(Lang::from_path(Path::new("b.cjs")), Some(Lang::Tsx));
        assert_eq!(Lang::from_path(Path::new("x/Rakefile")), Some(Lang::Ruby));
        assert_eq!(Lang::from_path(Path::new("x.gemspec")), Some(Lang::Ruby));
        assert_eq!(Lang::from_path(Path::new("x.pyi")), Some(Lang::Python));
        assert_eq!(Lang::from_path(Path::new("x.go")), None);
    }

    #[test]
    fn detects_shebangs() {
        assert_eq!(Lang::from_shebang(b"#!/usr/bin/env ruby"), Some(Lang::Ruby));
        assert_eq!(
            Lang::from_shebang(b"#!/usr/bin/python3 -u"),
            Some(Lang::Python)
        );
        assert_eq!(Lang::from_shebang(b"#!/bin/sh"), None);
        assert_eq!(Lang::from_shebang(b"print(1)"), None);
    }
}
