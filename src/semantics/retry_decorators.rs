//! Python retry decorators that wait nothing between attempts unless told
//! to (tenacity, retrying, the `retry` package): what the decorator says
//! about waiting and attempts, read by retry-without-delay (to report it)
//! and by the effect summaries (such a retry paces nothing).

use crate::context::Cx;
use crate::model::knowledge::{self, Eco};
use crate::semantics::ast;
use tree_sitter::Node;

/// What a Python retry decorator says about waiting and attempts.
pub struct DecoratorRetry<'t> {
    pub decorator: Node<'t>,
    /// The library (`tenacity`, `retrying`, `retry`).
    pub library: &'static str,
    /// Attempts in all (`stop_after_attempt(3)`); `None` when unbounded.
    pub attempts: Option<i64>,
    /// The library's own way to wait, for the fix.
    pub fix: &'static str,
}

/// A retry decorator on `decorated` that waits nothing between attempts:
/// tenacity's `@retry` without `wait=` (its default is no wait), retrying's
/// `@retry` without any `wait_*` option, the `retry` package's `@retry`
/// without a non-zero `delay` or `jitter` (its default delay is 0, and
/// `backoff` multiplies it). backoff and stamina always wait. The library is
/// the one the file imports the decorator from.
pub fn silent_retry_decorator<'t>(
    decorated: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<DecoratorRetry<'t>> {
    let imports_from = |module: &str, name: &str| {
        cx.text.lines().any(|l| {
            let l = l.trim();
            (l.starts_with(&format!("from {module} import ")) && {
                let names = &l[format!("from {module} import ").len()..];
                names.split([',', '(', ')', ' ']).any(|n| n == name)
            }) || l == format!("import {module}")
        })
    };
    ast::decorator_calls(decorated, cx.text)
        .into_iter()
        .find_map(|d| {
            if d.splat {
                return None;
            }
            // The library the file imports the decorator from (`from tenacity
            // import retry`, `import retrying` … `@retrying.retry`).
            let library = knowledge::list(Eco::Python, "no-wait-retry-decorators")
                .iter()
                .copied()
                .find(|lib| {
                    (d.head == "retry" && imports_from(lib, "retry"))
                        || (d.head == format!("{lib}.retry") && imports_from(lib, ""))
                })?;
            let positional = &d.positional;
            let keywords = &d.keywords;
            let keyword = |k: &str| d.keyword(k);
            let waits_by = knowledge::list(Eco::Python, &format!("retry-wait-options.{library}"));
            let names_wait = keywords.iter().any(|(k, v)| {
                waits_by.iter().any(|w| match w.strip_suffix('*') {
                    Some(prefix) => k.starts_with(prefix),
                    None => k == w,
                }) && ast::number_value(cx.text_of(*v)) != Some(0.0)
            });
            let int = |n: Node<'_>| ast::number_value(cx.text_of(n));
            let (waits, attempts, fix) = match library {
                "tenacity" => {
                    let stop = keyword("stop");
                    // `stop_after_attempt(3)`; other stops (a delay) bound the
                    // time, not the count.
                    let attempts = stop.and_then(|s| {
                        let t = cx.text_of(s);
                        let inner = t.strip_prefix("tenacity.").unwrap_or(t);
                        let n = inner
                            .strip_prefix("stop_after_attempt(")?
                            .strip_suffix(')')?;
                        n.trim().parse::<i64>().ok()
                    });
                    if stop.is_some() && attempts.is_none() {
                        return None;
                    }
                    (
                        names_wait || !positional.is_empty(),
                        attempts,
                        "`wait=wait_random_exponential(multiplier=1, max=30)`",
                    )
                }
                "retrying" => (
                    names_wait || !positional.is_empty(),
                    keyword("stop_max_attempt_number")
                        .and_then(int)
                        .map(|v| v as i64),
                    "`wait_exponential_multiplier=1000, wait_exponential_max=30000`",
                ),
                _ => {
                    // retry(exceptions, tries, delay, max_delay, backoff, jitter)
                    let nonzero = |n: Option<Node<'_>>| n.is_some_and(|n| int(n) != Some(0.0));
                    let tries = keyword("tries").or_else(|| positional.get(1).copied());
                    let attempts = match tries.map(int) {
                        None => None,
                        Some(Some(v)) if v < 0.0 => None,
                        Some(Some(v)) => Some(v as i64),
                        Some(None) => return None,
                    };
                    (
                        names_wait
                            || nonzero(positional.get(2).copied())
                            || nonzero(positional.get(5).copied()),
                        attempts,
                        "`delay=1, backoff=2, jitter=(0, 1)`",
                    )
                }
            };
            if waits || attempts.is_some_and(|a| a < 2) {
                return None;
            }
            Some(DecoratorRetry {
                decorator: d.node,
                library,
                attempts,
                fix,
            })
        })
}
