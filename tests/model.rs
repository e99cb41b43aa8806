//! The project model end to end (spec v3): execution contexts from
//! manifests and registrations, confidence, `--contexts`/`contexts`,
//! `--min-confidence`, and knowledge tables extended from resilint.toml.

mod common;
use common::*;

/// A raw call with no retry whose failure path drops the status (high).
const RAW_CALL: &str = "import axios from 'axios';\n\nexport async function sync(id: string) {\n  try {\n    return await axios.get(`https://api.example.com/items/${id}`);\n  } catch (e: any) {\n    throw new Error(e.message);\n  }\n}\n";

/// `check . --format json --fail-on never` plus `extra`, parsed.
fn scan(dir: &std::path::Path, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["check", ".", "--format", "json", "--fail-on", "never"];
    args.extend_from_slice(extra);
    json(&resilint(dir, &args))
}

/// Each finding's path and context, sorted.
fn paths_and_contexts(v: &serde_json::Value) -> Vec<(String, String)> {
    let mut seen: Vec<(String, String)> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["context"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    seen.sort();
    seen
}

fn rules_and_contexts(v: &serde_json::Value) -> Vec<(String, String, String)> {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["rule"].as_str().unwrap().to_string(),
                f["context"].as_str().unwrap().to_string(),
                f["confidence"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn declared_executables_make_a_cli_package() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "tool/package.json",
        r#"{"name":"t","bin":{"t":"src/sync.ts"}}"#,
    );
    write(dir.path(), "tool/src/sync.ts", RAW_CALL);
    write(
        dir.path(),
        "svc/package.json",
        r#"{"name":"s","dependencies":{"express":"4"}}"#,
    );
    write(dir.path(), "svc/src/workers/sync.ts", RAW_CALL);
    let v = scan(dir.path(), &["--select", "missing-retry"]);
    // The missing retry is reported in the service package only (high: the
    // worker runs unattended).
    assert_eq!(
        rules_and_contexts(&v),
        vec![("missing-retry".into(), "service".into(), "high".into())],
        "{v}"
    );
    assert_eq!(v["findings"][0]["path"], "svc/src/workers/sync.ts");
    assert_eq!(v["summary"]["hidden_by_context"], 1);
    // `--contexts` widens it (the CLI's call at medium: a person runs it).
    let v = scan(
        dir.path(),
        &[
            "--contexts",
            "service,cli",
            "--select",
            "missing-retry",
            "--min-confidence",
            "medium",
        ],
    );
    assert_eq!(v["findings"].as_array().unwrap().len(), 2);
}

#[test]
fn a_package_started_as_a_node_process_is_a_service() {
    let dir = tempfile::tempdir().unwrap();
    // A bridge that also ships a React widget: its `start` runs Node.
    write(
        dir.path(),
        "bridge/package.json",
        r#"{"name":"b","main":"app.js","scripts":{"start":"node ./lib/app.js"},"dependencies":{"react":"18","axios":"1"}}"#,
    );
    write(dir.path(), "bridge/src/workers/sync.ts", RAW_CALL);
    // A UI package whose `start` is a bundler's dev server.
    write(
        dir.path(),
        "web/package.json",
        r#"{"name":"w","scripts":{"start":"vite"},"dependencies":{"react":"18","axios":"1"}}"#,
    );
    write(dir.path(), "web/src/workers/sync.ts", RAW_CALL);
    let v = scan(dir.path(), &["--select", "missing-retry"]);
    assert_eq!(
        rules_and_contexts(&v),
        vec![("missing-retry".into(), "service".into(), "high".into())],
        "{v}"
    );
    assert_eq!(v["findings"][0]["path"], "bridge/src/workers/sync.ts");
}

#[test]
fn a_package_whose_container_runs_node_is_a_service() {
    let dir = tempfile::tempdir().unwrap();
    // No framework, no `start` script: the Dockerfile beside the manifest
    // runs it as a long-running Node process.
    let manifest = r#"{"name":"sync","main":"src/index.js","dependencies":{"axios":"1"}}"#;
    write(dir.path(), "daemon/package.json", manifest);
    write(
        dir.path(),
        "daemon/Dockerfile",
        "FROM node:20\nCOPY . .\nCMD [\"node\", \"src/index.js\"]\n",
    );
    write(dir.path(), "daemon/src/sync.ts", RAW_CALL);
    // The same package without a container is a library.
    write(dir.path(), "lib/package.json", manifest);
    write(dir.path(), "lib/src/sync.ts", RAW_CALL);
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    assert_eq!(
        paths_and_contexts(&v),
        vec![
            ("daemon/src/sync.ts".into(), "service".into()),
            ("lib/src/sync.ts".into(), "library".into()),
        ],
        "{v}"
    );
}

#[test]
fn click_imported_for_output_only_makes_no_command() {
    let dir = tempfile::tempdir().unwrap();
    let policy = "from urllib3.util.retry import Retry\n\nRETRY = Retry(total=5, backoff_factor=1, status_forcelist=[500, 502, 504])\n";
    // A utility module that uses click only to print.
    write(
        dir.path(),
        "app/utils.py",
        &format!("import click\n{policy}\n\ndef note(msg):\n    click.secho(msg, fg='yellow')\n"),
    );
    // A module that declares a command.
    write(
        dir.path(),
        "app/manage.py",
        &format!("import click\n{policy}\n\n@click.command()\ndef sync():\n    pass\n"),
    );
    let v = scan(
        dir.path(),
        &[
            "--select",
            "retry-skips-throttling",
            "--min-confidence",
            "medium",
        ],
    );
    assert_eq!(
        paths_and_contexts(&v),
        vec![
            ("app/manage.py".into(), "cli".into()),
            ("app/utils.py".into(), "library".into()),
        ],
        "{v}"
    );
}

#[test]
fn contexts_from_configuration_and_bad_values() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "scripts/sync.ts", RAW_CALL);
    let quiet = scan(dir.path(), &["--select", "missing-retry"]);
    assert_eq!(quiet["findings"].as_array().unwrap().len(), 0);
    write(dir.path(), "resilint.toml", "contexts = [\"cli\"]\n");
    // A script is run by a person: the missing retry is medium.
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    assert_eq!(
        rules_and_contexts(&v),
        vec![("missing-retry".into(), "cli".into(), "medium".into())]
    );
    write(dir.path(), "resilint.toml", "contexts = [\"cron\"]\n");
    let bad = resilint(dir.path(), &["check", "."]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("unknown context"), "{}", stderr(&bad));
    let bad = resilint(dir.path(), &["check", ".", "--contexts", "cron"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn job_boundaries_are_registrations_not_names() {
    let dir = tempfile::tempdir().unwrap();
    let body = "  def perform(id)\n    Report.build(id)\n  rescue StandardError => e\n    Rails.logger.error(e.message)\n  end\nend\n";
    write(
        dir.path(),
        "app/workers/report_worker.rb",
        &format!("class ReportWorker\n  include Sidekiq::Job\n\n{body}"),
    );
    write(
        dir.path(),
        "lib/report_processor.rb",
        &format!("class ReportProcessor\n{body}"),
    );
    let v = scan(dir.path(), &["--min-confidence", "medium"]);
    let evidence = |path: &str| -> String {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["path"] == path)
            .map(|f| f["evidence"].to_string())
            .unwrap_or_default()
    };
    // A registered Sidekiq job is a boundary by registration; a class named
    // like a processor only by its name. Both swallow local work only
    // (`Report.build`), so both are medium; the evidence tells them apart.
    assert!(
        evidence("app/workers/report_worker.rb").contains("registered as a job"),
        "{v}"
    );
    assert!(
        evidence("lib/report_processor.rb").contains("from its name"),
        "{v}"
    );
    assert_eq!(v["summary"]["by_confidence"]["medium"], 2, "{v}");
    // Remote work swallowed in the registered job is high.
    write(
        dir.path(),
        "app/workers/sync_worker.rb",
        "class SyncWorker\n  include Sidekiq::Job\n\n  def perform(id)\n    HTTParty.post(\"https://api.example.com/sync/#{id}\")\n  rescue StandardError => e\n    Rails.logger.error(e.message)\n  end\nend\n",
    );
    let v = scan(dir.path(), &[]);
    let paths: Vec<&str> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    // Only the remote work swallowed in a registered job is high.
    assert_eq!(paths, vec!["app/workers/sync_worker.rb"], "{v}");
}

#[test]
fn knowledge_tables_extend_from_configuration() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "src/lambda/auth.ts",
        "import { IdentityClient } from '@acme/identity';\n\nconst identity = new IdentityClient();\n\nexport async function allowed(token: string) {\n  try {\n    return await identity.verify(token);\n  } catch (e) {\n    console.error(e.message);\n    return false;\n  }\n}\n",
    );
    let args = [
        "check",
        ".",
        "--format",
        "json",
        "--fail-on",
        "never",
        "--min-confidence",
        "medium",
    ];
    // An unknown package's class is not evidence of remote work.
    assert_eq!(
        json(&resilint(dir.path(), &args))["findings"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    write(
        dir.path(),
        "resilint.toml",
        "[knowledge.javascript]\nsdk-packages = [\"@acme/identity\"]\n",
    );
    let v = json(&resilint(dir.path(), &args));
    assert_eq!(
        rules_and_contexts(&v),
        vec![("silent-rescue".into(), "service".into(), "high".into())],
        "{v}"
    );
    write(
        dir.path(),
        "resilint.toml",
        "[knowledge.javascript]\nsdk-pakages = [\"@acme/identity\"]\n",
    );
    let bad = resilint(dir.path(), &["check", "."]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("sdk-pakages"), "{}", stderr(&bad));
}

#[test]
fn confidence_and_context_travel_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "svc/app/jobs/sync.ts", RAW_CALL);
    let sarif = resilint(
        dir.path(),
        &["check", ".", "--format", "sarif", "--fail-on", "never"],
    );
    let v = json(&sarif);
    let props = &v["runs"][0]["results"][0]["properties"];
    assert_eq!(props["precision"], "high", "{v}");
    assert_eq!(props["context"], "service");
    let human = resilint(
        dir.path(),
        &["check", ".", "--fail-on", "never", "--color", "never"],
    );
    assert!(
        stdout(&human).contains("high confidence, service code"),
        "{}",
        stdout(&human)
    );
}

#[test]
fn messages_name_the_status_in_the_api_of_the_client_used() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "workers/upload.py",
        "import boto3\n\ns3 = boto3.client('s3')\n\n\nclass UploadError(Exception):\n    pass\n\n\ndef upload(key, body):\n    try:\n        s3.put_object(Bucket='b', Key=key, Body=body)\n    except Exception as e:\n        raise UploadError(f'upload failed: {e}')\n",
    );
    write(
        dir.path(),
        "workers/fetch.py",
        "import requests\n\n\nclass FetchError(Exception):\n    pass\n\n\ndef fetch(url):\n    try:\n        r = requests.get(url, timeout=10)\n        r.raise_for_status()\n    except requests.HTTPError as e:\n        raise FetchError(f'fetch failed: {e}')\n",
    );
    // Medium since a job retry reads no status and Python keeps the
    // caught exception as `__context__`; the message is the same.
    let v = scan(
        dir.path(),
        &[
            "--select",
            "rethrow-drops-context",
            "--min-confidence",
            "medium",
        ],
    );
    let messages: Vec<(String, String)> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(messages.len(), 2, "{v}");
    for (path, message) in messages {
        let expected = if path.ends_with("upload.py") {
            "e.response['ResponseMetadata']['HTTPStatusCode']"
        } else {
            "e.response.status_code"
        };
        assert!(message.contains(expected), "{path}: {message}");
    }
}

#[test]
fn an_activejob_retry_on_speaks_for_its_own_job() {
    let dir = tempfile::tempdir().unwrap();
    // Two ActiveJob jobs: one declares `retry_on`, the other does not. Each
    // calls its own client in app/services.
    write(
        dir.path(),
        "app/jobs/sync_rates_job.rb",
        "class SyncRatesJob < ApplicationJob\n  retry_on Faraday::ServerError, wait: :polynomially_longer\n\n  def perform\n    RatesClient.new.latest\n  end\nend\n",
    );
    write(
        dir.path(),
        "app/jobs/sync_lists_job.rb",
        "class SyncListsJob < ApplicationJob\n  def perform\n    ListsClient.new.all\n  end\nend\n",
    );
    write(
        dir.path(),
        "app/services/rates_client.rb",
        "class RatesClient\n  def latest\n    Faraday.get('https://rates.example.com/latest')\n  end\nend\n",
    );
    write(
        dir.path(),
        "app/services/lists_client.rb",
        "class ListsClient\n  def all\n    Faraday.get('https://lists.example.com/all')\n  end\nend\n",
    );
    let v = scan(
        dir.path(),
        &["--min-confidence", "medium", "--select", "missing-retry"],
    );
    let confidence = |path: &str| -> String {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["path"] == path)
            .map(|f| f["confidence"].as_str().unwrap().to_string())
            .unwrap_or_default()
    };
    // The job with `retry_on` retries the call it reaches: medium. The other
    // job's `retry_on`-less call is not vouched for by it: high.
    assert_eq!(confidence("app/services/rates_client.rb"), "medium", "{v}");
    assert_eq!(confidence("app/services/lists_client.rb"), "high", "{v}");
    // A base job class that declares `retry_on` speaks for every job.
    write(
        dir.path(),
        "app/jobs/application_job.rb",
        "class ApplicationJob < ActiveJob::Base\n  retry_on StandardError, attempts: 5\nend\n",
    );
    let v = scan(
        dir.path(),
        &["--min-confidence", "medium", "--select", "missing-retry"],
    );
    let lists = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"] == "app/services/lists_client.rb")
        .map(|f| f["confidence"].as_str().unwrap().to_string());
    assert_eq!(lists.as_deref(), Some("medium"), "{v}");
}

#[test]
fn a_swallow_names_the_request_not_the_sdk_client_constructor() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "app/jobs/notify_job.rb",
        "class NotifyJob < ApplicationJob\n  def perform(email)\n    begin\n      client = Notifications::Client.new(ENV['NOTIFY_KEY'])\n      client.send_email(email_address: email, template_id: 'x')\n    rescue StandardError\n      nil\n    end\n  end\nend\n",
    );
    let v = scan(dir.path(), &["--select", "silent-rescue"]);
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{v}");
    let message = findings[0]["message"].as_str().unwrap();
    assert!(message.contains("around `client.send_email`"), "{message}");
}

#[test]
fn an_unchecked_status_is_said_to_be_taken_as_the_result() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "workers/sync.py",
        "import requests\nfrom celery import shared_task\n\n\n@shared_task\ndef pull(url):\n    response = requests.get(url, timeout=10)\n    save(response.content)\n\n\n@shared_task\ndef pull_checked(url):\n    response = requests.get(url, timeout=10)\n    response.raise_for_status()\n    save(response.content)\n\n\ndef save(body):\n    pass\n",
    );
    let v = scan(dir.path(), &["--select", "missing-retry"]);
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 2, "{v}");
    let message = |line: u64| {
        findings
            .iter()
            .find(|f| f["start"]["line"] == line)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert!(message(7).contains("taken as the result"), "{}", message(7));
    assert!(
        message(13).contains("one 502/503/504, 429 or connection reset fails"),
        "{}",
        message(13)
    );
}

#[test]
fn an_unchecked_status_parsed_as_json_is_said_to_fail_the_parse_or_be_taken() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "workers/sync.ts",
        "export async function pull(url: string) {\n  const res = await fetch(url);\n  const data = await res.json();\n  await save(data);\n}\n\nexport async function mirror(url: string) {\n  const res = await fetch(url);\n  await save(await res.text());\n}\n\nasync function save(x: unknown) {\n  void x;\n}\n\nsetInterval(() => pull('https://feeds.example.com/a'), 60000);\nsetInterval(() => mirror('https://feeds.example.com/b'), 60000);\n",
    );
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    let findings = v["findings"].as_array().unwrap();
    let message = |line: u64| {
        findings
            .iter()
            .find(|f| f["start"]["line"] == line)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        message(2).contains("is parsed as the result")
            && message(2).contains("an error page fails the parse"),
        "{v}"
    );
    assert!(
        message(8).contains("is taken as the result") && !message(8).contains("parse"),
        "{v}"
    );
}

#[test]
fn a_faraday_status_is_taken_as_the_result_unless_raise_error_is_installed() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "app/jobs/push_job.rb",
        "class PushJob < ApplicationJob\n  def perform(id)\n    conn = Faraday.new(url: ENV['LIST_URL'])\n    response = conn.get(\"/items/#{id}\")\n    JSON.parse(response.body)\n  end\nend\n",
    );
    write(
        dir.path(),
        "app/jobs/pull_job.rb",
        "class PullJob < ApplicationJob\n  def perform(id)\n    conn = Faraday.new(url: ENV['LIST_URL']) { |f| f.response :raise_error }\n    response = conn.get(\"/items/#{id}\")\n    JSON.parse(response.body)\n  end\nend\n",
    );
    let v = scan(dir.path(), &["--select", "missing-retry"]);
    let findings = v["findings"].as_array().unwrap();
    let message = |path: &str| {
        findings
            .iter()
            .find(|f| f["path"] == path)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    let push = message("app/jobs/push_job.rb");
    assert!(push.contains("taken as the result"), "{v}");
    let pull = message("app/jobs/pull_job.rb");
    assert!(
        pull.contains("one 502/503/504, 429 or connection reset fails"),
        "{v}"
    );
}

#[test]
fn a_swallow_in_a_registered_task_says_the_task_ends_as_if_it_succeeded() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "app/tasks.py",
        "import logging\n\nimport requests\nfrom celery import shared_task\n\nlog = logging.getLogger(__name__)\n\n\n@shared_task(bind=True, max_retries=3)\ndef upload_letter(self, url, body):\n    try:\n        requests.put(url, data=body, timeout=10).raise_for_status()\n    except requests.RequestException:\n        log.exception('upload failed')\n        return\n    log.info('uploaded')\n",
    );
    let v = scan(
        dir.path(),
        &["--min-confidence", "medium", "--select", "silent-rescue"],
    );
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{v}");
    let message = findings[0]["message"].as_str().unwrap();
    assert!(
        message.contains("`upload_letter`, a registered job, ends as if it had succeeded"),
        "{message}"
    );
    assert!(!message.contains("the caller receives"), "{message}");
}

#[test]
fn a_plain_object_reason_is_said_to_lose_only_what_it_lacks() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "src/places.js",
        "export function check(place) {\n  if (!place.parent) {\n    return Promise.reject({ code: 400, message: 'place has no parent' });\n  }\n  if (!place.name) {\n    return Promise.reject({ reason: 'no name' });\n  }\n  return Promise.resolve(place);\n}\n",
    );
    let v = scan(
        dir.path(),
        &["--select", "bare-reject", "--min-confidence", "medium"],
    );
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 2, "{v}");
    let with_fields = findings[0]["message"].as_str().unwrap();
    assert!(!with_fields.contains("undefined"), "{with_fields}");
    let without = findings[1]["message"].as_str().unwrap();
    assert!(
        without.contains("`err.message` or `err.statusCode` get undefined"),
        "{without}"
    );
}

#[test]
fn net_http_resends_an_idempotent_request_after_a_reset_so_only_the_answer_is_unretried() {
    // Net::HTTP sends a GET again once after a reset or read timeout
    // (`max_retries` 1); a POST it does not. The request's method comes from
    // the request object the method itself builds (`req` is bound to a
    // Post in one method and a Get in the other).
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "app/jobs/ledger_job.rb",
        "class LedgerJob < ApplicationJob\n  def perform(id)\n    uri = URI(\"https://ledger.example.org/entries/#{id}\")\n    req = Net::HTTP::Get.new(uri)\n    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }\n    JSON.parse(res.body)\n  end\n\n  def record(id, body)\n    uri = URI(\"https://ledger.example.org/entries/#{id}\")\n    req = Net::HTTP::Post.new(uri)\n    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req, body) }\n    JSON.parse(res.body)\n  end\nend\n",
    );
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    let findings = v["findings"].as_array().unwrap();
    let message = |line: u64| {
        findings
            .iter()
            .find(|f| f["start"]["line"] == line)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        message(5).contains("sends this GET again only after a connection reset or timeout"),
        "{v}"
    );
    assert!(
        !message(5).contains("one connection reset or timeout fails"),
        "{v}"
    );
    assert!(
        message(12).contains("one connection reset or timeout"),
        "{v}"
    );
}

#[test]
fn a_ruby_file_takes_its_context_from_the_gemfile_not_from_the_asset_package_json() {
    // A Rails app keeps a package.json for its asset pipeline beside the
    // Gemfile: the Ruby code under lib/ is the service's (the Gemfile names
    // rails), the package.json speaks only for the JavaScript.
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "Gemfile",
        "source 'https://rubygems.org'\ngem 'rails', '~> 7.1'\n",
    );
    write(
        dir.path(),
        "package.json",
        "{\"name\": \"income\", \"private\": true, \"dependencies\": {\"react\": \"^18.0.0\"}}\n",
    );
    write(
        dir.path(),
        "lib/income/tenancy_gateway.rb",
        "module Income\n  class TenancyGateway\n    def tenancy(ref)\n      uri = URI(\"https://tenancy.example.org/tenancies/#{ref}\")\n      Net::HTTP.get_response(uri)\n    end\n  end\nend\n",
    );
    write(
        dir.path(),
        "app/controllers/tenancies_controller.rb",
        "class TenanciesController < ApplicationController\n  def show\n    @tenancy = Income::TenancyGateway.new.tenancy(params[:id])\n  end\nend\n",
    );
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    let found = rules_and_contexts(&v);
    assert_eq!(found.len(), 1, "{v}");
    assert_eq!(found[0].1, "service", "{v}");
}

#[test]
fn a_message_bus_consumer_host_in_the_requirements_makes_a_service() {
    // fedora-messaging runs the package's consumer classes as a service;
    // the console script beside it does not make the package a CLI.
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "requirements.txt",
        "requests\nfedora-messaging>=3.0\n",
    );
    write(
        dir.path(),
        "setup.py",
        "from setuptools import setup\nsetup(name='badges', entry_points={'console_scripts': ['badges=badges.cli:main']})\n",
    );
    write(
        dir.path(),
        "badges/accounts.py",
        "import requests\n\n\ndef account_exists(name):\n    return requests.get(f'https://accounts.example.org/users/{name}', timeout=10).ok\n",
    );
    let v = scan(
        dir.path(),
        &["--select", "missing-retry", "--min-confidence", "medium"],
    );
    let found = rules_and_contexts(&v);
    assert_eq!(found.len(), 1, "{v}");
    assert_eq!(found[0].1, "service", "{v}");
}

#[test]
fn a_urllib3_status_forcelist_without_429_says_a_retry_after_answer_is_still_retried() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "app/http.py",
        "import requests\nfrom requests.adapters import HTTPAdapter\nfrom urllib3.util.retry import Retry\n\ndefault_policy = Retry(total=3, backoff_factor=1, status_forcelist=[502, 503, 504])\nstrict_policy = Retry(total=3, backoff_factor=1, status_forcelist=[502, 503, 504], respect_retry_after_header=False)\n",
    );
    let v = scan(dir.path(), &["--select", "retry-skips-throttling"]);
    let findings = v["findings"].as_array().unwrap();
    let message = |line: u64| {
        findings
            .iter()
            .find(|f| f["start"]["line"] == line)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        message(5).contains("unless the answer carries `Retry-After`"),
        "{v}"
    );
    assert!(
        message(6).contains("throttled calls fail at once instead of backing off"),
        "{v}"
    );
}

/// A function nothing in the scan names is dead or run by hand, not work
/// nobody watches: the silent rescue in it stays medium, and so it does
/// when only the project's tests name it (tests/fixtures:
/// `silent-rescue/uncalled`).
#[test]
fn a_function_nothing_runs_is_not_raised_to_high() {
    let dir = tempfile::tempdir().unwrap();
    let service = "import axios from \"axios\";\n\nconst http = axios.create({ baseURL: process.env.SITES_URL, timeout: 10000 });\n\nexport async function subscribeSite(siteKey: string): Promise<boolean> {\n  try {\n    await http.put(\"/api/v1/subscriptions\", { site: siteKey });\n    return true;\n  } catch (err: any) {\n    console.error(err.response?.data);\n    return false;\n  }\n}\n";
    write(dir.path(), "app/services/siteSubscriptions.ts", service);
    let medium_args = ["--select", "silent-rescue", "--min-confidence", "medium"];
    let alone = scan(dir.path(), &["--select", "silent-rescue"]);
    assert_eq!(alone["findings"].as_array().unwrap().len(), 0, "{alone}");
    let alone = scan(dir.path(), &medium_args);
    assert_eq!(alone["findings"][0]["confidence"], "medium", "{alone}");
    write(
        dir.path(),
        "app/services/__tests__/siteSubscriptions.test.ts",
        "import { subscribeSite } from \"../siteSubscriptions\";\n\ntest(\"answers false on failure\", async () => {\n  expect(await subscribeSite(\"x\")).toBe(false);\n});\n",
    );
    let tested = scan(dir.path(), &["--select", "silent-rescue"]);
    assert_eq!(tested["findings"].as_array().unwrap().len(), 0, "{tested}");
    let medium = scan(dir.path(), &medium_args);
    assert_eq!(medium["findings"][0]["confidence"], "medium", "{medium}");
}
