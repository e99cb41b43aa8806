#!/usr/bin/env python3
"""What changed between two scan reports (scanround.sh output).

usage: diff.py OLD.json NEW.json

One line per finding that appeared, disappeared or changed confidence,
keyed by rule, path and line.
"""
import json
import sys


def load(path):
    out = {}
    for f in json.load(open(path))["findings"]:
        out[(f["rule"], f["path"], f["start"]["line"])] = f["confidence"]
    return out


def main():
    old, new = load(sys.argv[1]), load(sys.argv[2])
    for key in sorted(set(old) | set(new)):
        a, b = old.get(key), new.get(key)
        if a != b:
            rule, path, line = key
            print(f"{a or '-':>6} -> {b or '-':<6} {rule} {path}:{line}")


if __name__ == "__main__":
    main()
