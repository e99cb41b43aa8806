//! Endpoints on the same machine or one link away (loopback, instance
//! metadata): no DNS lookup, TLS handshake or network path stands between
//! the two ends, so they are not remote dependencies (spec v3: "Loopback,
//! localhost and server-side sockets are not remote").

use crate::context::Cx;
use crate::lang::Family;
use crate::model::knowledge::{self, Eco};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

/// The hosts that are the same machine or one link away: each ecosystem's
/// `loopback-hosts` and the common `host-local-endpoints` (instance
/// metadata), where a short timeout is deliberate: no DNS lookup, TLS
/// handshake or network path stands between the two ends.
pub fn local_hosts(family: Family) -> impl Iterator<Item = &'static str> {
    let eco = match family {
        Family::Js => Eco::Javascript,
        Family::Python => Eco::Python,
        Family::Ruby => Eco::Ruby,
    };
    knowledge::list(eco, "loopback-hosts")
        .iter()
        .chain(knowledge::list(Eco::Common, "host-local-endpoints"))
        .copied()
}

/// True when the call names a local or link-local endpoint (instance
/// metadata, a sidecar on localhost) in its own text.
pub fn targets_local_endpoint(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let text = cx.text_of(call);
    local_hosts(cx.family()).any(|h| text.contains(h))
}

/// True when the call's endpoint is bound elsewhere to a local one: a name
/// the call uses that the function, class or file binds to a local URL
/// (`metadata_url = "http://169.254.169.254/"`), or, for a socket's
/// timeout, the address the same socket connects to (a port probe of the
/// same host). `strict` takes only names bound to a local address itself
/// or to a concatenation of one, not to a value that falls back to it
/// (`os.environ.get("API_URL") or "http://localhost"`) or that a call
/// returns: for a rule that reports an absence, a development default
/// says nothing of where production sends the request.
pub fn bound_to_local_endpoint(cx: &Cx<'_, '_>, call: Node<'_>, strict: bool) -> bool {
    if connects_to_own_address(cx, call) {
        return true;
    }
    let hosts: Vec<&str> = local_hosts(cx.family()).collect();
    // Both answers below need a local host in the file's text (a connect
    // call's text or a bound value holds one): a file naming none is
    // answered without walking the function, class and file for each call.
    if !file_names_host(cx, &hosts) {
        return false;
    }
    let text = cx.text_of(call);
    let family = cx.family();
    let function = ast::enclosing_function(call, family);
    // `s.settimeout(1)` ... `s.connect(("127.0.0.1", port))` (or
    // `connect_ex`, the probe form that answers an error number).
    if socket_connects(cx, call)
        .iter()
        .any(|n| hosts.iter().any(|h| cx.text_of(*n).contains(h)))
    {
        return true;
    }
    // Names bound to a local URL, or to a value built from such a name
    // (`token_url = METADATA_URL + "api/token"`), in the function, the
    // class and the file.
    let mut bindings: Vec<(&str, &str)> = Vec::new();
    // The function's own bindings; the class's and the file's outside
    // their functions.
    let scopes = [
        (function, false),
        (ast::enclosing_class(call, family), true),
        (Some(cx.root), true),
    ];
    for (scope, top_level) in scopes {
        let Some(scope) = scope else { continue };
        ast::walk(scope, &mut |n| {
            if top_level && n != scope && ast::is_function(n.kind_name(), family) {
                return false;
            }
            let parts = ast::binding_parts(n).or_else(|| {
                (n.kind_name() == "public_field_definition")
                    .then(|| Some((n.field("name")?, n.field("value")?)))
                    .flatten()
            });
            if let Some((target, value)) = parts
                && matches!(
                    value.kind_name(),
                    "string"
                        | "template_string"
                        | "binary_expression"
                        | "binary_operator"
                        | "binary"
                        | "concatenated_string"
                        | "call"
                )
            {
                // Strict: only a value that is a local address itself or is
                // built from one by concatenation, not one that falls back
                // to it (`process.env.API_URL || "http://localhost:3000"`)
                // or comes out of a call.
                let fallback = value.kind_name() == "call"
                    || [" || ", " or ", " ?? ", ".get(", "fetch("]
                        .iter()
                        .any(|op| cx.text_of(value).contains(op));
                if strict && fallback {
                    return true;
                }
                let name = cx.text_of(target);
                let name = name.rsplit(['.', '@']).next().unwrap_or(name);
                if !name.is_empty() {
                    bindings.push((name, cx.text_of(value)));
                }
            }
            true
        });
    }
    let mut local: Vec<&str> = Vec::new();
    for _ in 0..3 {
        for (name, value) in &bindings {
            if !local.contains(name)
                && (hosts.iter().any(|h| value.contains(h))
                    || local.iter().any(|l| uses_name(value, l)))
            {
                local.push(name);
            }
        }
    }
    local.iter().any(|name| uses_name(text, name))
}

/// `s.settimeout(1.0)` ... `s.connect((host, port))` where the function
/// took `host, port` from a socket's own name (`sock.getsockname()`): a
/// server touching its own listening socket (to wake its `accept()`), not
/// a remote end.
fn connects_to_own_address(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let family = cx.family();
    if !cx.text.contains("getsockname") {
        return false;
    }
    let Some(func) = ast::enclosing_function(call, family) else {
        return false;
    };
    let mut own: Vec<&str> = Vec::new();
    ast::walk(func, &mut |n| {
        if let Some((target, value)) = ast::binding_parts(n)
            && cx.text_of(value).contains(".getsockname()")
        {
            ast::walk(target, &mut |t| {
                if t.kind_name() == "identifier" {
                    own.push(cx.text_of(t));
                }
                true
            });
            if target.kind_name() == "identifier" {
                own.push(cx.text_of(target));
            }
        }
        true
    });
    if own.is_empty() {
        return false;
    }
    socket_connects(cx, call).iter().any(|n| {
        let args = n.field("arguments").map(|a| cx.text_of(a)).unwrap_or("");
        own.iter().any(|name| uses_name(args, name))
    })
}

/// The connect calls (`socket-connect-methods`: `connect`, `connect_ex`)
/// on the receiver of `call` (`s.settimeout(1)` ... `s.connect(...)`) in
/// the function around it.
fn socket_connects<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Vec<Node<'t>> {
    let family = cx.family();
    let (Some(func), Some(receiver)) = (
        ast::enclosing_function(call, family),
        call.field("function")
            .and_then(|f| f.field("object"))
            .map(|r| cx.text_of(r)),
    ) else {
        return Vec::new();
    };
    let prefix = format!("{receiver}.");
    let connect = knowledge::list(Eco::Common, "socket-connect-methods");
    let mut out = Vec::new();
    ast::walk(func, &mut |n| {
        if ast::is_call(n.kind_name(), family)
            && ast::call_method_name(n, family, cx.text).is_some_and(|m| connect.contains(&m))
            && cx.text_of(n).starts_with(&prefix)
        {
            out.push(n);
        }
        true
    });
    out
}

/// Some of `hosts` occurs in the file's text: asked once per file (for the
/// file whose table is installed, checked by the text's address and length).
fn file_names_host(cx: &Cx<'_, '_>, hosts: &[&str]) -> bool {
    let names_host = || hosts.iter().any(|h| cx.text.contains(h));
    let text_at = (cx.text.as_ptr() as usize, cx.text.len());
    let known = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::TEXT_NAMES_LOCAL_HOST,
        || (text_at, names_host()),
    );
    if known.0 == text_at {
        known.1
    } else {
        names_host()
    }
}

/// `text` mentions `name` as a whole word, not as a key (`url: x`).
pub fn uses_name(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let rest = &text[i + name.len()..];
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        let key = rest.starts_with(':') && !rest.starts_with("::");
        !word(before) && !word(rest.chars().next()) && !key
    })
}
