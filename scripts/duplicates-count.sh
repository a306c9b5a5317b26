#!/usr/bin/env bash
# Counts the pairs of repeated blocks that `duplicates` (the team's tool) finds in the product code
# (web/src, functions/src, domain/src), pairs across those folders included; prints the rows too.
set -euo pipefail
cd "$(dirname "$0")/.."
duplicates --most 200 --seconds 120 |
  grep -E '^D[0-9]+ ' |
  awk '{ a = $2; b = $4; if (a ~ /^(web\/src|functions\/src|domain\/src)\// && b ~ /^(web\/src|functions\/src|domain\/src)\//) print }' |
  tee /dev/stderr | wc -l | xargs echo "pairs in web/src, functions/src, domain/src:"
