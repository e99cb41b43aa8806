//! What error handlers catch and do: network error classes, catch-all
//! classes and logging calls. Data, plus the small string
//! predicates rules need to read it.

/// Exact network error classes (Ruby constants, Python dotted names after
/// import resolution, bare builtins).
pub static NETWORK_ERROR_CLASSES: crate::semantics::names::Table = std::sync::LazyLock::new(|| {
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "network-error-classes",
    )
});

/// Namespaces whose every error class is a network failure: `RestClient::*`,
/// `requests.*` (including `requests.exceptions.*`), `botocore.*`.
pub static NETWORK_ERROR_NAMESPACES: crate::semantics::names::Table =
    std::sync::LazyLock::new(|| {
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Common,
            "network-error-namespaces",
        )
    });

/// Network error classes that mean the call timed out (`timeout-error-classes`):
/// the attempt has already waited out its timeout.
pub static TIMEOUT_ERROR_CLASSES: crate::semantics::names::Table = std::sync::LazyLock::new(|| {
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "timeout-error-classes",
    )
});

/// True when `class` (as written, or resolved to its module path; a JS
/// `err.code` value) is a timeout of a network call.
pub fn is_timeout_error_class(class: &str) -> bool {
    TIMEOUT_ERROR_CLASSES.contains(&class.trim_start_matches("::"))
}

/// True when `class` is an error after which the driver itself waits before
/// the next operation reaches the server (`driver-paced-error-classes`:
/// pymongo's `AutoReconnect`, after which the next operation blocks in
/// server selection until a primary answers).
pub fn is_driver_paced_error_class(class: &str) -> bool {
    in_common_list("driver-paced-error-classes", class)
}

/// True when `class` says this process cancelled the work, not that the
/// other side failed (`cancellation-error-classes`: asyncio's
/// `CancelledError`, a fetch's `AbortError`).
pub fn is_cancellation_error_class(class: &str) -> bool {
    in_common_list("cancellation-error-classes", class)
}

/// True when `class` says a connection broke before any answer came (a TLS
/// failure, a reset or closed keep-alive connection:
/// `broken-connection-error-classes`).
pub fn is_broken_connection_error_class(class: &str) -> bool {
    in_common_list("broken-connection-error-classes", class)
}

/// `class` (a leading `::` dropped) is in the common knowledge list `key`.
fn in_common_list(key: &str, class: &str) -> bool {
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, key)
        .contains(&class.trim_start_matches("::"))
}

/// The classes a Python `except` or Ruby `rescue` clause names, from the
/// clause's type text (`(A, B)`, `A, B`, `*ERRORS`); Python names resolved
/// through the file's imports (`Timeout` -> `requests.exceptions.Timeout`).
pub fn named_classes(
    family: crate::lang::Family,
    types_text: &str,
    facts: &crate::semantics::facts::FileFacts,
) -> Vec<String> {
    use crate::lang::Family;
    let types_text = types_text.split(" as ").next().unwrap_or(types_text);
    match family {
        Family::Python => types_text
            .split(|c: char| matches!(c, ',' | '(' | ')') || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|s| crate::semantics::facts::resolve_python_name(facts, s))
            .collect(),
        Family::Ruby => types_text
            .split(|c: char| matches!(c, ',' | '[' | ']' | '*') || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
        Family::Js => Vec::new(),
    }
}

/// Errors of non-blocking I/O that only say "no data yet"
/// (`would-block-error-classes`): reading again sends nothing.
pub static WOULD_BLOCK_ERROR_CLASSES: crate::semantics::names::Table =
    std::sync::LazyLock::new(|| {
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Common,
            "would-block-error-classes",
        )
    });

/// True when `class` is a would-block error of non-blocking I/O.
pub fn is_would_block_error_class(class: &str) -> bool {
    WOULD_BLOCK_ERROR_CLASSES.contains(&class.trim_start_matches("::"))
}

/// Python/Ruby built-in superclasses of network errors: a handler for them
/// also catches the failures of an outbound call in its protected code.
pub const BROAD_IO_ERROR_CLASSES: &[&str] = &[
    "OSError",
    "IOError",
    "EnvironmentError",
    "SystemCallError",
    "TimeoutError",
];

/// A class that catches every error of a library, or every error: a base
/// of a client library's errors (`network-base-error-classes`:
/// `Faraday::Error`, `requests.RequestException`), a catch-all or a broad
/// I/O class.
pub fn is_base_error_class(class: &str) -> bool {
    let class = class.trim_start_matches("::");
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "network-base-error-classes",
    )
    .contains(&class)
        || RUBY_CATCH_ALL_CLASSES.contains(&class)
        || PY_CATCH_ALL_CLASSES.contains(&class)
        || BROAD_IO_ERROR_CLASSES.contains(&class)
}

/// Classes that catch every error.
pub const RUBY_CATCH_ALL_CLASSES: &[&str] = &[
    "StandardError",
    "::StandardError",
    "Exception",
    "::Exception",
];
pub const PY_CATCH_ALL_CLASSES: &[&str] = &["Exception", "BaseException", "builtins.Exception"];

/// Receivers whose methods are logging/output calls (`console.error`,
/// `logger.warn`, `Rails.logger.info`, `logging.exception`).
pub const LOG_RECEIVERS: &[&str] = &[
    "console",
    "logger",
    "log",
    "logging",
    "stderr",
    "stdout",
    "winston",
    "pino",
    "warnings",
    "traceback",
    "click",
    "debug",
];

/// Functions that only log or print (`print`, `puts`, Homebrew's `opoo`).
pub const LOG_FUNCTIONS: &[&str] = &[
    "print",
    "puts",
    "warn",
    "p",
    "pp",
    "log",
    "debug",
    "info",
    "warning",
    "log_error",
    "log_warning",
    "log_warn",
    "log_exception",
    "log_info",
    "log_debug",
    "logError",
    "logWarning",
    "logWarn",
    "logException",
    "logInfo",
    "logDebug",
    "print_exc",
    "print_exception",
    "opoo",
    "onoe",
    "odebug",
    "ohai",
    "oh1",
];

/// True when `class` (as written, or resolved to its module path) is a
/// network error class.
pub fn is_network_error_class(class: &str) -> bool {
    let class = class.trim_start_matches("::");
    if is_input_error_class(class) {
        return false;
    }
    if NETWORK_ERROR_CLASSES.contains(&class) {
        return true;
    }
    if NETWORK_ERROR_NAMESPACES
        .iter()
        .any(|ns| class.starts_with(ns))
    {
        return true;
    }
    // Net::HTTPBadResponse, Net::ProtocolError, Net::HTTPFatalError
    class.starts_with("Net::")
        && (class.ends_with("Error") || class.ends_with("Timeout") || class.contains("HTTP"))
}

/// Classes of HTTP libraries raised for a malformed URL or header before any
/// request is sent (`urllib3.exceptions.LocationParseError` around
/// `parse_url`, `requests.exceptions.InvalidURL`): input validation, not a
/// network failure.
const INPUT_ERROR_CLASSES: &[&str] = &[
    "LocationParseError",
    "LocationValueError",
    "InvalidURL",
    "InvalidURI",
    "InvalidSchema",
    "MissingSchema",
    "InvalidHeader",
    "URLRequired",
];

fn is_input_error_class(class: &str) -> bool {
    let last = class.rsplit(['.', ':']).next().unwrap_or(class);
    INPUT_ERROR_CLASSES.contains(&last)
}

/// True when a caught class may include the failure of a remote call: a
/// network class, a broad I/O superclass, or a class whose name says it comes
/// from a remote API (`ApiError`, `ClientError`, `NotificationService::Error`).
pub fn may_be_remote_error_class(class: &str) -> bool {
    if is_network_error_class(class) {
        return true;
    }
    let last = class
        .rsplit(['.', ':'])
        .next()
        .unwrap_or(class)
        .trim_start_matches('_');
    if BROAD_IO_ERROR_CLASSES.contains(&last) {
        return true;
    }
    let lower = class.to_ascii_lowercase();
    [
        "http",
        "api",
        "client",
        "service",
        "gateway",
        "network",
        "connection",
        "timeout",
        "timedout",
        "request",
        "response",
        "socket",
        "transport",
        "remote",
        "upstream",
        "sdk",
        "ssl",
        "protocol",
        "rpc",
        "throttl",
        "ratelimit",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// A bare function bound by an import from a logging module: a package of
/// `logger-modules` (`const { error } = require('firebase-functions/logger')`,
/// `from logging import exception`) or a relative module whose last path
/// segment is one of `logger-module-stems` (`import { error } from
/// '../lib/log'`). Its calls only log, whatever the function is called.
pub fn is_imported_logger(
    name: &str,
    facts: &crate::semantics::facts::FileFacts,
    eco: crate::model::knowledge::Eco,
) -> bool {
    use crate::model::knowledge::{self, Eco};
    let Some(module) = facts.imports.get(name) else {
        return false;
    };
    let module = module.trim_start_matches("node:");
    if knowledge::list(eco, "logger-modules")
        .iter()
        .any(|m| module == *m || module.strip_prefix(m).is_some_and(|r| r.starts_with('/')))
    {
        return true;
    }
    // Relative, or through a project-root path alias (`~/helpers/log.js`,
    // `@/lib/logger`).
    if !(module.starts_with('.') || module.starts_with("~/") || module.starts_with("@/")) {
        return false;
    }
    // `../lib/logger`, `./log.js`, Python `.log`.
    let path = module.trim_end_matches(".js").trim_end_matches(".ts");
    let last = path
        .rsplit(['/', '.'])
        .find(|s| !s.is_empty())
        .unwrap_or("");
    knowledge::list(Eco::Common, "logger-module-stems").contains(&last)
}

/// True when a callee (`console.error`, `Rails.logger.warn`, `self._log.info`,
/// `print`, `opoo`, `this.logger.error`, `Cupix::Logger.error`) only logs.
/// Whether `text` (a callee, or a handler's whole text) names an error
/// tracker (`Sentry.`, `captureException`, `Bugsnag.`: `error-reporters`).
pub fn mentions_error_reporter(text: &str) -> bool {
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "error-reporters")
        .iter()
        .any(|r| text.contains(r))
}

pub fn is_log_callee(callee: &str) -> bool {
    let callee = callee.trim();
    if LOG_FUNCTIONS.contains(&callee) {
        return true;
    }
    let segments: Vec<&str> = callee
        .split(['.', ':'])
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_start_matches(['@', '$', '_']))
        .collect();
    let Some((method, receivers)) = segments.split_last() else {
        return false;
    };
    if receivers.is_empty() {
        return false;
    }
    let method_lower = method.to_ascii_lowercase();
    // this.log(...), self.log_error(...), this.logError(...)
    if matches!(receivers.last().copied(), Some("this" | "self"))
        && (method_lower == "log"
            || method_lower.starts_with("log_")
            || (method.starts_with("log") && method[3..].starts_with(char::is_uppercase))
            || method_lower == "warn"
            || method_lower == "debug")
    {
        return true;
    }
    receivers.iter().any(|r| {
        let lower = r.to_ascii_lowercase();
        LOG_RECEIVERS.contains(&lower.as_str())
            || lower.ends_with("logger")
            || lower.ends_with("_log")
            // `LogService.error(...)`, `logSink.warn(...)`: a log facade
            // called at a level.
            || (lower.starts_with("log")
                && !lower.starts_with("login")
                && matches!(
                    method_lower.as_str(),
                    "error" | "warn" | "warning" | "info" | "debug" | "trace" | "fatal" | "critical" | "verbose"
                ))
            // fastlane's `UI.error`/`UI.important` print; `UI.user_error!` raises.
            || (lower == "ui" && !method.ends_with('!'))
    })
}

/// An error class that stands for one definite answer of the server
/// (`RestClient::Conflict`, `NotFoundError`: `answer-error-classes`, or a
/// last segment named by `permanent-status-names`).
pub fn names_definite_answer(class: &str) -> bool {
    use crate::model::knowledge::{self, Eco};
    static NAMES: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(&format!(
            r"^(?:{})$",
            knowledge::words_pattern(knowledge::list(Eco::Common, "permanent-status-names"))
        ))
        .expect("valid regex")
    });
    knowledge::list(Eco::Common, "answer-error-classes").contains(&class)
        || NAMES.is_match(class.rsplit(['.', ':']).next().unwrap_or(class))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn network_classes() {
        assert!(is_network_error_class("RestClient::ExceptionWithResponse"));
        assert!(is_network_error_class("Net::ReadTimeout"));
        assert!(is_network_error_class(
            "requests.exceptions.RequestException"
        ));
        assert!(!is_network_error_class("ActiveRecord::RecordNotFound"));
        assert!(!is_network_error_class("Network::Whatever"));
        assert!(may_be_remote_error_class("botocore.exceptions.ClientError"));
        assert!(may_be_remote_error_class(
            "Cupix::NotificationService::Error"
        ));
        assert!(!may_be_remote_error_class("KeyError"));
        assert!(!may_be_remote_error_class("JSON::ParserError"));
    }

    #[test]
    fn log_callees() {
        for c in [
            "console.error",
            "logger.warn",
            "Rails.logger.error",
            "self._logger.info",
            "this.logger.error",
            "Cupix::Logger.error",
            "logging.exception",
            "print",
            "opoo",
            "this.logError",
            "sys.stderr.write",
        ] {
            assert!(is_log_callee(c), "{c}");
        }
        for c in [
            "res.status",
            "next",
            "reject",
            "Sentry.captureException",
            "logout",
        ] {
            assert!(!is_log_callee(c), "{c}");
        }
        assert!(is_log_callee("UI.important"));
        assert!(!is_log_callee("UI.user_error!"));
        assert!(is_log_callee("LogService.error"));
        assert!(is_log_callee("this.logService.warn"));
        assert!(!is_log_callee("LogService.send"));
        assert!(!is_log_callee("loginClient.error"));
    }
}
