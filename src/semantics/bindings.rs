//! What a receiver holds, from its binding rather than its name (spec v3):
//! module constants and locals built with `new X()` / `X(...)` / `X.new`,
//! class fields, constructor parameter properties and typed injected
//! parameters (`private readonly identity: IdentityClient`), Python
//! attributes assigned or annotated in the class (`self.x = x` with
//! `x: FooClient`), Ruby instance variables and memoized or factory methods
//! (`def conn = Faraday.new(...)`, `@conn ||= ...`) and the readers
//! `attr_reader :conn` declares for them.
//!
//! The result maps the receiver as written in calls (`identity`,
//! `this.identity`, `self.identity`, `@identity`, `conn`) to the type or
//! constructor name as written (`IdentityClient`, `clients.FooClient`,
//! `Acme::Identity::Client`). Resolving that name to a library, an SDK or a
//! project class is the model's job (`model::effects`).

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

#[derive(Debug, Default)]
pub struct Bindings {
    /// Receiver as written -> type/constructor name as written.
    pub types: HashMap<String, String>,
    /// Classes (and Ruby modules) defined in this file.
    pub classes: HashSet<String>,
    /// Receivers bound to the value of a plain function call (`const client
    /// = await makeClient()`, `session = get_session()`) -> (start byte of
    /// the enclosing function, 0 at module level; the function name as
    /// called): a project factory may build a client.
    pub factory_calls: HashMap<String, Vec<(usize, String)>>,
}

fn text_of<'t>(n: Node<'_>, text: &'t str) -> &'t str {
    text.get(n.byte_range()).unwrap_or("")
}

/// `Promise<Foo | undefined>` -> `Foo`; `Optional[Foo]` -> `Foo`;
/// `readonly Foo[]` -> `Foo`.
pub fn clean_type(raw: &str) -> Option<String> {
    let mut t = raw.trim().trim_start_matches(':').trim();
    for wrapper in ["Optional[", "Promise<", "Readonly<", "typing.Optional["] {
        if let Some(inner) = t.strip_prefix(wrapper) {
            t = inner.trim_end_matches([']', '>']);
        }
    }
    let t = t.split(['|', '<', '[', '=', ',']).next()?.trim();
    let t = t.trim_start_matches("readonly ").trim_matches(['"', '\'']);
    let ok = !t.is_empty()
        && t.chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == ':')
        && t.chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_');
    ok.then(|| t.to_string())
}

impl Bindings {
    pub fn compute(root: Node<'_>, text: &str, family: Family) -> Bindings {
        let mut b = Bindings::default();
        match family {
            Family::Js => js(&mut b, root, text),
            Family::Python => python(&mut b, root, text),
            Family::Ruby => ruby(&mut b, root, text),
        }
        b
    }

    fn factory_call(&mut self, receiver: &str, at: Node<'_>, function: String, family: Family) {
        let scope = ast::enclosing_function(at, family).map_or(0, |f| f.start_byte());
        self.factory_calls
            .entry(receiver.to_string())
            .or_default()
            .push((scope, function));
    }

    /// The factory function whose value `receiver` holds where `at` is: a
    /// binding in the same function, else one at module level.
    pub fn factory_at(&self, receiver: &str, at: Node<'_>, family: Family) -> Option<&str> {
        let bound = self.factory_calls.get(receiver)?;
        let scope = ast::enclosing_function(at, family).map_or(0, |f| f.start_byte());
        bound
            .iter()
            .find(|(s, _)| *s == scope)
            .or_else(|| bound.iter().find(|(s, _)| *s == 0))
            .map(|(_, f)| f.as_str())
    }

    fn bind(&mut self, receiver: &str, ty: Option<String>) {
        if let Some(ty) = ty
            && !receiver.is_empty()
        {
            self.types.entry(receiver.to_string()).or_insert(ty);
        }
    }
}

/// The class a JS value constructs: `new X(...)`, `await X.create(...)`
/// is not followed (factories are resolved through effect summaries).
fn js_constructed(value: Node<'_>, text: &str) -> Option<String> {
    let value = ast::fallback_value(value);
    match value.kind_name() {
        "new_expression" => clean_type(text_of(value.field("constructor")?, text)),
        "await_expression" => js_constructed(value.named_child(0)?, text),
        _ => None,
    }
}

/// An object a bound instance builds synchronously (`const producer =
/// kafka.producer()`, `const sheets = google.sheets({ version })`): it
/// belongs to the same library as its factory. Awaited calls are requests
/// whose value is a response, not a client.
fn js_factory_product(b: &Bindings, value: Node<'_>, text: &str) -> Option<String> {
    let value = ast::unwrap_expr(value);
    if value.kind_name() != "call_expression" {
        return None;
    }
    let f = value.field("function")?;
    if f.kind_name() != "member_expression" {
        return None;
    }
    let object = f.field("object")?;
    if object.kind_name() != "identifier" {
        return None;
    }
    let object = text_of(object, text);
    // A conversion constructor of a class (`BlobServiceClient.fromConnectionString(s)`,
    // `Credentials.fromEnv()`) builds an instance of that class.
    let method = f.field("property").map_or("", |p| text_of(p, text));
    if object.starts_with(|c: char| c.is_ascii_uppercase())
        && method
            .strip_prefix("from")
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
    {
        return clean_type(object);
    }
    b.types.get(object).cloned()
}

fn js(b: &mut Bindings, root: Node<'_>, text: &str) {
    static KINDS: std::sync::LazyLock<parents::KindSet> = std::sync::LazyLock::new(|| {
        parents::KindSet::new(|k, _| {
            matches!(
                k,
                "class_declaration"
                    | "abstract_class_declaration"
                    | "variable_declarator"
                    | "public_field_definition"
                    | "field_definition"
                    | "required_parameter"
                    | "optional_parameter"
                    | "assignment_expression"
            )
        })
    });
    parents::descendants_of(root, &KINDS, &mut |n| {
        match n.kind_name() {
            "class_declaration" | "abstract_class_declaration" => {
                if let Some(name) = n.field("name") {
                    b.classes.insert(text_of(name, text).to_string());
                }
            }
            "variable_declarator" => {
                if let (Some(name), Some(value)) = (n.field("name"), n.field("value"))
                    && name.kind_name() == "identifier"
                {
                    let ty = js_constructed(value, text)
                        .or_else(|| n.field("type").and_then(|t| clean_type(text_of(t, text))))
                        .or_else(|| js_factory_product(b, value, text));
                    b.bind(text_of(name, text), ty);
                    if let Some(f) = plain_call_name(value, "call_expression", text) {
                        b.factory_call(text_of(name, text), n, f, Family::Js);
                    }
                }
            }
            "public_field_definition" | "field_definition" => {
                if let Some(name) = n.field("name").or_else(|| n.field("property")) {
                    let ty = n
                        .field("value")
                        .and_then(|v| js_constructed(v, text))
                        .or_else(|| n.field("type").and_then(|t| clean_type(text_of(t, text))));
                    b.bind(&format!("this.{}", text_of(name, text)), ty);
                }
            }
            "required_parameter" | "optional_parameter" => {
                let (Some(pattern), Some(ty)) = (n.field("pattern"), n.field("type")) else {
                    return;
                };
                if pattern.kind_name() != "identifier" {
                    return;
                }
                let name = text_of(pattern, text);
                let ty = clean_type(text_of(ty, text));
                // A parameter property (`private readonly x: T`) is a field too.
                let mut c = n.walk();
                let property = n.children(&mut c).any(|ch| {
                    matches!(
                        ch.kind_name(),
                        "accessibility_modifier" | "override_modifier"
                    ) || text_of(ch, text) == "readonly"
                });
                if property {
                    b.bind(&format!("this.{name}"), ty.clone());
                }
                b.bind(name, ty);
            }
            "assignment_expression" => {
                if let (Some(left), Some(right)) = (n.field("left"), n.field("right")) {
                    let left_text = text_of(left, text);
                    if let Some(f) = plain_call_name(right, "call_expression", text) {
                        b.factory_call(left_text, n, f, Family::Js);
                    }
                    let ty = js_constructed(right, text).or_else(|| {
                        // this.x = x, where x is a typed parameter.
                        (right.kind_name() == "identifier")
                            .then(|| b.types.get(text_of(right, text)).cloned())
                            .flatten()
                    });
                    b.bind(left_text, ty);
                }
            }
            _ => {}
        }
    });
}

/// `makeClient()`, `await makeClient(opts)`, `get_session()`: the name of a
/// plain function called (no receiver), for a binding to its value.
fn plain_call_name(value: Node<'_>, call_kind: &str, text: &str) -> Option<String> {
    let value = ast::fallback_value(value);
    if value.kind_name() != call_kind {
        return None;
    }
    let f = value.field("function")?;
    (f.kind_name() == "identifier").then(|| text_of(f, text).to_string())
}

/// The callee of a Python constructor-like call: `FooClient(...)`,
/// `clients.FooClient(...)`. Lower-case callees are functions, not classes,
/// except module-qualified factories (`boto3.client`), which client
/// detection handles.
fn py_constructed(value: Node<'_>, text: &str) -> Option<String> {
    let value = ast::fallback_value(value);
    let value = if value.kind_name() == "await" {
        value.named_child(0)?
    } else {
        value
    };
    if value.kind_name() != "call" {
        return None;
    }
    let callee = text_of(value.field("function")?, text);
    // An alternate constructor (`redis.Redis.from_url(...)`,
    // `Client.from_env()`) builds an instance of its class.
    let callee = match callee.rsplit_once('.') {
        Some((class, method))
            if method.starts_with("from_")
                && class
                    .rsplit('.')
                    .next()
                    .is_some_and(|c| c.chars().next().is_some_and(char::is_uppercase)) =>
        {
            class
        }
        _ => callee,
    };
    let last = callee.rsplit('.').next()?;
    last.chars()
        .next()
        .is_some_and(char::is_uppercase)
        .then(|| clean_type(callee))
        .flatten()
}

fn python(b: &mut Bindings, root: Node<'_>, text: &str) {
    static KINDS: std::sync::LazyLock<parents::KindSet> = std::sync::LazyLock::new(|| {
        parents::KindSet::new(|k, _| {
            matches!(
                k,
                "class_definition"
                    | "assignment"
                    | "decorated_definition"
                    | "typed_parameter"
                    | "typed_default_parameter"
            )
        })
    });
    parents::descendants_of(root, &KINDS, &mut |n| {
        match n.kind_name() {
            "class_definition" => {
                if let Some(name) = n.field("name") {
                    b.classes.insert(text_of(name, text).to_string());
                }
            }
            "assignment" => {
                let Some(left) = n.field("left") else {
                    return;
                };
                let left_text = text_of(left, text);
                let ty = n
                    .field("right")
                    .and_then(|r| {
                        py_constructed(r, text).or_else(|| {
                            // A name, or a default of names (`session or
                            // requests` with `session: requests.Session |
                            // None`): the first whose type is known.
                            let names = if r.kind_name() == "boolean_operator" {
                                vec![r.field("left"), r.field("right")]
                            } else {
                                vec![Some(r)]
                            };
                            names.into_iter().flatten().find_map(|v| {
                                (v.kind_name() == "identifier")
                                    .then(|| b.types.get(text_of(v, text)).cloned())
                                    .flatten()
                            })
                        })
                    })
                    .or_else(|| n.field("type").and_then(|t| clean_type(text_of(t, text))));
                // A class-level annotation `client: FooClient` types `self.client`.
                let in_class_body = parents::parent(n)
                    .and_then(parents::parent)
                    .is_some_and(|g| g.kind_name() == "block")
                    && parents::parent(n)
                        .and_then(parents::parent)
                        .and_then(parents::parent)
                        .is_some_and(|c| c.kind_name() == "class_definition");
                if in_class_body && left.kind_name() == "identifier" {
                    b.bind(&format!("self.{left_text}"), ty.clone());
                }
                b.bind(left_text, ty);
                if let Some(f) = n
                    .field("right")
                    .and_then(|r| plain_call_name(r, "call", text))
                    .filter(|f| f.starts_with(|c: char| c.is_lowercase() || c == '_'))
                {
                    b.factory_call(left_text, n, f, Family::Python);
                }
            }
            // `@property def identity(self): return IdentityClient(url)`.
            "decorated_definition" => {
                if let Some((name, values)) =
                    crate::semantics::facts::python_property_returns(n, text)
                {
                    // What it builds, else its return annotation (`def
                    // bz(self) -> bugzilla.Bugzilla: return self._bz`), else
                    // the type of the attribute it hands out.
                    let annotated = n
                        .field("definition")
                        .and_then(|d| d.field("return_type"))
                        .and_then(|t| clean_type(text_of(t, text).trim_matches(['"', '\''])));
                    let ty = values
                        .iter()
                        .find_map(|v| py_constructed(*v, text))
                        .or(annotated)
                        .or_else(|| {
                            values
                                .iter()
                                .find_map(|v| b.types.get(text_of(*v, text)).cloned())
                        });
                    b.bind(&format!("self.{name}"), ty);
                }
            }
            "typed_parameter" | "typed_default_parameter" => {
                let ty = n.field("type").and_then(|t| clean_type(text_of(t, text)));
                let name = n
                    .field("name")
                    .or_else(|| n.named_child(0))
                    .map(|t| text_of(t, text))
                    .unwrap_or("");
                if name != "self" && name != "cls" {
                    b.bind(name, ty);
                }
            }
            _ => {}
        }
    });
}

/// The values assigned to the Ruby local `name` in `scope` (a method, its
/// blocks included) that start before byte `before`, in order.
pub fn ruby_local_values<'t>(
    scope: Node<'t>,
    name: &str,
    text: &str,
    before: usize,
) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    ast::walk(scope, &mut |n| {
        if n.start_byte() >= before {
            return false;
        }
        if n.kind_name() == "assignment"
            && let (Some(left), Some(right)) = (n.field("left"), n.field("right"))
            && left.kind_name() == "identifier"
            && left.utf8_text(text.as_bytes()) == Ok(name)
        {
            out.push(right);
        }
        true
    });
    out
}

/// The innermost named Ruby method around `node` (a block is no scope of
/// its own for the locals it assigns outside).
pub fn ruby_local_scope<'t>(node: Node<'t>, text: &str) -> Option<Node<'t>> {
    std::iter::successors(ast::enclosing_function(node, Family::Ruby), |f| {
        ast::enclosing_function(*f, Family::Ruby)
    })
    .find(|f| ast::function_name(*f, text).is_some())
}

/// Ruby `step.call(x)` where the enclosing method binds the local `step` to
/// a block object (`lambda do`, `->`, `proc {`, `Proc.new`, `method(:name)`):
/// it calls that block, not a method named `call`.
pub fn ruby_calls_a_proc(call: Node<'_>, text: &str) -> bool {
    let Some(receiver) = call
        .field("receiver")
        .filter(|r| r.kind_name() == "identifier")
    else {
        return false;
    };
    let Some(scope) = ruby_local_scope(call, text) else {
        return false;
    };
    let name = receiver.utf8_text(text.as_bytes()).unwrap_or_default();
    ruby_local_values(scope, name, text, usize::MAX)
        .into_iter()
        .any(|v| is_block_object(v, text))
}

/// `-> { }`, `lambda { }`, `proc do end`, `Proc.new { }`, `method(:name)`.
fn is_block_object(value: Node<'_>, text: &str) -> bool {
    if value.kind_name() == "lambda" {
        return true;
    }
    if value.kind_name() != "call" {
        return false;
    }
    let of = |n: Node<'_>| n.utf8_text(text.as_bytes()).unwrap_or_default();
    let method = value.field("method").map(of).unwrap_or_default();
    match value.field("receiver").map(of) {
        None => {
            matches!(method, "lambda" | "proc")
                || method == "method" && value.field("arguments").is_some()
        }
        Some(r) => r.trim_start_matches("::") == "Proc" && method == "new",
    }
}

/// `Foo::Client.new(...)` -> `Foo::Client`.
pub fn ruby_constructed(value: Node<'_>, text: &str) -> Option<String> {
    let mut value = ast::fallback_value(value);
    while value.kind_name() == "parenthesized_statements" || value.kind_name() == "begin" {
        value = value.named_child(0)?;
    }
    if value.kind_name() != "call" {
        return None;
    }
    let (recv, method) = ast::ruby_receiver_and_method(value, text);
    (method == "new"
        && recv
            .chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c == ':'))
    .then(|| clean_type(recv.trim_start_matches("::")))
    .flatten()
}

/// An object an SDK object builds (`Rdkafka::Config.new(cfg).producer`): it
/// belongs to the same SDK as the object it came from.
fn ruby_sdk_product(value: Node<'_>, text: &str) -> Option<String> {
    if value.kind_name() != "call" {
        return None;
    }
    let ty = ruby_constructed(value.field("receiver")?, text)?;
    crate::model::knowledge::name_under(
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "sdk-constants"),
        &ty,
    )
    .then_some(ty)
}

fn ruby(b: &mut Bindings, root: Node<'_>, text: &str) {
    // `@conn = build_connection`: a variable assigned from one of the file's
    // factory methods, which may be defined further down.
    let mut from_factory: Vec<(String, String)> = Vec::new();
    // `attr_reader :client`: the bare `client` reads `@client`.
    let mut readers: Vec<String> = Vec::new();
    ast::walk(root, &mut |n| {
        match n.kind_name() {
            "call" if n.field("receiver").is_none() => {
                let method = n.field("method").map(|m| text_of(m, text));
                if matches!(method, Some("attr_reader" | "attr_accessor"))
                    && let Some(args) = n.field("arguments")
                {
                    let mut c = args.walk();
                    readers.extend(
                        args.named_children(&mut c)
                            .filter(|a| a.kind_name() == "simple_symbol")
                            .map(|a| text_of(a, text).trim_start_matches(':').to_string()),
                    );
                }
            }
            "class" | "module" => {
                if let Some(name) = n.field("name") {
                    let full = text_of(name, text);
                    b.classes
                        .insert(full.rsplit("::").next().unwrap_or(full).to_string());
                    // `class WifiUser::EmailSender`: `WifiUser` is a
                    // namespace of the project too.
                    if let Some((namespace, _)) = full.trim_start_matches("::").split_once("::") {
                        b.classes.insert(namespace.to_string());
                    }
                }
            }
            "assignment" | "operator_assignment" => {
                if let (Some(left), Some(right)) = (n.field("left"), n.field("right")) {
                    // `def initialize(client = FeedClient.new); @client = client`.
                    let right = crate::semantics::ast::parameter_default(
                        right,
                        crate::lang::Family::Ruby,
                        text,
                    )
                    .unwrap_or(right);
                    b.bind(
                        text_of(left, text),
                        ruby_constructed(right, text).or_else(|| ruby_sdk_product(right, text)),
                    );
                    let own_method = right.kind_name() == "identifier"
                        || (right.kind_name() == "call"
                            && right.field("receiver").is_none()
                            && right.field("arguments").is_none());
                    if own_method {
                        let method = right.field("method").unwrap_or(right);
                        from_factory.push((
                            text_of(left, text).to_string(),
                            text_of(method, text).to_string(),
                        ));
                    }
                }
            }
            "method" | "singleton_method" => {
                // A memoized or factory method (`def client`, `def
                // self.client`): its last expression builds a client.
                let (Some(name), Some(last)) = (n.field("name"), last_statement(n)) else {
                    return true;
                };
                let value = match last.kind_name() {
                    "assignment" | "operator_assignment" => last.field("right"),
                    _ => Some(last),
                };
                if n.field("parameters")
                    .is_none_or(|p| p.named_child_count() == 0)
                    || text_of(n, text).contains(".new(")
                {
                    b.bind(
                        text_of(name, text),
                        value.and_then(|v| ruby_constructed(v, text)),
                    );
                }
            }
            _ => {}
        }
        true
    });
    for (variable, method) in from_factory {
        match b.types.get(&method).cloned() {
            Some(ty) => b.bind(&variable, Some(ty)),
            // A method of another file, such as the superclass's
            // (`@conn ||= connect`): asked of the project model when the
            // variable is called. Instance variables live class-wide.
            None if variable.starts_with('@') => b
                .factory_calls
                .entry(variable)
                .or_default()
                .push((0, method)),
            None => {}
        }
    }
    for name in readers {
        let ty = b.types.get(&format!("@{name}")).cloned();
        b.bind(&name, ty);
    }
}

fn last_statement(method: Node<'_>) -> Option<Node<'_>> {
    // `def x = expr` (endless) has the body as a field; a regular method's
    // statements are its named children after the name and parameters.
    // Comments (a commented-out line after the value) are not statements.
    if let Some(body) = method.field("body") {
        if body.kind_name() == "body_statement" {
            return crate::semantics::ast::last_code_child(body);
        }
        return Some(body);
    }
    let last = crate::semantics::ast::last_code_child(method)?;
    (!matches!(last.kind_name(), "identifier" | "method_parameters")).then_some(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn bindings(lang: Lang, src: &str) -> Bindings {
        let mut p = tree_sitter::Parser::new();
        p.set_language(&lang.grammar()).unwrap();
        let tree = p.parse(src, None).unwrap();
        Bindings::compute(tree.root_node(), src, lang.family())
    }

    #[test]
    fn a_ruby_local_bound_to_a_block_object_is_called_not_a_method_call() {
        let src = "def run(items)\n  step = ->(x) { x * 2 }\n  items.each { |i| step.call(i) }\n  later = lambda do |x| x end\n  later.call(1)\n  made = Proc.new { |x| x }\n  made.call(2)\n  client.call(3)\n  svc = Billing.new\n  svc.call(4)\nend\n";
        let mut p = tree_sitter::Parser::new();
        p.set_language(&Lang::Ruby.grammar()).unwrap();
        let tree = p.parse(src, None).unwrap();
        let root = tree.root_node();
        let _parents = parents::ParentIndex::install(root);
        let mut calls = Vec::new();
        ast::walk(root, &mut |n| {
            if n.kind_name() == "call"
                && n.field("method")
                    .and_then(|m| m.utf8_text(src.as_bytes()).ok())
                    == Some("call")
            {
                let recv = n
                    .field("receiver")
                    .unwrap()
                    .utf8_text(src.as_bytes())
                    .unwrap();
                calls.push((recv.to_string(), ruby_calls_a_proc(n, src)));
            }
            true
        });
        let procs: Vec<(&str, bool)> = calls.iter().map(|(r, b)| (r.as_str(), *b)).collect();
        assert_eq!(
            procs,
            [
                ("step", true),
                ("later", true),
                ("made", true),
                ("client", false),
                ("svc", false)
            ]
        );
    }

    #[test]
    fn typescript_bindings() {
        let b = bindings(
            Lang::TypeScript,
            "import { IdentityClient } from './identity';\n\
             const identity = new IdentityClient({});\n\
             class A {\n  private cache = new Map();\n  client: FooClient;\n\
               constructor(private readonly gateway: PaymentGateway, other: Other) { this.other = other; }\n}\n",
        );
        assert_eq!(b.types["identity"], "IdentityClient");
        assert_eq!(b.types["this.gateway"], "PaymentGateway");
        assert_eq!(b.types["this.client"], "FooClient");
        assert_eq!(b.types["this.other"], "Other");
        assert_eq!(b.types["this.cache"], "Map");
        assert!(b.classes.contains("A"));
    }

    #[test]
    fn python_bindings() {
        let b = bindings(
            Lang::Python,
            "class S:\n    client: FooClient\n    def __init__(self, api: BarApi, n: Optional[int] = None):\n        self.api = api\n        self.http = clients.HttpClient()\n",
        );
        assert_eq!(b.types["self.client"], "FooClient");
        assert_eq!(b.types["self.api"], "BarApi");
        assert_eq!(b.types["self.http"], "clients.HttpClient");
    }

    #[test]
    fn python_property_bindings() {
        let b = bindings(
            Lang::Python,
            "class T:\n    def _connect(self):\n        self._bz = bugzilla.Bugzilla(url=u)\n\n    @property\n    def bz(self) -> 'bugzilla.Bugzilla':\n        return self._bz\n\n    @property\n    def conn(self):\n        return self._bz\n\n    @property\n    def api(self):\n        return requests.Session()\n",
        );
        assert_eq!(b.types["self.bz"], "bugzilla.Bugzilla");
        assert_eq!(b.types["self.conn"], "bugzilla.Bugzilla");
        assert_eq!(b.types["self.api"], "requests.Session");
    }

    #[test]
    fn python_typed_parameter_with_a_module_default() {
        let b = bindings(
            Lang::Python,
            "class C:\n    def __init__(self, session: requests.Session | None = None):\n        self.session = session or requests\n",
        );
        assert_eq!(b.types["self.session"], "requests.Session");
    }

    #[test]
    fn ruby_bindings() {
        let b = bindings(
            Lang::Ruby,
            "class S\n  def initialize\n    @id = Acme::IdentityClient.new(url)\n  end\n  def conn\n    @conn ||= Faraday.new(url: x)\n  end\n  def factory = Faraday.new(url: y)\nend\n",
        );
        assert_eq!(b.types["@id"], "Acme::IdentityClient");
        assert_eq!(b.types["conn"], "Faraday");
        assert_eq!(b.types["@conn"], "Faraday");
        assert_eq!(b.types["factory"], "Faraday");
    }
}
