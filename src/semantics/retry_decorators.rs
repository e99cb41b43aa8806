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

/// A retry decorator on the function (its `decorated_definition`) and the
/// exception classes it retries, each as written (`aiohttp.ClientError`):
/// `@backoff.on_exception(wait, (A, B), ...)` (its second argument),
/// tenacity's `@retry(retry=retry_if_exception_type(A))` (every exception
/// when it has no `retry=` condition), retrying's `@retry(...)` (every
/// exception, without `retry_on_exception`), stamina's `@stamina.retry(on=A)`.
/// A condition on results or a predicate function is not read (`None`).
pub fn retried_classes(decorated: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, Vec<String>)> {
    let classes_in = |n: Node<'_>| -> Vec<String> {
        cx.text_of(n)
            .split(|c: char| matches!(c, ',' | '(' | ')' | '[' | ']') || c.is_whitespace())
            .filter(|w| !w.is_empty() && last_segment(w).starts_with(char::is_uppercase))
            .map(str::to_string)
            .collect()
    };
    ast::decorator_calls(decorated, cx.text)
        .into_iter()
        .find_map(|d| {
            let head = d.head;
            let marker = format!("@{head}");
            let positional = &d.positional;
            let keyword = |k: &str| d.keyword(k);
            let imports = |module: &str| {
                cx.text.contains(&format!("import {module}"))
                    || cx.text.contains(&format!("from {module}"))
            };
            match last_segment(head) {
                "on_exception" if imports("backoff") => {
                    let retried = positional
                        .get(1)
                        .copied()
                        .or_else(|| keyword("exception"))
                        .map(classes_in)?;
                    (!retried.is_empty()).then_some((marker, retried))
                }
                "retry" if imports("tenacity") => match keyword("retry") {
                    None => Some((marker, vec!["Exception".to_string()])),
                    Some(cond) => {
                        let text = cx.text_of(cond);
                        let by_type = text.starts_with("retry_if_exception_type")
                            || text.starts_with("tenacity.retry_if_exception_type");
                        let retried = classes_in(cond)
                            .into_iter()
                            .filter(|w| !w.starts_with("retry_"))
                            .collect::<Vec<_>>();
                        (by_type && !retried.is_empty() && !text.contains(['|', '&']))
                            .then_some((marker, retried))
                    }
                },
                // retrying's `@retry` retries every exception unless
                // `retry_on_exception` says otherwise (a predicate: not read).
                "retry" if imports("retrying") => {
                    (keyword("retry_on_exception").is_none() && positional.is_empty() && !d.splat)
                        .then(|| (marker, vec!["Exception".to_string()]))
                }
                "retry" if imports("stamina") => {
                    let retried = keyword("on").map(classes_in)?;
                    (!retried.is_empty()).then_some((marker, retried))
                }
                _ => None,
            }
        })
}

/// The last part of a dotted or `::` name (`aiohttp.ClientError` ->
/// `ClientError`).
pub fn last_segment(name: &str) -> &str {
    name.rsplit(['.', ':']).next().unwrap_or(name)
}
