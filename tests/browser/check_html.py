#!/usr/bin/env python3
"""Checks `resilint backlog --format html` in a headless Chromium (not run by
`cargo test`: CI needs no browser; tests/backlog.rs checks the same page
structurally).

    python3 tests/browser/check_html.py PAGE.html SUMMARY.json [SCREENSHOT.png]
    python3 tests/browser/check_html.py --self-test

PAGE.html is `backlog --format html` output and SUMMARY.json the
`backlog --format json` output of the same run. The script loads the page in
Chromium with a network log, then checks on the DOM Chromium built:
- the page made no network request: the net log has no request started
  for the page (Chromium's own background requests, initiator "not an
  origin", are not the page's; `--self-test` shows that a page with one
  remote image is caught);
- the page has no <script>, and the escaped report text produced no element;
- every chart's bars (label, value) equal the JSON summary's counts and the
  summary table rows on the page.
Exit 0 when every check passes; prints what it checked.
"""
import json
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

CHARTS = {"priority": "by_priority", "rule": "by_rule", "owner": "by_owner",
          "repository": "by_repository"}


class Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.bars = {}      # chart -> [(label, value)]
        self.rows = {}      # table -> {label: first count}
        self.tags = {}
        self._chart = None
        self._table = None
        self._row = None
        self._in_count = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if tag == "svg" and "data-chart" in a:
            self._chart = a["data-chart"]
            self.bars[self._chart] = []
        elif tag == "g" and a.get("class") == "bar" and self._chart:
            self.bars[self._chart].append((a["data-label"], int(a["data-value"])))
        elif tag == "table" and "data-table" in a:
            self._table = a["data-table"]
            self.rows[self._table] = {}
        elif tag == "tr" and self._table and "data-label" in a:
            self._row = a["data-label"]
        elif tag == "td" and a.get("class") == "count" and self._row is not None:
            self._in_count = True

    def handle_endtag(self, tag):
        if tag == "svg":
            self._chart = None
        elif tag == "table":
            self._table = None
        elif tag == "tr":
            self._row = None
        elif tag == "td":
            self._in_count = False

    def handle_data(self, data):
        if self._in_count and self._row is not None and self._row not in self.rows[self._table]:
            self.rows[self._table][self._row] = int(data)


def load(page, tmp, extra):
    """Loads `page` in headless Chromium; returns (DOM, net log text)."""
    netlog = Path(tmp) / "netlog.json"
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
           f"--user-data-dir={tmp}/profile", f"--log-net-log={netlog}"] + extra
    dom = subprocess.run(cmd + ["--dump-dom", page.as_uri()], capture_output=True,
                         text=True, timeout=120, check=True).stdout
    return dom, netlog.read_text()


def requests_of_page(log):
    """URLs of requests the page started (net log URL_REQUEST_START_JOB events
    whose initiator is the page, not the browser)."""
    text = log.rstrip()
    if not text.endswith("}"):  # a log cut short by the browser's exit
        text = text.rstrip(",") + "]}"
    data = json.loads(text)
    start_job = data["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    # The job's start (not its end, which carries only the error) has the URL.
    return sorted({e["params"]["url"] for e in data["events"]
                   if e["type"] == start_job and "url" in e.get("params", {})
                   and e["params"].get("initiator") != "not an origin"})


def self_test():
    """A page with one remote image must be caught."""
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "control.html"
        page.write_text('<!DOCTYPE html><img src="http://resilint-control.invalid/x.png">')
        _, log = load(page, tmp, [])
        found = requests_of_page(log)
        assert any("resilint-control.invalid" in u for u in found), found
        print(f"ok  self-test: the control page's request was caught: {found}")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    page = Path(sys.argv[1]).resolve()
    summary = json.loads(Path(sys.argv[2]).read_text())["summary"]
    shot = sys.argv[3] if len(sys.argv) > 3 else None
    with tempfile.TemporaryDirectory() as tmp:
        dom, log = load(page, tmp, [])
        if shot:
            subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                            f"--user-data-dir={tmp}/profile2", f"--screenshot={shot}",
                            "--window-size=1200,2000", page.as_uri()],
                           capture_output=True, timeout=120, check=True)
    page_requests = requests_of_page(log)
    assert not page_requests, f"the page made network requests: {page_requests}"
    print("ok  the page made no network request (Chromium's net log)")

    d = Dom()
    d.feed(dom)
    assert d.tags.get("script", 0) == 0, "a <script> element in the DOM"
    assert d.tags.get("svg", 0) >= 4, "charts missing"
    print(f"ok  no <script> in the DOM; {d.tags.get('svg')} charts, "
          f"{d.tags.get('article', 0)} items")
    expected = dict(CHARTS)
    if "trend" in summary:
        expected["trend"] = None
    for chart, key in expected.items():
        want = (sorted(summary[key].items()) if key else
                sorted((k, summary["trend"][k]) for k in ("new", "open", "fixed")))
        got = sorted(d.bars[chart])
        assert got == want, f"{chart} chart {got} != summary {want}"
        table = sorted(d.rows[chart].items())
        assert table == want, f"{chart} table {table} != summary {want}"
        print(f"ok  {chart}: bars = table = summary = {want}")
    assert d.tags.get("article", 0) == summary["items"], "one article per item"
    print(f"ok  {summary['items']} item articles = summary.items")


if __name__ == "__main__":
    main()
