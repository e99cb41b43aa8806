//! Callers in other files (spec v3: retry and context evidence reaches "up to
//! the job boundary"). A missing retry in a function is felt where the
//! function is called: when every caller elsewhere in the project serves
//! requests (a route, controller or view file), is browser UI, or is a
//! command a person runs, the person who sent the request or ran the command sees the
//! failure and can try again, so the finding is `medium`. So is a function
//! whose every caller catches its failure and goes on (a handler that logs,
//! a `.catch()`, `Promise.allSettled`: `semantics::containment`): the
//! failure ends there by the caller's choice. One caller in unattended,
//! service or library code that lets the failure through keeps it `high`.
//!
//! The question is asked after the main pass, only for the few findings
//! whose rule left it open ([`crate::finding::CallerQuery`]). Callers are
//! found by one automaton pass over the bytes of the project's files of the
//! same language: a call of the function's name in a file that names the
//! defining module or class. A name that is also called elsewhere without
//! that link is another function and is not a caller; when no caller is
//! found the finding stays as it is.

use crate::finding::{CallerQuery, Confidence, ExecContext, Finding};
use crate::lang::{Family, Lang};
use crate::model::exec::Layout;
use crate::semantics::facts::FileFacts;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::walk::Candidate;
use aho_corasick::AhoCorasick;
use rayon::prelude::*;
use std::collections::HashSet;
use std::path::Path;

/// Files larger than this are not read for callers (generated code).
const MAX_CALLER_FILE_BYTES: u64 = 2 * 1024 * 1024;

/// How a caller's file runs.
#[derive(Clone, Debug)]
enum Kind {
    /// Serves requests (the evidence).
    Request(String),
    /// A command a person runs (the evidence).
    Cli(String),
    /// The caller catches the failure and goes on (the evidence).
    Contained(String),
    /// The caller tests the returned sentinel.
    Tested,
    /// The caller does not use the returned value (a statement of its own).
    Unused,
    /// Anything else (unattended, service or library code).
    Other,
}

/// One call of an asked-about function found in another file.
struct Call {
    /// Index of the question.
    ask: usize,
    path: String,
    line: usize,
    kind: Kind,
    /// For a plain caller (not unattended, not a request or a command)
    /// that does not settle the question, the named method or function
    /// holding the call, with its class: its own callers may settle it
    /// ([`through_callers`]).
    via: Option<(String, Option<String>)>,
}

/// One question: the findings it settles and what a caller must mention.
struct Ask {
    family: Family,
    function: String,
    /// The defining file (its callers were judged by the rule).
    path: String,
    /// Words of which a caller's file must contain one: the defining
    /// module's stem, the enclosing class.
    links: Vec<String>,
    /// Answered by callers that test the returned value
    /// ([`CallerQuery::sentinel`]).
    sentinel: bool,
    /// Only commands settle it ([`CallerQuery::commands_only`]).
    commands_only: bool,
    findings: Vec<usize>,
}

/// Lowers the findings whose function is called only from request handlers
/// or commands, or whose every caller catches the failure and goes on;
/// returns how many fell below `min_confidence` and were removed.
pub fn settle(
    findings: &mut Vec<Finding>,
    files: &[Candidate],
    components: &[std::path::PathBuf],
    cwd: &Path,
    layout: Option<&Layout>,
    min_confidence: Confidence,
) -> usize {
    ask_callers(findings, files, components, cwd, layout);
    let before = findings.len();
    findings.retain(|f| f.confidence >= min_confidence);
    before - findings.len()
}

fn ask_callers(
    findings: &mut [Finding],
    files: &[Candidate],
    components: &[std::path::PathBuf],
    cwd: &Path,
    layout: Option<&Layout>,
) {
    let asks = questions(findings);
    if asks.is_empty() {
        return;
    }
    let (mut calls, mut called_somewhere, commented) = scan_calls(&asks, files, cwd, layout);
    component_calls(&asks, components, cwd, &mut calls, &mut called_somewhere);
    through_callers(findings, &asks, &mut calls, files, cwd, layout);
    // A finding is lowered when each function asked about for it has a
    // caller elsewhere and every such caller serves requests or is a command.
    let mut settled: Vec<(usize, String)> = Vec::new();
    let mut by_finding: std::collections::BTreeMap<usize, Vec<usize>> = Default::default();
    for (i, ask) in asks.iter().enumerate() {
        for &f in &ask.findings {
            by_finding.entry(f).or_default().push(i);
        }
    }
    for (f, asked) in by_finding {
        // Asked only whether anything names the function (`lower_uncalled`).
        if findings[f]
            .callers_of
            .as_ref()
            .is_some_and(|q| q.lower_if_uncalled.is_some() && !q.and_callers)
        {
            continue;
        }
        let mut all: Vec<(&Ask, &Call)> = Vec::new();
        let mut open = false;
        for &i in &asked {
            let mine: Vec<&Call> = calls.iter().filter(|c| c.ask == i).collect();
            if mine.is_empty() || mine.iter().any(|c| matches!(c.kind, Kind::Other)) {
                open = true;
                break;
            }
            all.extend(mine.into_iter().map(|c| (&asks[i], c)));
        }
        if open || all.is_empty() {
            continue;
        }
        all.sort_by(|a, b| (&a.1.path, a.1.line).cmp(&(&b.1.path, b.1.line)));
        let (ask, first) = all[0];
        let more = if all.len() > 1 {
            format!(" and {} more", all.len() - 1)
        } else {
            String::new()
        };
        let every_contained = all
            .iter()
            .all(|(_, c)| matches!(c.kind, Kind::Contained(_)));
        let evidence = match &first.kind {
            Kind::Tested | Kind::Unused
                if all.iter().any(|(_, c)| matches!(c.kind, Kind::Unused)) =>
            {
                format!(
                    "`{}` is called only where its returned value is tested or not used ({}:{}{more}): the value handed back on failure misleads no caller",
                    ask.function, first.path, first.line
                )
            }
            Kind::Unused => unreachable!("handled above"),
            Kind::Tested => format!(
                "`{}` is called only where its returned value is tested ({}:{}{more}): the caller tells the failure from an answer and handles it",
                ask.function, first.path, first.line
            ),
            Kind::Contained(why) if every_contained => format!(
                "`{}` is called only where its failure is caught and the work goes on ({}:{}{more}: {why})",
                ask.function, first.path, first.line
            ),
            Kind::Request(why) | Kind::Contained(why) => format!(
                "`{}` is called only where a person waits for the result or the failure is caught ({}:{}{more}): {why}",
                ask.function, first.path, first.line
            ),
            Kind::Cli(why) => format!(
                "`{}` is called only where a person waits for the result ({}:{}{more}): a command run by a person ({why})",
                ask.function, first.path, first.line
            ),
            Kind::Other => continue,
        };
        settled.push((f, evidence));
    }
    for (f, evidence) in settled {
        let f = &mut findings[f];
        f.confidence = Confidence::Medium;
        f.evidence.push(evidence);
    }
    // What production code does not name is dead code there, whatever the
    // tests call.
    lower_uncalled(findings, &asks, &called_somewhere, &commented);
}

/// Calls of asked-about JavaScript functions in UI component files that
/// are not scanned (`.vue`, `.svelte`: a component's script imports the
/// project's request helpers): each is a browser UI caller, where the person
/// using the page sees the failure; a name there also makes the function
/// named somewhere.
fn component_calls(
    asks: &[Ask],
    components: &[std::path::PathBuf],
    cwd: &Path,
    calls: &mut Vec<Call>,
    called: &mut [bool],
) {
    let js: Vec<usize> = (0..asks.len())
        .filter(|&a| asks[a].family == Family::Js)
        .collect();
    if js.is_empty() || components.is_empty() {
        return;
    }
    let names: Vec<&str> = js.iter().map(|&a| asks[a].function.as_str()).collect();
    let Ok(automaton) = AhoCorasick::new(&names) else {
        return;
    };
    let found: Vec<(Vec<usize>, Vec<Call>)> = components
        .par_iter()
        .filter_map(|path| {
            let text = std::fs::metadata(path)
                .ok()
                .filter(|m| m.len() <= MAX_CALLER_FILE_BYTES)
                .and_then(|_| std::fs::read(path).ok())
                .and_then(|b| String::from_utf8(b).ok())?;
            let rel = crate::walk::display_path(path, cwd);
            let mut named = Vec::new();
            let mut hits = Vec::new();
            for m in automaton.find_overlapping_iter(&text) {
                let ask = js[m.pattern().as_usize()];
                if !is_reference(&text, m.start(), m.end()) {
                    continue;
                }
                named.push(ask);
                if asks[ask].links.iter().any(|l| text.contains(l.as_str()))
                    && is_call(&text, m.start(), m.end(), Family::Js)
                {
                    hits.push(Call {
                        ask,
                        path: rel.clone(),
                        line: text[..m.start()].matches('\n').count() + 1,
                        via: None,
                        kind: Kind::Request(
                            "browser UI (a component file): the person using the page sees the failure and can try again"
                                .into(),
                        ),
                    });
                }
            }
            Some((named, hits))
        })
        .collect();
    for (named, hits) in found {
        for a in named {
            if let Some(c) = called.get_mut(a) {
                *c = true;
            }
        }
        calls.extend(hits);
    }
}

/// The asks of finding `i` when there are some and nothing names any of
/// their functions (`called[a]` false for each).
fn uncalled_asks(i: usize, asks: &[Ask], called: &[bool]) -> Option<Vec<usize>> {
    let mine: Vec<usize> = (0..asks.len())
        .filter(|&a| asks[a].findings.contains(&i))
        .collect();
    (!mine.is_empty()
        && mine
            .iter()
            .all(|&a| !called.get(a).copied().unwrap_or(true)))
    .then_some(mine)
}

/// Lowers to `medium` the findings asked about with
/// `CallerQuery::lower_if_uncalled` when nothing in the scan names any of
/// their functions (tests included): code nothing runs.
fn lower_uncalled(findings: &mut [Finding], asks: &[Ask], called: &[bool], commented: &[bool]) {
    for (i, f) in findings.iter_mut().enumerate() {
        let Some(guess) = f
            .callers_of
            .as_ref()
            .and_then(|q| q.lower_if_uncalled.clone())
        else {
            continue;
        };
        let Some(mine) = uncalled_asks(i, asks, called) else {
            continue;
        };
        // Code a directory alone says runs unattended is lowered only
        // when a comment shows a call was switched off (frameworks load
        // such files by their place, naming nothing).
        if f.callers_of.as_ref().is_some_and(|q| q.and_callers)
            && !mine
                .iter()
                .any(|&a| commented.get(a).copied().unwrap_or(false))
        {
            continue;
        }
        f.confidence = Confidence::Medium;
        f.evidence.push(guess);
    }
}

/// The calls of the asked-about functions in the project's files, and
/// which asks are named anywhere and which only in comments (for
/// [`lower_uncalled`]).
fn scan_calls(
    asks: &[Ask],
    files: &[Candidate],
    cwd: &Path,
    layout: Option<&Layout>,
) -> (Vec<Call>, Vec<bool>, Vec<bool>) {
    let names: Vec<&str> = asks.iter().map(|a| a.function.as_str()).collect();
    let Ok(automaton) = AhoCorasick::new(&names) else {
        return (Vec::new(), vec![false; asks.len()], vec![false; asks.len()]);
    };
    let families: Vec<Family> = asks.iter().map(|a| a.family).collect();
    // Asks whose function is named somewhere in the scan, whatever the
    // caller's file names (tests and the defining file included), or whose
    // module or class another file names: a function nothing names in a
    // module that others use is dead code, not work nobody watches.
    let called_somewhere = std::sync::Mutex::new(vec![false; asks.len()]);
    // Asks whose function a comment calls (a commented-out call:
    // `// await createMonitors(chainId);`).
    let commented_somewhere = std::sync::Mutex::new(vec![false; asks.len()]);
    let calls: Vec<Call> = files
        .par_iter()
        .flat_map_iter(|cand| {
            let found = (|| {
                let lang = cand.lang?;
                if !families.contains(&lang.family()) {
                    return None;
                }
                let len = std::fs::metadata(&cand.path).ok()?.len();
                if len > MAX_CALLER_FILE_BYTES {
                    return None;
                }
                let text = String::from_utf8(std::fs::read(&cand.path).ok()?).ok()?;
                let rel = crate::walk::display_path(&cand.path, cwd);
                let mut hits: Vec<(usize, usize)> = Vec::new();
                let mut called: Vec<usize> = Vec::new();
                // Ruby mixin files: the methods they define, once per file.
                let mixin = std::cell::OnceCell::new();
                for m in automaton.find_overlapping_iter(&text) {
                    let ask = &asks[m.pattern().as_usize()];
                    if ask.family != lang.family() {
                        continue;
                    }
                    if is_reference(&text, m.start(), m.end()) {
                        called.push(m.pattern().as_usize());
                    } else if on_comment_line(&text, m.start())
                        && text[m.end()..].starts_with('(')
                        && let Ok(mut seen) = commented_somewhere.lock()
                    {
                        seen[m.pattern().as_usize()] = true;
                    }
                    if ask.path == rel
                        || !(ask.links.iter().any(|l| text.contains(l.as_str()))
                            || mixin
                                .get_or_init(|| mixin_defs(&text, lang.family()))
                                .as_ref()
                                .is_some_and(|defs| {
                                    bare_call_of_undefined(&text, &ask.function, m.start(), defs)
                                }))
                        || !is_call(&text, m.start(), m.end(), lang.family())
                    {
                        continue;
                    }
                    hits.push((m.pattern().as_usize(), m.start()));
                }
                if !called.is_empty()
                    && let Ok(mut seen) = called_somewhere.lock()
                {
                    for a in called {
                        seen[a] = true;
                    }
                }
                if hits.is_empty() {
                    return None;
                }
                let ctx = crate::engine::file_context(
                    &cand.path,
                    &rel,
                    lang,
                    &text,
                    &FileFacts::default(),
                    layout,
                );
                let kind = if matches!(ctx.context, ExecContext::Test | ExecContext::Example) {
                    // Tests call everything; they are not where it runs.
                    return None;
                } else if ctx.unattended.is_some() {
                    Kind::Other
                } else if let Some(why) = ctx.request_path {
                    Kind::Request(why)
                } else if ctx.context == ExecContext::Cli {
                    Kind::Cli(ctx.reason)
                } else if ctx.context == ExecContext::Ui {
                    Kind::Request(format!(
                        "browser UI ({}): the person using the page sees the failure and can try again",
                        ctx.reason
                    ))
                } else {
                    Kind::Other
                };
                // Unattended callers that catch the failure and go on;
                // callers that test a returned sentinel.
                let judge = matches!(kind, Kind::Other)
                    || hits.iter().any(|&(ask, _)| asks[ask].sentinel);
                // A plain caller's function, for its own callers: also in
                // an unattended directory (a helper beside the job, which
                // hands the failure to whoever calls it), but not in a file
                // that registers the job itself.
                let locate = matches!(kind, Kind::Other)
                    && hits.iter().any(|&(ask, _)| !asks[ask].sentinel)
                    && crate::model::exec::job_registration(lang.family(), &text).is_none();
                // One parse for both questions.
                let tree = if judge || locate {
                    parse(lang, &text)
                } else {
                    None
                };
                let (judged, mut vias) = match &tree {
                    Some(tree) => {
                        let root = tree.root_node();
                        let _parents = crate::semantics::parents::ParentIndex::install(root);
                        let family = lang.family();
                        (
                            if judge {
                                judge_calls(root, family, &text, &hits, asks)
                            } else {
                                Vec::new()
                            },
                            if locate {
                                enclosing_definitions(root, family, &text, &hits, asks)
                            } else {
                                Vec::new()
                            },
                        )
                    }
                    None => (Vec::new(), Vec::new()),
                };
                if ctx.unattended.is_some() {
                    // Commands reach no unattended directory.
                    for (via, &(ask, _)) in vias.iter_mut().zip(&hits) {
                        if asks[ask].commands_only {
                            *via = None;
                        }
                    }
                }
                Some(
                    hits.into_iter()
                        .enumerate()
                        .map(|(i, (ask, at))| Call {
                            ask,
                            path: rel.clone(),
                            line: text[..at].matches('\n').count() + 1,
                            via: vias.get(i).cloned().flatten(),
                            kind: match judged.get(i).cloned().flatten() {
                                _ if asks[ask].commands_only => match &kind {
                                    Kind::Cli(_) => kind.clone(),
                                    _ => Kind::Other,
                                },
                                // Only a request or a command that drops the
                                // value ends there: a job (known or not) that
                                // drops it loses the failure its framework
                                // would have retried.
                                Some(Kind::Unused)
                                    if !matches!(kind, Kind::Request(_) | Kind::Cli(_)) =>
                                {
                                    Kind::Other
                                }
                                Some(k) => k,
                                None if asks[ask].sentinel => Kind::Other,
                                None => kind.clone(),
                            },
                        })
                        .collect::<Vec<_>>(),
                )
            })();
            found.unwrap_or_default()
        })
        .collect();
    (
        calls,
        called_somewhere.into_inner().unwrap_or_default(),
        commented_somewhere.into_inner().unwrap_or_default(),
    )
}

/// One step further up from a plain caller (a service object or helper in
/// no job, route or command file of its own) that neither settles the
/// question nor catches the failure, through the named function holding
/// the call: its own callers in other files settle the call for it. For
/// commands-only questions they must all be commands a person runs (a rake
/// task calling `Metrics::Report.new.count`, which calls the retrying
/// method). For the others, callers that all catch the failure and go on
/// make the call contained (`getSource` passes an S3 read's error to a
/// `renderFromSource` that logs it and marks the render failed), and
/// callers that all serve requests or catch it make it a request.
fn through_callers(
    findings: &[Finding],
    asks: &[Ask],
    calls: &mut [Call],
    files: &[Candidate],
    cwd: &Path,
    layout: Option<&Layout>,
) {
    // A call the first step already settled.
    let settled = |ask: &Ask, c: &Call| {
        if ask.commands_only {
            matches!(c.kind, Kind::Cli(_))
        } else {
            !matches!(c.kind, Kind::Other)
        }
    };
    let mut next: Vec<Ask> = Vec::new();
    for (i, ask) in asks.iter().enumerate() {
        // Only a `high` finding can be lowered: generic names of the
        // functions in between (`render`, `build`) find many calls to judge.
        if ask.sentinel
            || (!ask.commands_only
                && ask
                    .findings
                    .iter()
                    .all(|&f| findings[f].confidence != Confidence::High))
        {
            continue;
        }
        let mine: Vec<&Call> = calls.iter().filter(|c| c.ask == i).collect();
        if mine.iter().any(|c| !settled(ask, c) && c.via.is_none()) {
            continue;
        }
        for c in mine {
            let Some((function, class)) = &c.via else {
                continue;
            };
            if settled(ask, c)
                || next.iter().any(|a| {
                    a.path == c.path
                        && a.function == *function
                        && a.commands_only == ask.commands_only
                })
            {
                continue;
            }
            let mut links: Vec<String> = class.iter().cloned().collect();
            links.extend(module_stem(&c.path));
            if links.is_empty() {
                continue;
            }
            next.push(Ask {
                family: ask.family,
                function: function.clone(),
                path: c.path.clone(),
                links,
                sentinel: false,
                commands_only: ask.commands_only,
                findings: Vec::new(),
            });
        }
    }
    if next.is_empty() {
        return;
    }
    let (outer, _, _) = scan_calls(&next, files, cwd, layout);
    for call in calls.iter_mut() {
        let commands_only = asks[call.ask].commands_only;
        if settled(&asks[call.ask], call) {
            continue;
        }
        let Some((function, _)) = &call.via else {
            continue;
        };
        let Some(n) = next.iter().position(|a| {
            a.path == call.path && a.function == *function && a.commands_only == commands_only
        }) else {
            continue;
        };
        let theirs: Vec<&Call> = outer.iter().filter(|c| c.ask == n).collect();
        let Some(first) = theirs.first() else {
            continue;
        };
        let through = |why: &str| {
            format!(
                "{why}, through `{function}` from {}:{}",
                first.path, first.line
            )
        };
        call.kind = match &first.kind {
            Kind::Cli(why) if theirs.iter().all(|c| matches!(c.kind, Kind::Cli(_))) => {
                Kind::Cli(through(why))
            }
            _ if commands_only => continue,
            Kind::Contained(why) if theirs.iter().all(|c| matches!(c.kind, Kind::Contained(_))) => {
                Kind::Contained(through(why))
            }
            Kind::Request(why) | Kind::Contained(why)
                if theirs
                    .iter()
                    .all(|c| matches!(c.kind, Kind::Request(_) | Kind::Contained(_))) =>
            {
                Kind::Request(through(why))
            }
            _ => continue,
        };
    }
}

/// A caller's file, parsed (the callers pass reads files the main pass
/// did not keep).
fn parse(lang: Lang, text: &str) -> Option<tree_sitter::Tree> {
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&lang.grammar()).ok()?;
    parser.parse(text, None)
}

/// For each hit, the named function or method holding it and that
/// method's class, when it has a name.
fn enclosing_definitions(
    root: tree_sitter::Node<'_>,
    family: Family,
    text: &str,
    hits: &[(usize, usize)],
    asks: &[Ask],
) -> Vec<Option<(String, Option<String>)>> {
    hits.iter()
        .map(|&(ask, at)| {
            if asks[ask].sentinel {
                return None;
            }
            let node = parents::descendant_for_byte_range(root, at, at + asks[ask].function.len())?;
            let func = crate::semantics::ast::enclosing_function(node, family)?;
            let name = crate::semantics::ast::function_name(func, text)?;
            let class = crate::semantics::ast::enclosing_class(func, family)
                .and_then(|c| c.child_by_field_name("name"))
                .and_then(|n| n.utf8_text(text.as_bytes()).ok())
                .map(str::to_string);
            Some((name.to_string(), class))
        })
        .collect()
}

/// For each hit, what the caller does with the call: for a sentinel
/// question, whether it tests the returned value; otherwise why the
/// failure ends at that call (a handler that goes on, `.catch()`,
/// `Promise.allSettled`, ...; see [`crate::semantics::containment`]), or
/// `None`.
fn judge_calls(
    root: tree_sitter::Node<'_>,
    family: Family,
    text: &str,
    hits: &[(usize, usize)],
    asks: &[Ask],
) -> Vec<Option<Kind>> {
    hits.iter()
        .map(|&(ask, at)| {
            let len = asks[ask].function.len();
            let mut node = parents::descendant_for_byte_range(root, at, at + len)?;
            if asks[ask].sentinel {
                if crate::semantics::sentinel::result_tested_at(text, root, family, at, len) {
                    return Some(Kind::Tested);
                }
                return crate::semantics::sentinel::value_unused(node, family)
                    .then_some(Kind::Unused);
            }
            for _ in 0..3 {
                if crate::semantics::ast::is_call(node.kind_name(), family) {
                    return crate::semantics::containment::contained(node, family, text)
                        .map(|why| Kind::Contained(why.to_string()));
                }
                node = crate::semantics::parents::parent(node)?;
            }
            None
        })
        .collect()
}

/// The open questions of the findings, one per defining function.
fn questions(findings: &[Finding]) -> Vec<Ask> {
    let mut asks: Vec<Ask> = Vec::new();
    for (i, f) in findings.iter().enumerate() {
        let Some(CallerQuery {
            functions,
            class,
            sentinel,
            commands_only,
            lower_if_uncalled: _,
            and_callers: _,
        }) = &f.callers_of
        else {
            continue;
        };
        if f.confidence != Confidence::High {
            continue;
        }
        let Some(family) = Lang::from_path(Path::new(&f.path)).map(|l| l.family()) else {
            continue;
        };
        let mut links: Vec<String> = class.iter().cloned().collect();
        links.extend(module_stem(&f.path));
        if links.is_empty() {
            continue;
        }
        for function in functions {
            if let Some(a) = asks.iter_mut().find(|a| {
                a.path == f.path
                    && a.function == *function
                    && a.sentinel == *sentinel
                    && a.commands_only == *commands_only
            }) {
                a.findings.push(i);
                continue;
            }
            asks.push(Ask {
                family,
                function: function.clone(),
                path: f.path.clone(),
                links: links.clone(),
                sentinel: *sentinel,
                commands_only: *commands_only,
                findings: vec![i],
            });
        }
    }
    asks
}

/// The name a module is imported by: the file stem, or its directory's name
/// for `index.*` / `__init__.py`.
fn module_stem(rel: &str) -> Option<String> {
    let key = crate::model::effects::module_key(rel);
    let stem = key.rsplit('/').next()?;
    (stem.len() >= 3).then(|| stem.to_string())
}

/// Whether the name at `start..end` names the function there other than in
/// its definition: a call, a property read (`obj.data`), a Ruby call without
/// parentheses, a callback handed on (`map(f)`), a dotted path in a
/// settings string. Broader than [`is_call`]: a function referenced nowhere
/// is one nothing in the scan runs.
/// The text before `start` on its line opens a comment (`//`, `#`, `/*`,
/// a `*` continuation line).
fn on_comment_line(text: &str, start: usize) -> bool {
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let head = text[line_start..start].trim();
    ["//", "#", "/*", "*"].iter().any(|c| head.starts_with(c))
}

pub(crate) fn is_reference(text: &str, start: usize, end: usize) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    if text[..start].chars().next_back().is_some_and(ident)
        || text[end..]
            .chars()
            .next()
            .is_some_and(|c| ident(c) || c == '?' || c == '!')
    {
        return false;
    }
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
    let head = text[line_start..start].trim();
    // A name on a comment line (`// await createMonitors(chainId);`, a
    // commented-out import) runs nothing.
    if on_comment_line(text, start) {
        return false;
    }
    let modifiers = [
        "def",
        "function",
        "function*",
        "fn",
        "async",
        "public",
        "private",
        "protected",
        "static",
        "get",
        "set",
        "override",
        "export",
        "default",
    ];
    let words: Vec<&str> = head.split_whitespace().collect();
    if words
        .last()
        .is_some_and(|w| matches!(*w, "def" | "function" | "function*" | "fn"))
    {
        return false;
    }
    // A JS/TS method definition: only modifiers before the name, and the
    // line opens its body (`async subscribe(token: string): Promise<boolean> {`).
    let rest = &text[end..line_end];
    let method_definition = words.iter().all(|w| modifiers.contains(w))
        && rest.trim_start().starts_with('(')
        && rest.trim_end().ends_with('{')
        && !rest.contains("=>");
    if method_definition {
        return false;
    }
    // Code around the name, not prose ("part upload failed"): punctuation
    // or a keyword before it, or punctuation or the line's end after it.
    let before = head.chars().next_back();
    let after = rest.trim_start().chars().next();
    let keyword_before = words.last().is_none_or(|w| {
        matches!(
            *w,
            "return"
                | "if"
                | "unless"
                | "await"
                | "yield"
                | "not"
                | "and"
                | "or"
                | "then"
                | "else"
                | "do"
                | "in"
                | "new"
        )
    });
    keyword_before
        || before.is_some_and(|c| ".:&=(,[{!|<>+-*/?".contains(c))
        || after.is_none_or(|c| "(.,)]};?!:".contains(c))
}

/// Ruby: the methods a file defines when it defines only modules (no
/// class), else `None`. A mixin's call with no receiver is resolved in the
/// class that includes it, which may take the method from another mixin
/// this file never names (a concern included beside it), so such a file
/// is a caller without naming the defining module.
fn mixin_defs(text: &str, family: Family) -> Option<HashSet<&str>> {
    if family != Family::Ruby {
        return None;
    }
    let starts = |l: &str, word: &str| {
        l.trim_start()
            .strip_prefix(word)
            .is_some_and(|r| r.starts_with(' '))
    };
    if !text.lines().any(|l| starts(l, "module")) || text.lines().any(|l| starts(l, "class")) {
        return None;
    }
    Some(
        text.lines()
            .filter_map(|l| l.trim_start().strip_prefix("def "))
            .map(|r| {
                let r = r.trim_start().trim_start_matches("self.");
                let end = r
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '?' || c == '!'))
                    .unwrap_or(r.len());
                &r[..end]
            })
            .collect(),
    )
}

/// The name at `start` is called with no receiver (`json_post_request(url,
/// body)`) and is not one of the file's own methods (`defs`).
fn bare_call_of_undefined(text: &str, function: &str, start: usize, defs: &HashSet<&str>) -> bool {
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    !text[line_start..start].trim_end().ends_with(['.', ':']) && !defs.contains(function)
}

/// Whether the name at `start..end` is called there: not part of a longer
/// identifier, not a definition, followed by `(` (Ruby: a method call on a
/// receiver, parentheses optional).
pub(crate) fn is_call(text: &str, start: usize, end: usize, family: Family) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let before = text[..start].chars().next_back();
    if before.is_some_and(ident) {
        return false;
    }
    if text[end..]
        .chars()
        .next()
        .is_some_and(|c| ident(c) || c == '?' || c == '!')
    {
        return false;
    }
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let head = text[line_start..start].trim_end();
    if head.ends_with(['.', ':']) {
        // `x.name`, `X::name`: a call on a receiver.
    } else if let Some(word) = head.split_whitespace().next_back()
        && matches!(word, "def" | "function" | "async" | "fn" | "function*")
    {
        return false;
    }
    let after = text[end..].trim_start_matches([' ', '\t']);
    match family {
        Family::Ruby => before == Some('.') || after.starts_with('('),
        _ => after.starts_with('('),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_told_from_definitions() {
        let py = "def list_projects(x):\n    pass\nreturn bugsnag.list_projects(auth_token=t)\n";
        let at = py.rfind("list_projects").unwrap();
        assert!(is_call(py, at, at + 13, Family::Python));
        assert!(!is_call(py, 4, 17, Family::Python));
        let js = "export async function sendBatch(b) {}\nawait q.sendBatchNow(x)\n";
        let at = js.find("sendBatch").unwrap();
        assert!(!is_call(js, at, at + 9, Family::Js));
        let at = js.rfind("sendBatch").unwrap();
        assert!(!is_call(js, at, at + 9, Family::Js));
        let rb = "client.fetch_orders account\n";
        assert!(is_call(rb, 7, 19, Family::Ruby));
    }

    #[test]
    fn references_are_told_from_definitions() {
        let py = "def fetch_data(self):\n    pass\nx = obj.fetch_data\n";
        assert!(!is_reference(py, 4, 14));
        let at = py.rfind("fetch_data").unwrap();
        assert!(is_reference(py, at, at + 10));
        let ts = "  async subscribe(token: string): Promise<boolean> {\n  subscribe(x);\n";
        let at = ts.find("subscribe").unwrap();
        assert!(!is_reference(ts, at, at + 9));
        let at = ts.rfind("subscribe").unwrap();
        assert!(is_reference(ts, at, at + 9));
        let rb = "def tech_metadata\nend\ntech_metadata.find { |f| f }\n";
        assert!(!is_reference(rb, 4, 17));
        let at = rb.rfind("tech_metadata").unwrap();
        assert!(is_reference(rb, at, at + 13));
        let msg = "raise UploadError, \"part upload failed\"\n";
        let at = msg.find("upload").unwrap();
        assert!(!is_reference(msg, at, at + 6));
        // A commented-out call or import runs nothing.
        for commented in [
            "    // await createMonitors(chainId);\n",
            "# sync_orders(account)\n",
            " * createMonitors(chainId)\n",
        ] {
            let name = if commented.contains("sync") {
                "sync_orders"
            } else {
                "createMonitors"
            };
            let at = commented.find(name).unwrap();
            assert!(!is_reference(commented, at, at + name.len()), "{commented}");
        }
    }

    #[test]
    fn module_stems() {
        assert_eq!(
            module_stem("api/core/bugsnag.py").as_deref(),
            Some("bugsnag")
        );
        assert_eq!(
            module_stem("src/identity/index.ts").as_deref(),
            Some("identity")
        );
    }
}
