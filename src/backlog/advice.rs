//! A recommendation written for one site: the library the flagged code
//! uses (read from the finding's message, evidence and labels) and the
//! rule's template filled with that library's API (`advice.toml`).

use crate::lang::Family;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;

#[derive(Deserialize)]
struct Table {
    templates: BTreeMap<String, String>,
    templates_without_library: BTreeMap<String, String>,
    library: Vec<Library>,
}

#[derive(Deserialize)]
pub struct Library {
    pub id: String,
    pub name: String,
    family: String,
    needles: Vec<String>,
    error_class: String,
    status: String,
    retry: String,
    throttling: String,
    backoff: String,
    timeout: String,
}

static TABLE: LazyLock<Table> = LazyLock::new(|| {
    toml::from_str(include_str!("advice.toml")).expect("advice.toml is valid (tested)")
});

fn family_matches(lib: &Library, family: Family) -> bool {
    match family {
        Family::Js => lib.family == "js",
        Family::Ruby => lib.family == "ruby",
        Family::Python => lib.family == "python",
    }
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Where `needle` first occurs in `text` as a whole word: an identifier
/// character at either end of the needle must not continue into the text
/// (`got` is not found in `forgot`, nor `fetch` in `fetchInvoice`).
fn find_word(text: &str, needle: &str) -> Option<usize> {
    let first_ident = needle.chars().next().is_some_and(is_ident);
    let last_ident = needle.chars().last().is_some_and(is_ident);
    text.match_indices(needle).map(|(i, _)| i).find(|&i| {
        let before_ok = !first_ident || !text[..i].chars().next_back().is_some_and(is_ident);
        let after_ok = !last_ident
            || !text[i + needle.len()..]
                .chars()
                .next()
                .is_some_and(is_ident);
        before_ok && after_ok
    })
}

/// The library of a site in `family`, from the text the finding carries:
/// the library named earliest in it (table order breaks ties).
pub fn library_of(family: Family, text: &str) -> Option<&'static Library> {
    TABLE
        .library
        .iter()
        .filter(|l| family_matches(l, family))
        .filter_map(|l| {
            l.needles
                .iter()
                .filter_map(|n| find_word(text, n))
                .min()
                .map(|pos| (pos, l))
        })
        .min_by_key(|(pos, _)| *pos)
        .map(|(_, l)| l)
}

/// The function a message names: "... fails `f` and its callers",
/// "... in `f`", "... in `C#f`".
fn function_of(message: &str) -> Option<&str> {
    for marker in ["fails `", " in `"] {
        if let Some(i) = message.find(marker) {
            let rest = &message[i + marker.len()..];
            if let Some(end) = rest.find('`') {
                return Some(&rest[..end]);
            }
        }
    }
    None
}

/// A recommendation for `rule` at a site of `family`, written for the
/// library `text` (message, evidence, labels) shows, or for the site's
/// code when the rule's fix does not depend on a library; `None` when
/// neither applies. `own_advice` is the finding's recommendation when it is
/// already about this site (route the call through the file's own retry
/// helper): it wins over the templates. The library is returned when known.
pub fn recommend(
    rule: &str,
    family: Family,
    message: &str,
    text: &str,
    own_advice: Option<&str>,
) -> Option<(String, Option<&'static Library>)> {
    let lib = library_of(family, text);
    if let Some(own) = own_advice {
        return Some((own.to_string(), lib));
    }
    let template = match lib {
        Some(_) => TABLE.templates.get(rule)?,
        None => TABLE.templates_without_library.get(rule)?,
    };
    let code = super::first_code(message);
    let call = code
        .map(|c| format!("`{c}`"))
        .unwrap_or_else(|| "this call".to_string());
    let callee = code
        .and_then(|c| c.split('(').next())
        .filter(|c| !c.is_empty())
        .unwrap_or("reject");
    let function = function_of(message).unwrap_or("this function");
    let keep_cause = match family {
        Family::Js => "`new Error(message, { cause: err })`",
        Family::Python => "`raise NewError(...) from e`",
        Family::Ruby => "Ruby sets `cause` when you raise inside `rescue`",
    };
    let field = |f: fn(&Library) -> &str| lib.map_or("", f);
    let mut out = template.clone();
    for (key, value) in [
        ("{call}", call.as_str()),
        ("{callee}", callee),
        ("{function}", function),
        ("{library}", field(|l| &l.name)),
        ("{retry}", field(|l| &l.retry)),
        ("{throttling}", field(|l| &l.throttling)),
        ("{backoff}", field(|l| &l.backoff)),
        ("{timeout}", field(|l| &l.timeout)),
        ("{error_class}", field(|l| &l.error_class)),
        ("{status}", field(|l| &l.status)),
        ("{keep_cause}", keep_cause),
    ] {
        out = out.replace(key, value);
    }
    Some((out, lib))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_loads_and_every_template_names_known_rules() {
        assert!(TABLE.library.len() >= 15);
        for rule in TABLE
            .templates
            .keys()
            .chain(TABLE.templates_without_library.keys())
        {
            assert!(crate::rules::by_id(rule).is_some(), "unknown rule {rule}");
        }
        for lib in &TABLE.library {
            assert!(
                ["js", "ruby", "python"].contains(&lib.family.as_str()),
                "{}",
                lib.id
            );
        }
    }

    #[test]
    fn libraries_are_found_as_whole_words() {
        let js = |t| library_of(Family::Js, t).map(|l| l.id.as_str());
        assert_eq!(
            js("`request.put(url)` has no retry: fails `fetchReport`"),
            Some("request")
        );
        assert_eq!(
            js("`client.get(x)` (a `axios` call) has no retry"),
            Some("axios")
        );
        assert_eq!(js("I forgot the retry in `fetchInvoice`"), None);
        assert_eq!(js("`fetch(url)` has no retry"), Some("fetch"));
        let rb = |t| library_of(Family::Ruby, t).map(|l| l.id.as_str());
        assert_eq!(
            rb("`@conn.post('/x')` (a `Faraday` call) has no retry"),
            Some("faraday")
        );
        assert_eq!(
            rb("`HTTP.timeout(1).get(url)` has no retry"),
            Some("http-rb")
        );
        let py = |t| library_of(Family::Python, t).map(|l| l.id.as_str());
        assert_eq!(
            py("`self.session.post(...)` (a `requests` call)"),
            Some("requests")
        );
        assert_eq!(
            py("`Config(retries={'max_attempts': 3})` gives up"),
            Some("botocore")
        );
    }
}
