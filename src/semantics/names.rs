//! Name tables. Library knowledge (clients, request methods, constructors,
//! retry decorators) is data in `src/knowledge/*.toml`, exposed here under
//! the names rules use; what stays in code are the naming conventions
//! (regexes) that heuristics read, and the prefilter words.

use crate::model::knowledge::{Eco, list};
use regex::Regex;
use std::sync::LazyLock;

/// A list from the knowledge files, loaded on first use.
pub type Table = LazyLock<&'static [&'static str]>;

/// JS/TS packages whose default/namespace import is an HTTP client, and
/// whether the binding itself is callable (`axios(url)`, `got(url)`).
pub static JS_CLIENT_PACKAGES: LazyLock<Vec<(&'static str, bool)>> = LazyLock::new(|| {
    let callable = list(Eco::Javascript, "callable-client-packages").iter();
    let plain = list(Eco::Javascript, "client-packages").iter();
    callable
        .map(|p| (*p, true))
        .chain(plain.map(|p| (*p, false)))
        .collect()
});

/// Named imports that are outbound calls by themselves (`import { request } from 'undici'`).
pub static JS_CALLABLE_NAMED_IMPORTS: LazyLock<Vec<(&'static str, &'static str)>> =
    LazyLock::new(|| {
        list(Eco::Javascript, "callable-named-imports")
            .iter()
            .filter_map(|e| e.rsplit_once(':'))
            .collect()
    });

/// Methods of a JS client binding or instance that issue a request.
pub static JS_REQUEST_METHODS: Table = LazyLock::new(|| list(Eco::Javascript, "request-methods"));

/// JS calls that build a client rather than call the network.
pub static JS_CLIENT_CONSTRUCTORS: Table =
    LazyLock::new(|| list(Eco::Javascript, "client-constructors"));

/// JS classes (`package`, `Class`) whose instances carry the connection
/// settings of outbound requests (`https.Agent`, undici `Pool`).
pub static JS_CONNECTION_CLASSES: LazyLock<Vec<(&'static str, &'static str)>> =
    LazyLock::new(|| {
        list(Eco::Javascript, "connection-classes")
            .iter()
            .filter_map(|e| e.rsplit_once(':'))
            .collect()
    });

/// JS type annotations that mark a parameter or field as an HTTP client.
pub static JS_CLIENT_TYPES: Table = LazyLock::new(|| list(Eco::Javascript, "client-types"));

/// Ruby constants that are HTTP clients (global, no import needed).
pub static RUBY_CLIENT_CONSTANTS: Table = LazyLock::new(|| list(Eco::Ruby, "client-constants"));

pub static RUBY_REQUEST_METHODS: Table = LazyLock::new(|| list(Eco::Ruby, "request-methods"));

/// Ruby calls that build a client: `Faraday.new`, `Net::HTTP.new`.
pub static RUBY_CONSTRUCTOR_METHODS: Table =
    LazyLock::new(|| list(Eco::Ruby, "constructor-methods"));

/// Python modules whose functions call the network (`requests.get`).
pub static PY_CLIENT_MODULES: Table = LazyLock::new(|| list(Eco::Python, "client-modules"));

pub static PY_REQUEST_METHODS: Table = LazyLock::new(|| list(Eco::Python, "request-methods"));

/// Python client constructors (fully qualified).
pub static PY_CLIENT_CONSTRUCTORS: Table =
    LazyLock::new(|| list(Eco::Python, "client-constructors"));

/// Python type names that mark a parameter as an HTTP client.
pub static PY_CLIENT_TYPES: Table = LazyLock::new(|| list(Eco::Python, "client-types"));

/// A function whose name says it retries.
pub static RETRY_HELPER_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(retry|retryable|retrying|with_?retries|backoff)").expect("valid regex")
});

/// A name that says the opposite of retrying or only asks about it
/// (`lazy_no_retry`, `deleteFileNonRetrying`, `shouldRetry`, `getRetryDelay`).
pub static NOT_RETRYING_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(no|non|without|dont|skip|disable)_?retr|^(is|should|can|has|get)_?retr|retr(y|ies)_?(count|config|date|after|delay|policy|limit|codes?)$")
        .expect("valid regex")
});

/// `MAX_RETRIES`, `HTTP_TIMEOUT_MS`: a SCREAMING_CASE name.
pub fn is_screaming_case(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// `IDENTITY_HTTP`, `Billing::CONNECTION`: a Ruby constant that names a
/// value, not a class (its last segment is SCREAMING_CASE).
pub fn is_constant_name(name: &str) -> bool {
    let last = name.rsplit("::").next().unwrap_or(name);
    last.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && is_screaming_case(last)
}

/// A function name that says it retries (and not the opposite).
pub fn names_retry_helper(name: &str) -> bool {
    RETRY_HELPER_NAME.is_match(name) && !NOT_RETRYING_NAME.is_match(name)
}

/// A function named as a question about a remote end's availability:
/// `ok?`, `up?`, `healthy?`, `is_reachable`, `isAlive`, `checkConnection`
/// (`availability-predicates`, after an `availability-prefixes` verb). A
/// failure to reach the other end is its answer.
pub fn is_availability_predicate(name: &str) -> bool {
    let plain: String = name
        .trim_end_matches(['?', '!'])
        .chars()
        .filter(|c| *c != '_')
        .flat_map(char::to_lowercase)
        .collect();
    let words = list(Eco::Common, "availability-predicates");
    let prefixes = list(Eco::Common, "availability-prefixes");
    if std::iter::once(plain.as_str())
        .chain(prefixes.iter().filter_map(|p| plain.strip_prefix(p)))
        .any(|c| words.contains(&c))
    {
        return true;
    }
    // `is_host_healthy`, `isServerAlive`, `host_reachable?`: a prefix (or
    // Ruby's `?`), the remote end, then a word of liveness.
    let parts = name_words(name);
    let asks = name.ends_with('?')
        || parts
            .first()
            .is_some_and(|w| prefixes.contains(&w.as_str()));
    parts.len() >= 2
        && asks
        && parts.last().is_some_and(|w| {
            list(Eco::Common, "availability-subject-predicates").contains(&w.as_str())
        })
}

/// A Ruby predicate method (`live_url_valid?`): by the language's
/// convention it answers yes or no, so a failed attempt inside it is its
/// answer.
pub fn is_predicate_method(name: &str, family: crate::lang::Family) -> bool {
    family == crate::lang::Family::Ruby && name.ends_with('?')
}

/// A name that says it waits (for awaited JS calls and helper functions).
pub static DELAY_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(sleep|delay|wait|backoff|throttle|pause)").expect("valid regex")
});

/// A receiver that looks like a remote API client (`sessionApi`, `Pix4dApi`,
/// `s3Client`, `Cupix::VoxelService`, `paymentGateway`).
pub static API_LIKE_RECEIVER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(Api|API|Client|client|Service|Gateway|Sdk|SDK|_api|_service|_gateway|_sdk)$")
        .expect("valid regex")
});

/// Python decorators that make a function retry.
pub static PY_RETRY_DECORATORS: Table = LazyLock::new(|| list(Eco::Python, "retry-decorators"));

/// A call or function whose name says it retries (`retryable`, `pRetry`,
/// `withRetries`, `Retriable.retriable`, `backOff`, superagent `.retry(n)`).
pub static RETRY_WRAPPER_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(retry|retriable|retries|retrying|backoff)").expect("valid regex")
});

/// A loop header that counts attempts (`for attempt in range(3)`,
/// `while (retries-- > 0)`, `until tries > 3`). Not `entries`.
pub static RETRY_ATTEMPT_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(attempt|retr(y|ies|ied|ying|iable))|\b(max_?|num_?|n_?)?tries\b|(?-i:Tries)\b",
    )
    .expect("valid regex")
});

/// A retry status policy (`RETRIABLE_STATUS_CODES`, `RETRY_CODES`,
/// urllib3 `status_forcelist`).
pub static RETRY_POLICY_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^(retr(y|iable|yable)_?\w*(codes|status\w*)|status_forcelist|retry_on_status)$",
    )
    .expect("valid regex")
});

/// Functions (and classes) whose outbound calls are fire-and-forget by
/// design or probes whose failure is the answer: telemetry, analytics,
/// heartbeats, health checks, connection tests.
pub static FIRE_AND_FORGET_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)(^|_)(telemetry|analytics|heartbeat|health|healthz|liveness|readiness|ping|beacon|probe|track_?(event|usage|action))",
        r"|(^|_)(test|check|verify)_?connection",
        r"|(?-i:Telemetry|Analytics|Heartbeat|Health|Liveness|Readiness|Beacon|Probe|TrackEvent|TrackUsage|TestConnection|CheckConnection)",
    ))
    .expect("valid regex")
});

/// HTTP request methods, lower case.
pub const HTTP_METHODS: &[&str] = &["get", "post", "put", "patch", "delete", "head", "options"];

/// The HTTP methods named in a value (`%i[get head]`, `[:get]`, `:post`,
/// `"POST"`), lower case, each once.
pub fn http_methods_in(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for w in text.split(|c: char| !c.is_ascii_alphabetic()) {
        let w = w.to_ascii_lowercase();
        if HTTP_METHODS.contains(&w.as_str()) && !out.contains(&w) {
            out.push(w);
        }
    }
    out
}

/// A name of fire-and-forget work (`FIRE_AND_FORGET_NAME`), unless it
/// reads analytics or telemetry data rather than sending it
/// (`queryGscSearchAnalytics`, `fetch_usage_telemetry`: a data read whose
/// failure fails the work).
pub fn names_fire_and_forget(name: &str) -> bool {
    static READS_DATA: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^_*(get|fetch|query|list|load|read|search|download|pull|export|import|sync)_?\w*(analytics|telemetry)")
            .expect("valid regex")
    });
    FIRE_AND_FORGET_NAME.is_match(name) && !READS_DATA.is_match(name)
}

/// HTTP clients that retry transient failures by default (`got`: 2 retries on
/// GET/PUT/HEAD/DELETE/OPTIONS/TRACE; `ky`: 2 retries likewise).
pub static RETRYING_BY_DEFAULT: Table =
    LazyLock::new(|| list(Eco::Javascript, "retrying-by-default"));

/// Prefilter words (ASCII case-insensitive): a file that contains none of
/// these cannot make a well-known HTTP client call.
pub const JS_CLIENT_TRIGGERS: &[&str] = &[
    // `fetch` is global; every other client is imported by package name.
    "fetch",
    "axios",
    "superagent",
    "needle",
    "undici",
    "request-promise",
    "node:http",
    "'got'",
    "\"got\"",
    "'ky'",
    "\"ky\"",
    "'request'",
    "\"request\"",
    "'http'",
    "\"http\"",
    "'https'",
    "\"https\"",
];
pub const RUBY_CLIENT_TRIGGERS: &[&str] = &[
    "RestClient",
    "Net::HTTP",
    "HTTParty",
    "Faraday",
    "Excon",
    "HTTP.",
    "Typhoeus",
    "HTTPClient",
    "HTTPX",
];
pub const PY_CLIENT_TRIGGERS: &[&str] = &["requests", "httpx", "aiohttp", "urllib", "urlopen"];

/// Prefilter words for receivers that look like remote API clients and SDK clients.
pub const API_RECEIVER_TRIGGERS: &[&str] =
    &["api", "client", "service", "gateway", "sdk", "boto", "aws"];

/// Prefilter words for retry helpers, decorators and policies.
pub const RETRY_TRIGGERS: &[&str] = &["retr", "backoff"];

/// Words naming datastores and caches: a client called `redisClient`,
/// `PostgresStorageAdapter` or `cacheService` is not a remote HTTP service.
pub const DATASTORE_WORDS: &[&str] = &[
    "redis",
    "memcache",
    "memcached",
    "dalli",
    "mysql",
    "mysql2",
    "postgres",
    "postgresql",
    "pg",
    "sequel",
    "mongo",
    "mongodb",
    "sqlite",
    "sqlite3",
    "sql",
    "database",
    "db",
    "cache",
    "elastic",
    "elasticsearch",
    "cassandra",
];

/// Words naming brokers, queues and locks: their waits share option names
/// (`timeout`) with network calls but are deliberate and local.
pub const BROKER_AND_LOCK_WORDS: &[&str] = &[
    "queue",
    "lock",
    "mutex",
    "kafka",
    "amqp",
    "rabbit",
    "rabbitmq",
    "nats",
    "zookeeper",
    "etcd",
];

/// Splits an identifier or dotted expression into lowercase words
/// (`readTimeoutMs` -> read, timeout, ms; `@redis_client.get` -> redis, client, get).
pub fn name_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if !c.is_ascii_alphanumeric() {
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
            continue;
        }
        if c.is_ascii_uppercase() && prev_lower && !cur.is_empty() {
            words.push(std::mem::take(&mut cur));
        }
        prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        cur.push(c.to_ascii_lowercase());
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    words
}

/// True when a name contains a datastore/cache word (`RedisCacheAdapter`).
pub fn is_datastore_name(name: &str) -> bool {
    name_words(name)
        .iter()
        .any(|w| DATASTORE_WORDS.contains(&w.as_str()))
}

/// A name that says "this retries": `retryable`, `withRetry`, `pRetry`,
/// `Retriable.retriable`, `backOff`; not `lazy_no_retry`, `shouldRetry`.
pub fn says_retry(name: &str) -> bool {
    RETRY_WRAPPER_NAME.is_match(name) && !NOT_RETRYING_NAME.is_match(name)
}

#[cfg(test)]
mod tests {
    use super::{is_constant_name, is_screaming_case};

    #[test]
    fn constant_names() {
        assert!(is_screaming_case("MAX_RETRIES"));
        assert!(!is_screaming_case("MaxRetries"));
        assert!(!is_screaming_case(""));
        assert!(is_constant_name("IDENTITY_API"));
        assert!(is_constant_name("Billing::CONNECTION"));
        assert!(!is_constant_name("IdentityLookup"));
        assert!(!is_constant_name("_X"));
    }
}
