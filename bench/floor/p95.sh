#!/bin/bash
# The database's floor for a write at 32 connections, with no app in front: pgbench on the load's
# CPU, PostgreSQL (started pinned to the server's CPU, as bench/run.ts does) answering alone.
# usage: bench/floor/p95.sh <script.sql> <postgres url>; prints throughput and p50/p95/p99 (ms).
set -euo pipefail
script=$(realpath "$1") url=$2
logs=$(mktemp -d)
(cd "$logs" && taskset -c 1 /usr/lib/postgresql/15/bin/pgbench -n -M prepared -c 32 -j 1 -T 10 -l -f "$script" "$url" 2>&1 |
  grep -E "^(tps|latency average|number of failed)")
cat "$logs"/pgbench_log.* | awk '{ print $3 / 1000 }' | sort -n |
  awk '{ a[NR] = $1 } END { printf "n=%d p50=%.1f p95=%.1f p99=%.1f ms\n", NR, a[int(NR*0.5)], a[int(NR*0.95)], a[int(NR*0.99)] }'
rm -rf "$logs"
