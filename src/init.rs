//! `resilint init`: a commented starter configuration.

pub const STARTER: &str = r#"# resilint configuration. Every key is optional; defaults are shown.
# Docs: `resilint rules`, `resilint explain RULE`.

# Share settings across repositories:
# extends = "../resilint-base.toml"

# Rules to run ("ALL" = every rule that is on by default). Opt-in rules such as
# unpaced-batch-calls run only when listed.
# select = ["ALL"]
# ignore = []

# Lowest severity that fails the build: error | warning | info | never.
# fail-on = "warning"

# Test code (test/, spec/, *.test.ts, test_*.py, ...) is skipped by default.
# include-tests = false

# Globs relative to this file's directory.
# include = ["src/**", "app/**"]
# exclude = ["legacy/**", "scripts/one-off/**"]

# House HTTP clients that count as outbound calls, besides the well-known ones.
# clients = ["Cupix::HttpClient", "apiClient"]

# Per-rule severity, on/off and options.
# [rules.short-timeout]
# severity = "error"
# min-timeout-ms = 2000

# [rules.unpaced-batch-calls]
# enabled = true

# Flag options take true/false.
# [rules.silent-rescue]
# silent-catch-all = false

# Your team's own incidents: they appear next to the built-in ones in
# diagnostics, `explain`, JSON/SARIF output and the backlog.
# [[incidents]]
# id = "INC-2026-09-01-billing-timeout"
# title = "Billing webhook timed out after 1 s"
# date = "2026-09-01"
# url = "https://wiki.example.com/incidents/billing-timeout"
# summary = "The billing webhook gave up after 1 s during a cold start."
# rules = ["short-timeout"]
"#;
