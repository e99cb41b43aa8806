//! Library, framework and context knowledge as data (spec v3). One TOML file
//! per ecosystem is embedded in the binary (`src/knowledge/*.toml`); the
//! `[knowledge.<ecosystem>]` tables of `resilint.toml` append to it. Rules
//! and the model read lists by key; the keys are fixed by the embedded files,
//! so a typo in a configuration is an error, not a silently ignored table.

use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The ecosystems with a knowledge file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Eco {
    Common,
    Javascript,
    Ruby,
    Python,
}

impl Eco {
    pub const ALL: [Eco; 4] = [Eco::Common, Eco::Javascript, Eco::Ruby, Eco::Python];

    /// The ecosystem of a language family.
    pub fn of(family: crate::lang::Family) -> Eco {
        match family {
            crate::lang::Family::Js => Eco::Javascript,
            crate::lang::Family::Ruby => Eco::Ruby,
            crate::lang::Family::Python => Eco::Python,
        }
    }

    /// Whether the text at `at` is on a line that is a comment from before
    /// it, in this ecosystem's languages (commented-out code, such as a
    /// `// .onRun(...)` left above the registration that replaced it,
    /// registers nothing). Common lists answer for every language.
    pub fn commented_out(self, text: &str, at: usize) -> bool {
        use crate::lang::Family;
        let bytes = text.as_bytes();
        match self {
            Eco::Javascript => crate::model::exec::commented_out(Family::Js, bytes, at),
            Eco::Ruby => crate::model::exec::commented_out(Family::Ruby, bytes, at),
            Eco::Python => crate::model::exec::commented_out(Family::Python, bytes, at),
            Eco::Common => {
                crate::model::exec::commented_out(Family::Js, bytes, at)
                    || crate::model::exec::commented_out(Family::Python, bytes, at)
            }
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Eco::Common => "common",
            Eco::Javascript => "javascript",
            Eco::Ruby => "ruby",
            Eco::Python => "python",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Eco::Common => include_str!("../knowledge/common.toml"),
            Eco::Javascript => include_str!("../knowledge/javascript.toml"),
            Eco::Ruby => include_str!("../knowledge/ruby.toml"),
            Eco::Python => include_str!("../knowledge/python.toml"),
        }
    }

    pub fn parse(name: &str) -> Option<Eco> {
        Eco::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// Every list of every ecosystem.
#[derive(Debug, Default)]
pub struct Knowledge {
    /// Ecosystem -> key -> list: [`list`] is asked for a list by name
    /// very often (per node in places), so the keys are hashed.
    tables: BTreeMap<Eco, rustc_hash::FxHashMap<String, Vec<&'static str>>>,
}

/// Additions from configuration: ecosystem -> key -> values.
pub type Extensions = BTreeMap<String, BTreeMap<String, Vec<String>>>;

static KNOWLEDGE: OnceLock<Knowledge> = OnceLock::new();

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

impl Knowledge {
    fn builtin() -> Knowledge {
        let mut k = Knowledge::default();
        for eco in Eco::ALL {
            let table: toml::Table = toml::from_str(eco.source())
                .unwrap_or_else(|e| panic!("embedded knowledge {} is invalid: {e}", eco.name()));
            for (key, value) in table {
                let list = value
                    .as_array()
                    .unwrap_or_else(|| panic!("knowledge {}.{key} is not a list", eco.name()))
                    .iter()
                    .map(|v| {
                        leak(v.as_str().unwrap_or_else(|| {
                            panic!("knowledge {}.{key} holds a non-string", eco.name())
                        }))
                    })
                    .collect();
                k.tables.entry(eco).or_default().insert(key, list);
            }
        }
        k
    }

    /// Checks configuration additions against the built-in keys.
    pub fn validate(ext: &Extensions) -> Result<(), String> {
        let builtin = Knowledge::builtin();
        for (eco_name, keys) in ext {
            let Some(eco) = Eco::parse(eco_name) else {
                return Err(format!(
                    "unknown knowledge table `{eco_name}` (expected one of: common, javascript, ruby, python)"
                ));
            };
            for key in keys.keys() {
                if !builtin
                    .tables
                    .get(&eco)
                    .is_some_and(|t| t.contains_key(key))
                {
                    let mut known: Vec<&str> = builtin
                        .tables
                        .get(&eco)
                        .into_iter()
                        .flat_map(|t| t.keys().map(String::as_str))
                        .collect();
                    known.sort_unstable();
                    return Err(format!(
                        "unknown key `{key}` in [knowledge.{eco_name}] (known keys: {})",
                        known.join(", ")
                    ));
                }
            }
        }
        Ok(())
    }

    /// The list under `key`; empty when the key is unknown.
    pub fn list(&self, eco: Eco, key: &str) -> &[&'static str] {
        self.tables
            .get(&eco)
            .and_then(|t| t.get(key))
            .map_or(&[], Vec::as_slice)
    }
}

/// Installs the built-in knowledge extended by configuration. Call before the
/// first scan; later calls (another scan in the same process) are ignored when
/// they add nothing new, so tests and library users may call it freely.
pub fn install(ext: &Extensions) {
    let _ = KNOWLEDGE.get_or_init(|| {
        let mut k = Knowledge::builtin();
        for (eco_name, keys) in ext {
            let Some(eco) = Eco::parse(eco_name) else {
                continue;
            };
            for (key, values) in keys {
                if let Some(list) = k.tables.get_mut(&eco).and_then(|t| t.get_mut(key)) {
                    list.extend(values.iter().map(|v| leak(v)));
                }
            }
        }
        k
    });
}

/// The knowledge in force (built-in only when nothing was installed).
pub fn kb() -> &'static Knowledge {
    KNOWLEDGE.get_or_init(Knowledge::builtin)
}

/// A list of one ecosystem, as a slice that lives for the whole run.
pub fn list(eco: Eco, key: &str) -> &'static [&'static str] {
    kb().list(eco, key)
}

/// The text of the file being analysed on this thread, while a
/// [`FileText`] lives: [`markers_in`] remembers its answers for that text
/// and the slices of it (several execution-context and effect questions
/// search the same file for the same list).
struct Scoped {
    /// The file text's address range.
    start: usize,
    end: usize,
    /// (ecosystem, list, slice address, slice length) -> markers found.
    answers: rustc_hash::FxHashMap<(Eco, &'static str, usize, usize), Vec<&'static str>>,
    /// Per ecosystem: which parts of its [`WHOLE_FILE_LISTS`] the whole
    /// text holds (one search for all of them).
    whole: rustc_hash::FxHashMap<Eco, std::rc::Rc<Vec<bool>>>,
}

/// Lists the execution contexts and effect summaries search whole files
/// for: while a [`FileText`] holds a file, one automaton pass answers them
/// all for the whole text.
const WHOLE_FILE_LISTS: [&str; 5] = [
    "service-registrations",
    "job-registrations",
    "job-retry-disabled",
    "ui-globals",
    "cli-requires",
];

/// A list's markers, each with the indices of its parts.
type IndexedMarkers = Vec<(&'static str, Vec<usize>)>;

/// The distinct parts of an ecosystem's [`WHOLE_FILE_LISTS`] in one
/// automaton, and each list's markers as indices into them.
struct WholeFileMarkers {
    gate: Option<aho_corasick::AhoCorasick>,
    automaton: Option<aho_corasick::AhoCorasick>,
    parts: usize,
    lists: Vec<(&'static str, IndexedMarkers)>,
}

fn whole_file_markers(eco: Eco) -> std::rc::Rc<WholeFileMarkers> {
    use std::cell::RefCell;
    use std::rc::Rc;
    thread_local! {
        static CACHE: RefCell<rustc_hash::FxHashMap<Eco, Rc<WholeFileMarkers>>> =
            RefCell::default();
    }
    CACHE.with(|c| {
        c.borrow_mut()
            .entry(eco)
            .or_insert_with(|| {
                let mut parts: Vec<&'static str> = Vec::new();
                let lists = WHOLE_FILE_LISTS
                    .iter()
                    .map(|key| (*key, marker_parts(list(eco, key), &mut parts)))
                    .collect();
                Rc::new(WholeFileMarkers {
                    gate: aho_corasick::AhoCorasick::new(&parts).ok(),
                    automaton: crate::engine::text_automaton(
                        &mut aho_corasick::AhoCorasick::builder(),
                        &parts,
                    ),
                    parts: parts.len(),
                    lists,
                })
            })
            .clone()
    })
}

thread_local! {
    static SCOPED: std::cell::RefCell<Option<Scoped>> = const { std::cell::RefCell::new(None) };
}

/// While alive, [`markers_in`] answers each question about `text` (or a
/// slice of it) once. The guard borrows the text, so the remembered answers
/// never outlive it.
pub struct FileText<'t> {
    previous: Option<Scoped>,
    _text: std::marker::PhantomData<&'t str>,
}

impl<'t> FileText<'t> {
    pub fn enter(text: &'t str) -> FileText<'t> {
        let start = text.as_ptr() as usize;
        let previous = SCOPED.with(|s| {
            s.borrow_mut().replace(Scoped {
                start,
                end: start + text.len(),
                answers: Default::default(),
                whole: Default::default(),
            })
        });
        FileText {
            previous,
            _text: std::marker::PhantomData,
        }
    }
}

impl Drop for FileText<'_> {
    fn drop(&mut self) {
        let previous = self.previous.take();
        SCOPED.with(|s| *s.borrow_mut() = previous);
    }
}

/// The markers of list `key` that `text` contains, in list order. A marker
/// `a&&b` needs every part. One automaton pass over the text, whatever the
/// length of the list (the automaton is built once per thread and list);
/// answered once per file text while a [`FileText`] holds it.
pub fn markers_in(eco: Eco, key: &'static str, text: &str) -> Vec<&'static str> {
    let at = text.as_ptr() as usize;
    let memo_key = (eco, key, at, text.len());
    // (the remembered answer, whether `text` is the whole file text)
    let in_scope = SCOPED.with(|s| {
        let s = s.borrow();
        let scoped = s.as_ref()?;
        if at < scoped.start || at + text.len() > scoped.end {
            return None;
        }
        let whole = at == scoped.start && at + text.len() == scoped.end;
        Some((scoped.answers.get(&memo_key).cloned(), whole))
    });
    if let Some((Some(known), _)) = in_scope {
        return known;
    }
    let whole =
        in_scope.as_ref().is_some_and(|(_, whole)| *whole) && WHOLE_FILE_LISTS.contains(&key);
    let found = if whole {
        whole_file_markers_in(eco, key, text)
    } else {
        markers_in_text(eco, key, text)
    };
    if in_scope.is_some() {
        SCOPED.with(|s| {
            if let Some(scoped) = s.borrow_mut().as_mut() {
                scoped.answers.insert(memo_key, found.clone());
            }
        });
    }
    found
}

/// [`markers_in_text`] for one of the [`WHOLE_FILE_LISTS`] and the whole
/// text of the [`FileText`] in scope: the first such question searches the
/// text for the parts of all of them.
fn whole_file_markers_in(eco: Eco, key: &'static str, text: &str) -> Vec<&'static str> {
    let markers = whole_file_markers(eco);
    let (Some(gate), Some(automaton)) = (&markers.gate, &markers.automaton) else {
        return markers_in_text(eco, key, text);
    };
    let known = SCOPED.with(|s| s.borrow().as_ref().and_then(|s| s.whole.get(&eco).cloned()));
    let seen = match known {
        Some(seen) => seen,
        None => {
            let mut seen = vec![false; markers.parts];
            if gate.is_match(text) {
                for m in automaton.find_overlapping_iter(text) {
                    if !eco.commented_out(text, m.start()) {
                        seen[m.pattern().as_usize()] = true;
                    }
                }
            }
            let seen = std::rc::Rc::new(seen);
            SCOPED.with(|s| {
                if let Some(scoped) = s.borrow_mut().as_mut() {
                    scoped.whole.insert(eco, seen.clone());
                }
            });
            seen
        }
    };
    markers
        .lists
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, list)| {
            list.iter()
                .filter(|(_, of)| of.iter().all(|&i| seen[i]))
                .map(|(m, _)| *m)
                .collect()
        })
        .unwrap_or_default()
}

fn markers_in_text(eco: Eco, key: &'static str, text: &str) -> Vec<&'static str> {
    use std::cell::RefCell;
    use std::rc::Rc;
    /// The list's distinct parts in an automaton, and each marker's parts.
    struct Markers {
        /// Any part at all: most files hold none, and this search skips
        /// ahead with a prefilter where the overlapping one cannot.
        gate: Option<aho_corasick::AhoCorasick>,
        automaton: Option<aho_corasick::AhoCorasick>,
        parts: usize,
        markers: Vec<(&'static str, Vec<usize>)>,
    }
    thread_local! {
        static CACHE: RefCell<rustc_hash::FxHashMap<(Eco, &'static str), Rc<Markers>>> =
            RefCell::default();
    }
    let markers = CACHE.with(|c| {
        c.borrow_mut()
            .entry((eco, key))
            .or_insert_with(|| {
                let mut parts: Vec<&'static str> = Vec::new();
                let markers = marker_parts(list(eco, key), &mut parts);
                Rc::new(Markers {
                    gate: aho_corasick::AhoCorasick::new(&parts).ok(),
                    automaton: crate::engine::text_automaton(
                        &mut aho_corasick::AhoCorasick::builder(),
                        &parts,
                    ),
                    parts: parts.len(),
                    markers,
                })
            })
            .clone()
    });
    let (Some(gate), Some(automaton)) = (&markers.gate, &markers.automaton) else {
        return Vec::new();
    };
    if !gate.is_match(text) {
        return Vec::new();
    }
    let mut seen = vec![false; markers.parts];
    let mut any = false;
    for m in automaton.find_overlapping_iter(text) {
        if !eco.commented_out(text, m.start()) {
            seen[m.pattern().as_usize()] = true;
            any = true;
        }
    }
    if !any {
        return Vec::new();
    }
    markers
        .markers
        .iter()
        .filter(|(_, of)| of.iter().all(|&i| seen[i]))
        .map(|(m, _)| *m)
        .collect()
}

/// True when `name` is `package` or lies under a prefix entry ending in `/`
/// (`@aws-sdk/` covers `@aws-sdk/client-s3`).
pub fn package_matches(entries: &[&str], package: &str) -> bool {
    entries.iter().any(|e| {
        if let Some(prefix) = e.strip_suffix('/') {
            package == prefix || package.starts_with(e)
        } else {
            package == *e
                || package
                    .strip_prefix(e)
                    .is_some_and(|rest| rest.starts_with('/'))
        }
    })
}

/// Words of a list as regex alternatives (`a|b|c`), in list order: each
/// word literal, except that `*` stands for any further word characters
/// (`fail*` is `fail\w*`). The caller adds flags and anchors.
pub fn words_pattern(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| {
            w.split('*')
                .map(regex::escape)
                .collect::<Vec<_>>()
                .join(r"\w*")
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// True when a dotted or `::` name lies under one of `prefixes` (`boto3`
/// covers `boto3.client`, `Aws::` covers `Aws::S3::Client`).
pub fn name_under(prefixes: &[&str], name: &str) -> bool {
    prefixes.iter().any(|p| {
        if p.ends_with("::") || p.ends_with('.') {
            name.starts_with(p)
        } else {
            name == *p
                || name
                    .strip_prefix(p)
                    .is_some_and(|rest| rest.starts_with('.') || rest.starts_with("::"))
        }
    })
}

/// Each marker of `markers` with the indexes of its `&&` parts in `parts`
/// (parts shared between markers are stored once).
fn marker_parts(
    markers: &[&'static str],
    parts: &mut Vec<&'static str>,
) -> Vec<(&'static str, Vec<usize>)> {
    markers
        .iter()
        .map(|m| {
            let of = m
                .split("&&")
                .map(|p| {
                    parts.iter().position(|q| *q == p).unwrap_or_else(|| {
                        parts.push(p);
                        parts.len() - 1
                    })
                })
                .collect();
            (*m, of)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_parses_and_has_lists() {
        let k = Knowledge::builtin();
        for eco in Eco::ALL {
            assert!(k.tables.contains_key(&eco), "{} has no lists", eco.name());
        }
        assert!(
            k.list(Eco::Javascript, "sdk-packages")
                .contains(&"@aws-sdk/")
        );
    }

    #[test]
    fn unknown_keys_are_rejected() {
        let mut ext = Extensions::new();
        ext.entry("javascript".into())
            .or_default()
            .insert("sdk-pakages".into(), vec!["x".into()]);
        let err = Knowledge::validate(&ext).unwrap_err();
        assert!(err.contains("sdk-pakages"), "{err}");
        let mut ext = Extensions::new();
        ext.entry("go".into()).or_default();
        assert!(Knowledge::validate(&ext).is_err());
    }

    #[test]
    fn package_prefixes() {
        assert!(package_matches(&["@aws-sdk/"], "@aws-sdk/client-s3"));
        assert!(package_matches(&["stripe"], "stripe"));
        assert!(!package_matches(&["stripe"], "stripe-mock-thing"));
        assert!(name_under(&["boto3"], "boto3.client"));
        assert!(name_under(&["Aws::"], "Aws::S3::Client"));
        assert!(!name_under(&["boto3"], "boto3x"));
    }

    #[test]
    fn word_patterns() {
        assert_eq!(
            words_pattern(&["fail*", "*status*", "net::", "requests."]),
            r"fail\w*|\w*status\w*|net::|requests\."
        );
        // The lists that rules turn into regexes read as the patterns they
        // replaced (alternatives split where the old pattern had `?`/`[..]`).
        let k = Knowledge::builtin();
        assert_eq!(
            words_pattern(k.list(Eco::Javascript, "failure-test-words")),
            r"e|ex|exc|err|errs|error|errors|exception|\w*status\w*|ok|success\w*|succeeded|fail\w*|timed_out|timedout|timeout|aborted"
        );
        assert_eq!(
            words_pattern(k.list(Eco::Common, "permanent-status-names")),
            r"\w*Unauthorized\w*|\w*Forbidden\w*|Gone|\w*NotFound\w*|\w*Conflict\w*|\w*PreconditionFailed\w*"
        );
        assert_eq!(
            words_pattern(k.list(Eco::Common, "remote-call-words")),
            "fetch|download|upload|request|http|curl|api|graphql|webhook|invoke|urlopen|get_url|send_message|publish|open_rest|rest_"
        );
        assert_eq!(
            words_pattern(k.list(Eco::Common, "network-error-words")),
            r"timeout|timedout|connection|connect|network|socket|ssl|econn|eai_again|epipe|ehostunreach|enetunreach|throttl|ratelimit|rate_limit|toomanyrequests|too_many|unavailable|servererror|server_error|internalserver|gateway|restclient|faraday|net::|httparty|excon|typhoeus|requests\.|httpx|aiohttp|urllib|botocore|boto|clienterror|apierror|api::|api_error|httperror|http_error|http::|downloaderror|googleapi|google::apis|transient|retryable|remote"
        );
        assert_eq!(
            words_pattern(k.list(Eco::Common, "local-error-words")),
            "unique|integrity|deadlock|lock|stale|conflict|serializ|eexist|enoent|eacces|ebusy|enotempty|json|parse|syntax|keyerror|valueerror|typeerror|nameerror|interrupt|stopiteration|filenotfound|fileexists|notfound|validation|invalid|argument|concurrent|race|optimistic|watch|collision|duplicate|authentication|unauthorised|unauthorized|forbidden|expired|conditionalcheck|precondition"
        );
    }
}
