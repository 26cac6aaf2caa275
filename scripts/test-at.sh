#!/usr/bin/env bash
# Runs `npm test` as if the machine's clock said the given UTC time (ADR 010):
#   bash scripts/test-at.sh '2026-12-31 23:59:00'
# The node side runs under libfaketime (Debian's `faketime`: apt-get install -y faketime), starting at that
# time and running on; the browser tests' clock starts there too (TAXCERT_TEST_NOW). Chromium itself does not
# start under libfaketime and is launched without it; its pages read the test clock.
set -euo pipefail
at=${1:?usage: scripts/test-at.sh "YYYY-mm-dd HH:MM:SS" (UTC)}
lib=$(find /usr/lib -name libfaketime.so.1 -path '*faketime*' 2>/dev/null | head -n 1)
if [ -z "$lib" ]; then
  echo "libfaketime not found: apt-get install -y faketime" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
export TAXCERT_TEST_NOW="${at/ /T}Z"
export FAKETIME="@$at" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$lib"
exec npm test
