#!/usr/bin/env bash
# net-match: two real `tileflow net-match` processes on 127.0.0.1, a host on a port of its own
# choosing (--port 0, read from its "listening" line) and a joiner. Scenarios:
#   flood    a whole Flood match; both print the same result and exit 0
#   race     a whole Tiles race; both print the same result and exit 0
#   kill     the joiner is killed (SIGKILL) mid-match; the host prints "ended:" with the reason
#            within the heartbeat time-out and exits 1
#   version  the joiner speaks network version 3: it ends with the version message and exits 1;
#            the host turns it away with the same words and goes on listening, and a joiner of
#            its own version then plays a whole Flood match with it
# Every wait has a time-out (a minute at most), so a hang fails instead of blocking.
# Usage: tests/e2e/net-match.sh PATH/TO/tileflow SCENARIO [OUT_DIR]
set -euo pipefail
bin=$(realpath "$1")
scenario=$2
out=${3:-$(mktemp -d /tmp/tileflow-net-match.XXXXXX)}
mkdir -p "$out"
host_log="$out/$scenario-host.log"
join_log="$out/$scenario-joiner.log"
rm -f "$host_log" "$join_log"

fail() {
  echo "FAIL ($scenario): $*"
  for f in "$host_log" "$join_log"; do
    [[ -e "$f" ]] && { echo "--- $f"; tail -30 "$f"; }
  done
  exit 1
}

pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

# Waits up to $2 seconds for a line matching $3 in file $1.
wait_for_line() {
  local file=$1 seconds=$2 pattern=$3
  for _ in $(seq $((seconds * 20))); do
    grep -qE "$pattern" "$file" 2>/dev/null && return 0
    sleep 0.05
  done
  return 1
}

# Starts the host with the scenario's match; sets host_pid and port.
start_host() {
  "$bin" net-match host --address 127.0.0.1 --port 0 --no-announce --name Hana "$@" >"$host_log" 2>&1 &
  host_pid=$!
  pids+=("$host_pid")
  wait_for_line "$host_log" 10 '^listening ' || fail "the host did not start listening"
  port=$(awk '/^listening /{print $3; exit}' "$host_log")
  [[ "$port" =~ ^[0-9]+$ && "$port" != 0 ]] || fail "no port in the host's listening line"
}

start_joiner() {
  "$bin" net-match join --address 127.0.0.1 --port "$port" --name Jo "$@" >"$join_log" 2>&1 &
  join_pid=$!
  pids+=("$join_pid")
}

# Sets `code` to the exit code of process $1 (not in a subshell: only this shell may wait for
# it); one still running after a minute is killed and the test fails.
wait_code() {
  local pid=$1
  for _ in $(seq 1200); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill -9 "$pid" 2>/dev/null || true
    fail "process $pid did not finish within a minute"
  fi
  code=0
  wait "$pid" || code=$?
}

same_result() {
  local a b
  a=$(grep '^result ' "$host_log" || true)
  b=$(grep '^result ' "$join_log" || true)
  [[ -n "$a" ]] || fail "the host printed no result"
  [[ "$a" == "$b" ]] || fail "the results differ: host '$a', joiner '$b'"
  echo "both: $a"
}

case "$scenario" in
  flood)
    start_host --flood 12,5 --seed 7
    start_joiner
    wait_code "$host_pid"
    [[ "$code" == 0 ]] || fail "the host exited $code, not 0"
    wait_code "$join_pid"
    [[ "$code" == 0 ]] || fail "the joiner exited $code, not 0"
    same_result
    grep -q '^connected Jo$' "$host_log" || fail "the host did not name the joiner"
    grep -q '^connected Hana$' "$join_log" || fail "the joiner did not name the host"
    moves_host=$(grep -c '^move ' "$host_log")
    moves_join=$(grep -c '^move ' "$join_log")
    ((moves_host > 2)) || fail "too few moves ($moves_host)"
    [[ "$moves_host" == "$moves_join" ]] || fail "the host saw $moves_host moves, the joiner $moves_join"
    diff <(grep '^move ' "$host_log") <(grep '^move ' "$join_log") >/dev/null || fail "the moves differ"
    ;;
  race)
    # The joiner turns fast, the host slowly: the joiner wins, the host goes on until it leaves.
    start_host --race 7x6 --seed 5 --turn-ms 40
    start_joiner --turn-ms 1
    wait_code "$host_pid"
    [[ "$code" == 0 ]] || fail "the host exited $code, not 0"
    wait_code "$join_pid"
    [[ "$code" == 0 ]] || fail "the joiner exited $code, not 0"
    same_result
    grep -q '^result joiner: ' "$host_log" || fail "the joiner, turning faster, did not win"
    grep -qE '^progress joiner 100% .* solved$' "$host_log" || fail "the host never counted the joiner's board solved"
    ;;
  kill)
    # A slow match (a move every 150 ms on a big board) and a short heartbeat time-out.
    start_host --flood 24,6 --seed 3 --turn-ms 150 --heartbeat-ms 200 --timeout-ms 1000
    start_joiner --turn-ms 150 --heartbeat-ms 200 --timeout-ms 1000
    wait_for_line "$host_log" 20 '^move 4 ' || fail "the match did not get going"
    kill -9 "$join_pid"
    killed=$(date +%s%N)
    wait_for_line "$host_log" 5 '^ended: ' || fail "the host did not notice the joiner was gone"
    noticed=$(date +%s%N)
    ms=$(((noticed - killed) / 1000000))
    ((ms <= 1500)) || fail "the host took $ms ms to notice (time-out 1000 ms)"
    grep -qE '^ended: The other player (left|stopped answering)\.$' "$host_log" || fail "the host gave no clear reason"
    wait_code "$host_pid"
    [[ "$code" == 1 ]] || fail "the host exited $code, not 1"
    if grep -q '^result ' "$host_log"; then fail "a result without a finished match"; fi
    echo "host: $(grep '^ended: ' "$host_log") after $ms ms"
    ;;
  version)
    start_host
    start_joiner --protocol 3
    wait_code "$join_pid"
    [[ "$code" == 1 ]] || fail "the joiner of another version exited $code, not 1"
    grep -q '^ended: The other device runs Tileflow with network version 2; this one speaks version 3\.' "$join_log" ||
      fail "the joiner did not name the versions"
    wait_for_line "$host_log" 10 '^turned away: The other device runs Tileflow with network version 3; this one speaks version 2\.' ||
      fail "the host did not name the versions"
    mv "$join_log" "$join_log.first"
    start_joiner
    wait_code "$host_pid"
    host_code=$code
    wait_code "$join_pid"
    [[ "$host_code" == 0 && "$code" == 0 ]] || fail "after turning a device away: exit codes $host_code and $code, not 0"
    ;;
  *)
    echo "unknown scenario '$scenario' (flood, race, kill, version)"
    exit 2
    ;;
esac
echo "PASS ($scenario)"
