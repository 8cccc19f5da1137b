#!/bin/bash
# Writes the expected output of every line of cases.txt from a computeplanner-cli binary, on
# purpose only: after a change that is meant to change the CLI's output.
#   tests/data/cli-golden/regenerate.sh build/app/cli/computeplanner-cli
# Masked (the same way tst_cli_golden masks what it gets): the fresh folder's path (@TMP@), the
# samples' path (@SAMPLES@), and the time and user of a calibration point (created_at, created_by).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cli=$(realpath "$1")
samples=$(cd "$here/../../../resources/samples" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=
while read -r name args; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    args=${args//@SAMPLES@/$samples}
    args=${args//@TMP@/$tmp}
    # shellcheck disable=SC2086
    set +e
    "$cli" $args >"$tmp/.out" 2>"$tmp/.err"
    rc=$?
    set -e
    {
        echo "exit $rc"
        echo "--- stdout"
        cat "$tmp/.out"
        echo "--- stderr"
        cat "$tmp/.err"
    } | sed -e "s#$tmp#@TMP@#g" -e "s#$samples#@SAMPLES@#g" \
        -E -e 's/"created_(at|by)": *"[^"]*"/"created_\1": "@MASKED@"/g' >"$here/$name.txt"
done <"$here/cases.txt"
