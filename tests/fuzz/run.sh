#!/usr/bin/env bash
# Builds the libFuzzer targets (preset "fuzz", the asan build: clang++, ASan + UBSan) and runs each for SECONDS
# (default 60). Fails on any crash, leak, timeout (-timeout=10 per input) or out-of-memory.
# Usage: tests/fuzz/run.sh [SECONDS] [TARGET...]     e.g. tests/fuzz/run.sh 600 fuzz_cplan_import
# New corpus entries go to build-asan/corpus/<target>/, crash inputs to build-asan/artifacts/;
# the fuzzers run in a scratch folder so nothing is written to the source tree.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then targets=(fuzz_cplan_import fuzz_cli_args); fi

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target "${targets[@]}"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for t in "${targets[@]}"; do
    corpus="$root/build-asan/corpus/$t"
    artifacts="$root/build-asan/artifacts/$t/"
    mkdir -p "$corpus" "$artifacts"
    echo "== $t: ${seconds}s"
    log="$root/build-asan/$t.log"
    if (cd "$scratch" && HOME="$scratch" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" \
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$root/build-asan/tests/fuzz/$t" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "$root/tests/fuzz/corpus/$t") >"$log" 2>&1; then
        grep -E '^#[0-9]+.*(DONE|pulse)' "$log" | tail -1 || true
        grep -E '^stat::number_of_executed_units' "$log" || true
    else
        status=1
        echo "$t FAILED (log: $log):" >&2
        grep -E 'ERROR|SUMMARY|Test unit written|==[0-9]+==' "$log" | head -20 >&2 || true
    fi
done
exit $status
