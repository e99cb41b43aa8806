#!/usr/bin/env bash
# Scans every repository under CORPUS as its own project (at --min-confidence
# medium) and writes one JSON report whose finding paths start with the
# repository's directory name, as sample.py expects.
#
#   benches/precision/scanround.sh /abs/path/to/resilint CORPUS OUT.json
set -euo pipefail
bin="${1:?usage: scanround.sh BIN CORPUS OUT.json}"
corpus="${2:?usage: scanround.sh BIN CORPUS OUT.json}"
out="${3:?usage: scanround.sh BIN CORPUS OUT.json}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$corpus"
for d in */; do
  d="${d%/}"
  "$bin" check "$d" --format json --min-confidence medium --fail-on never >"$tmp/$d.json" 2>"$tmp/$d.err" || true
done
python3 - "$tmp" "$out" <<'PY'
import json, pathlib, sys
tmp, out = pathlib.Path(sys.argv[1]), sys.argv[2]
findings = []
for f in sorted(tmp.glob("*.json")):
    try:
        findings += json.loads(f.read_text()).get("findings", [])
    except json.JSONDecodeError:
        print(f"warning: {f.name}: no report", file=sys.stderr)
json.dump({"findings": findings}, open(out, "w"), indent=1)
print(f"{len(findings)} findings", file=sys.stderr)
PY
