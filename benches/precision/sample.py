#!/usr/bin/env python3
"""Findings lists for a precision round (see README.md in this directory).

usage: sample.py REPORT.json ROUND SEED COMMIT CORPUS_DIR > list.md

`high` findings: all where a rule has 10 or fewer, else 10 at random.
Findings only at `medium`: 6 per rule at random. Fixed seed, one line each.
"""
import collections
import json
import random
import sys


def line(tag, f, corpus):
    ev = [e for e in f.get("evidence", []) if e]
    tail = f" | evidence: {'; '.join(ev)}" if f["confidence"] == "medium" and ev else ""
    return (
        f"{tag} | {f['rule']} | {corpus}/{f['path']}:{f['start']['line']} | "
        f"context={f.get('context')} | {f['message']}{tail}"
    )


def pick(findings, per_rule, rng):
    by_rule = collections.defaultdict(list)
    for f in findings:
        by_rule[f["rule"]].append(f)
    out = []
    for rule in sorted(by_rule):
        fs = by_rule[rule]
        out += fs if len(fs) <= per_rule else rng.sample(fs, per_rule)
    return out


def main():
    report, rnd, seed, commit, corpus = sys.argv[1:6]
    findings = json.load(open(report))["findings"]
    rng = random.Random(int(seed))
    high = pick([f for f in findings if f["confidence"] == "high"], 10, rng)
    medium = pick([f for f in findings if f["confidence"] == "medium"], 6, rng)
    print(f"# {rnd}: `high` findings (default output), all where a rule has 10 or fewer, "
          f"else 10 at random (seed {seed}), at resilint {commit}\n")
    for i, f in enumerate(high, 1):
        print(line(f"H{i}", f, corpus))
    print(f"\n# {rnd}: findings only at `--min-confidence medium` (6 per rule at random, "
          f"seed {seed}) at resilint {commit}\n")
    for i, f in enumerate(medium, 1):
        print(line(f"M{i}", f, corpus))


if __name__ == "__main__":
    main()
