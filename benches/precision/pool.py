#!/usr/bin/env python3
"""Pooled per-rule verdicts of the `high` samples over a range of rounds.

Usage: python3 benches/precision/pool.py FIRST LAST [RULE]

Joins each round's verdicts/measureNN-all.md H lines (rule per id) with
verdicts/measureNN-J1-verdicts.md and -J2-verdicts.md, and prints per rule
the sample size and each judge's REAL / BORDERLINE / NOISE counts. With
RULE, also prints J1's verdict lines for that rule.
"""
import collections
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent / "verdicts"


def main():
    lo, hi = int(sys.argv[1]), int(sys.argv[2])
    tally = collections.defaultdict(collections.Counter)
    detail = collections.defaultdict(list)
    for r in range(lo, hi + 1):
        sample = HERE / f"measure{r}-all.md"
        if not sample.exists():
            continue
        rule = {}
        for line in sample.read_text().splitlines():
            m = re.match(r"^(H\d+) \| ([\w-]+) \|", line)
            if m:
                rule[m.group(1)] = m.group(2)
        for judge in ("J1", "J2"):
            verdicts = HERE / f"measure{r}-{judge}-verdicts.md"
            if not verdicts.exists():
                continue
            for line in verdicts.read_text().splitlines():
                m = re.match(r"^(H\d+) \| (REAL|BORDERLINE|NOISE)", line)
                if m and m.group(1) in rule:
                    tally[rule[m.group(1)]][(judge, m.group(2))] += 1
                    detail[rule[m.group(1)]].append((r, judge, line))
    for name, c in sorted(tally.items()):
        n = sum(v for (j, _), v in c.items() if j == "J1")
        cells = "   ".join(
            f"{j} R{c[(j, 'REAL')]:3} B{c[(j, 'BORDERLINE')]:3} N{c[(j, 'NOISE')]:3}"
            for j in ("J1", "J2")
        )
        print(f"{name:32} n={n:3}  {cells}")
    if len(sys.argv) > 3:
        for r, judge, line in detail[sys.argv[3]]:
            if judge == "J1":
                print(r, line[:300])


if __name__ == "__main__":
    main()
