//! Client retry policies that wait nothing between attempts: urllib3's
//! `Retry` with no backoff, axios-retry with no `retryDelay`, Faraday's
//! retry middleware retrying statuses with no `interval`. Each library's
//! defaults are data (`zero-delay-retry-policies`); this module
//! reads one policy call against them.
use crate::context::Cx;
use crate::lang::Family;
use crate::model::knowledge::{Eco, list};
use crate::semantics::ast::{self, Field};
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

/// A retry policy that re-sends at once.
pub struct ImmediatePolicy<'t> {
    /// The call that builds the policy (`Retry(...)`, `axiosRetry(...)`).
    pub node: Node<'t>,
    /// Its library, for the message (`urllib3's Retry`).
    pub library: &'static str,
    /// How many retries it allows, when written or a library default.
    pub retries: Option<u32>,
    /// The statuses it retries at once, when it names some (`500, 502`;
    /// 0 for a list it takes from elsewhere); empty when it retries only
    /// failures with no answer.
    pub statuses: Vec<u16>,
    /// Where the zero delay comes from: `backoff_factor=0`, the default,
    /// a parameter's default.
    pub delay_source: String,
    /// The setting that adds a wait (for the message and the fix).
    pub delay_option: &'static str,
}

/// Statuses whose `Retry-After` the library waits for on its own
/// (`retry-after-statuses`: urllib3's 413, 429, 503), so a retry of them
/// alone is paced by the server.
fn waits_for_retry_after(statuses: &[u16]) -> bool {
    let waited = list(Eco::Common, "retry-after-statuses");
    statuses
        .iter()
        .all(|s| waited.iter().any(|w| w.parse::<u16>().ok() == Some(*s)))
}

/// The library-wide defaults a policy call is read against
/// (`zero-delay-retry-policies` in the knowledge files): `callee|delay option|default retries`.
fn policies(eco: Eco) -> impl Iterator<Item = (&'static str, &'static str, u32)> {
    list(eco, "zero-delay-retry-policies")
        .iter()
        .filter_map(|e| {
            let mut parts = e.split('|');
            let callee = parts.next()?;
            let option = parts.next()?;
            let retries = parts.next()?.parse().ok()?;
            Some((callee, option, retries))
        })
}

/// A number written in `node`, or the literal default of the enclosing
/// function's parameter that `node` names (`backoff_factor=backoff_factor`
/// in `def get_retry(backoff_factor=0)`), with where it came from.
fn number_or_param_default(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(f64, String)> {
    let text = cx.text_of(node).trim();
    if let Some(v) = ast::number_value(text) {
        return Some((v, format!("`{text}`")));
    }
    if matches!(
        text,
        "None" | "False" | "nil" | "false" | "null" | "undefined"
    ) {
        return Some((0.0, format!("`{text}`")));
    }
    let value = cx
        .text_of(ast::parameter_default(node, cx.family(), cx.text)?)
        .trim();
    let v = ast::number_value(value)?;
    let name = ast::enclosing_function(node, cx.family())
        .and_then(|f| ast::function_name(f, cx.text))
        .unwrap_or("the function");
    Some((
        v,
        format!("the default of `{name}`'s parameter `{text}` ({value})"),
    ))
}

/// Integers in a list, tuple or set literal (`[500, 502, 504]`).
fn status_list(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<Vec<u16>> {
    if !matches!(node.kind_name(), "list" | "tuple" | "set" | "array") {
        return None;
    }
    let mut out = Vec::new();
    let mut other = false;
    let mut c = node.walk();
    for item in node.named_children(&mut c) {
        match cx.text_of(item).trim().parse::<u16>() {
            Ok(v) => out.push(v),
            Err(_) if item.kind_name() == "comment" => {}
            Err(_) => other = true,
        }
    }
    (!other).then_some(out)
}

/// urllib3's `Retry(...)` (imported from urllib3, or through requests)
/// whose backoff is zero: `backoff_factor` left out or 0, no
/// `backoff_jitter`, more than one retry allowed.
pub fn urllib3_zero_backoff<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<ImmediatePolicy<'t>> {
    let callee = call.field("function")?;
    let written = cx.text_of(callee);
    if written.rsplit('.').next() != Some("Retry") {
        return None;
    }
    let resolved = crate::semantics::facts::resolve_python_name(cx.facts, written);
    let (_, delay_option, default_retries) = policies(Eco::Python)
        .find(|(c, _, _)| resolved.ends_with(".Retry") && resolved.starts_with(c))?;
    let read = ast::python_call(call, cx.text)?;
    if read.splat || !read.positional.is_empty() {
        return None;
    }
    // A jitter (urllib3 2.x) waits too.
    if read
        .keyword("backoff_jitter")
        .is_some_and(|v| number_or_param_default(v, cx).is_none_or(|(n, _)| n > 0.0))
    {
        return None;
    }
    let delay_source = match read.keyword(delay_option) {
        None => format!("`{delay_option}` left at its default, 0"),
        Some(v) => {
            let (n, from) = number_or_param_default(v, cx)?;
            if n > 0.0 {
                return None;
            }
            format!("`{delay_option}` set to {from}")
        }
    };
    // The retry budget: `status=` bounds status retries, `total=` all.
    let count = |key: &str| read.keyword(key).map(|v| number_or_param_default(v, cx));
    let total = match count("total") {
        None => Some(default_retries),
        Some(Some((n, _))) => Some(n as u32),
        Some(None) => None,
    };
    if total.is_some_and(|t| t < 2) {
        return None;
    }
    let statuses = match read.keyword("status_forcelist") {
        None => Vec::new(),
        Some(v) => match status_list(v, cx) {
            Some(list) => list,
            // A list from elsewhere (`settings.RETRY_CODES`): statuses.
            None => vec![0],
        },
    };
    if !statuses.is_empty() && waits_for_retry_after(&statuses) {
        return None;
    }
    Some(ImmediatePolicy {
        node: call,
        library: "urllib3's `Retry`",
        retries: total,
        statuses,
        delay_source,
        delay_option,
    })
}

/// `axiosRetry(client, { retries: 3 })` with no `retryDelay` (its default
/// waits nothing) or `retryDelay: axiosRetry.noDelay`.
pub fn axios_retry_no_delay<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<ImmediatePolicy<'t>> {
    let callee = call.field("function")?;
    let name = cx.text_of(callee);
    let (_, delay_option, default_retries) = policies(Eco::Javascript)
        .find(|(c, _, _)| cx.facts.imports.get(name).is_some_and(|m| m == c))?;
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let options: Vec<Node<'t>> = args.named_children(&mut c).collect();
    if options.is_empty() {
        return None;
    }
    let object = options.get(1).copied();
    let mut retries = Some(default_retries);
    let mut delay_source = format!("no `{delay_option}` (axios-retry's default waits 0 ms)");
    if let Some(object) = object {
        if object.kind_name() != "object" {
            return None;
        }
        let mut oc = object.walk();
        for pair in object.named_children(&mut oc) {
            match pair.kind_name() {
                "pair" => {}
                "shorthand_property_identifier" => {
                    // `{ retries, retryDelay }`: values not read here.
                    if cx.text_of(pair) == delay_option {
                        return None;
                    }
                    continue;
                }
                _ => return None,
            }
            let key = pair.field("key").map(|k| cx.text_of(k)).unwrap_or("");
            let key = key.trim_matches(|c| c == '"' || c == '\'');
            let Some(value) = pair.field("value") else {
                continue;
            };
            if key == delay_option {
                let v = cx.text_of(value);
                if !v.ends_with(".noDelay") {
                    return None;
                }
                delay_source = format!("`{delay_option}: {v}`");
            } else if key == "retries" {
                retries = cx.text_of(value).trim().parse().ok();
                if retries.is_none() {
                    // A name: some retries, how many unread.
                    continue;
                }
            }
        }
    }
    if retries.is_some_and(|r| r < 2) {
        return None;
    }
    Some(ImmediatePolicy {
        node: call,
        library: "axios-retry",
        retries,
        statuses: Vec::new(),
        delay_source,
        delay_option,
    })
}

/// Faraday's retry middleware (`f.request :retry, retry_statuses: [500,
/// 502]`) told to retry statuses, with no `interval` (its default is 0).
pub fn faraday_retry_no_interval<'t>(
    call: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<ImmediatePolicy<'t>> {
    let (_, method) = ast::ruby_receiver_and_method(call, cx.text);
    let (_, delay_option, default_retries) =
        policies(Eco::Ruby).find(|(c, _, _)| *c == "Faraday")?;
    if !is_middleware_builder(method) {
        return None;
    }
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let items: Vec<Node<'t>> = args.named_children(&mut c).collect();
    let first = items.first()?;
    if !list(Eco::Ruby, "retry-middleware").contains(&cx.text_of(*first)) {
        return None;
    }
    let mut retries = Some(default_retries);
    let mut statuses = None;
    for item in items.iter().skip(1) {
        let pairs: Vec<Node<'t>> = if item.kind_name() == "pair" {
            vec![*item]
        } else if item.kind_name() == "hash" {
            let mut hc = item.walk();
            item.named_children(&mut hc).collect()
        } else {
            // Options from a name (`**RETRY_OPTIONS`): not read.
            return None;
        };
        for pair in pairs {
            if pair.kind_name() != "pair" {
                return None;
            }
            let key = pair.field("key").map(|k| cx.text_of(k)).unwrap_or("");
            let key = key.trim_start_matches(':').trim_end_matches(':');
            let Some(value) = pair.field("value") else {
                continue;
            };
            match key {
                k if k == delay_option => {
                    let (n, _) = number_or_param_default(value, cx)?;
                    if n > 0.0 {
                        return None;
                    }
                }
                "max" => retries = cx.text_of(value).trim().parse().ok(),
                "retry_statuses" => statuses = Some(status_list(value, cx)?),
                // A custom wait or a block that decides: not read.
                "retry_block" | "retry_if" => {}
                _ => {}
            }
        }
    }
    // Without `retry_statuses` the middleware retries only timeouts and
    // refused connections, which already waited or take a new connection.
    let statuses = statuses?;
    if statuses.is_empty() || waits_for_retry_after(&statuses) {
        return None;
    }
    if retries.is_some_and(|r| r < 2) {
        return None;
    }
    Some(ImmediatePolicy {
        node: call,
        library: "Faraday's retry middleware",
        retries,
        statuses,
        delay_source: format!("no `{delay_option}` (its default is 0)"),
        delay_option,
    })
}

/// A Faraday builder method that adds middleware (`f.request :retry`,
/// `f.use Faraday::Retry::Middleware`: `middleware-builder-methods`).
pub fn is_middleware_builder(method: &str) -> bool {
    list(Eco::Ruby, "middleware-builder-methods").contains(&method)
}

/// The policy `call` builds, if it retries at once (any family).
pub fn immediate_policy<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<ImmediatePolicy<'t>> {
    match cx.family() {
        Family::Python => urllib3_zero_backoff(call, cx),
        Family::Js => axios_retry_no_delay(call, cx),
        Family::Ruby => faraday_retry_no_interval(call, cx),
    }
}
