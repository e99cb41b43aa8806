#!/usr/bin/env bash
# Hostile-shape benchmark (issue 12): seconds to check one generated file
# per nesting depth (1k/4k/16k) and per else-if chain length (250/500/1000).
# Linear analysis means 4x the depth or 2x the chain costs about 4x / 2x.
#
#   benches/hostile.sh [BIN]        (default: target/release/resilint, built)
#   LIMIT=120 benches/hostile.sh    (seconds before a run counts as a timeout)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
bin="${1:-}"
if [ -z "$bin" ]; then
  cargo build --release --quiet --manifest-path "$root/Cargo.toml"
  bin="$root/target/release/resilint"
fi
limit="${LIMIT:-120}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

gen() { # gen SHAPE N FILE
  python3 - "$1" "$2" "$3" <<'PY'
import sys
shape, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
out = []
if shape == "js-functions":
    out.append("".join("function f%d() {\n" % i for i in range(n)))
    out.append("fetch(url);\n" + "}\n" * n)
elif shape == "js-try":
    out.append("async function f() {\n" + "try {\n" * n + "await fetch(url);\n")
    out.append("} catch (e) { console.log(e) }\n" * n + "}\n")
elif shape == "js-promise":
    out.append("fetch(url)" + "\n  .then((r) => fetch(r.url))" * n + ";\n")
elif shape == "rb-begin":
    out.append("def f\n" + "begin\n" * n + "Net::HTTP.get(uri)\n")
    out.append("rescue StandardError => e\n  puts e\nend\n" * n + "end\n")
elif shape == "py-calls":
    out.append("def f():\n    x = " + "g(\n" * n + "requests.get(url)" + ")\n" * n)
elif shape == "js-else-if":
    out.append("async function handle(kind) {\n  if (kind === 0) {\n    await fetch('/0');\n  }")
    for i in range(1, n):
        out.append(" else if (kind === %d) {\n    await fetch('/%d');\n  }" % (i, i))
    out.append("\n}\n")
elif shape == "js-else-if-asi":
    out.append("async function handle(kind) {\n  if (kind === 0) await fetch('/0')\n")
    for i in range(1, n):
        out.append("  else if (kind === %d) await fetch('/%d')\n" % (i, i))
    out.append("}\n")
elif shape == "rb-elsif":
    out.append("def handle(kind)\n  if kind == 0\n    Net::HTTP.get(URI('/0'))\n")
    for i in range(1, n):
        out.append("  elsif kind == %d\n    Net::HTTP.get(URI('/%d'))\n" % (i, i))
    out.append("  end\nend\n")
elif shape == "py-elif":
    out.append("def handle(kind):\n    if kind == 0:\n        requests.get('/0')\n")
    for i in range(1, n):
        out.append("    elif kind == %d:\n        requests.get('/%d')\n" % (i, i))
else:
    raise SystemExit("unknown shape " + shape)
open(path, "w").write("".join(out))
PY
}

ext() {
  case "$1" in js-*) echo js ;; rb-*) echo rb ;; py-*) echo py ;; esac
}

# run SHAPE N -> seconds (or ">LIMIT")
run() {
  local dir="$work/$1-$2"
  mkdir -p "$dir"
  gen "$1" "$2" "$dir/input.$(ext "$1")"
  local start end
  start="$(date +%s.%N)"
  if timeout "$limit" env RESILINT_ANALYSIS_BUDGET_MS=100000000 "$bin" check "$dir" \
      --format json --fail-on never >/dev/null 2>"$dir/stderr"; then
    end="$(date +%s.%N)"
    printf '%.2f' "$(echo "$end - $start" | bc -l)"
  else
    printf '>%s' "$limit"
  fi
}

printf '%-16s %10s %10s %10s\n' "nesting depth" 1000 4000 16000
for shape in js-functions js-try js-promise rb-begin py-calls; do
  printf '%-16s %10s %10s %10s\n' "$shape" "$(run "$shape" 1000)" "$(run "$shape" 4000)" "$(run "$shape" 16000)"
done
echo
printf '%-16s %10s %10s %10s\n' "else-if chain" 250 500 1000
for shape in js-else-if js-else-if-asi rb-elsif py-elif; do
  printf '%-16s %10s %10s %10s\n' "$shape" "$(run "$shape" 250)" "$(run "$shape" 500)" "$(run "$shape" 1000)"
done
