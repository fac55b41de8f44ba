#!/usr/bin/env bash
# race-colorfill.sh: Tileflow's exact Flood solver against ColorFill's (smack42/ColorFill, Java, A*
# with Puchert's lower bound) on ColorFill's own public benchmark boards, in the same run, each
# board's move count checked against the optimum in ColorFill's published solution files.
#
# Usage: COLORFILL_DIR=DIR scripts/race-colorfill.sh [BUILD_DIR]     (default build/)
#   COLORFILL_DIR  a checkout of ColorFill (its src/ and benchmark/ are used; kept outside this
#                  repository: nothing of it is copied here)
#   COUNT          boards per set (default 40), the first of each dataset file
#   WARMUP         ColorFill's warm-up passes over the set before the timed one (default 1)
#   JAVA_OPTS      options for java (default -Xms2G -Xmx2G)
#   THREADS        threads of Tileflow's search (`flood solve --threads`; default 1). ColorFill's
#                  search runs on one thread (its JVM may use others for compiling and collecting)
#
# What is timed on each side, per board:
# - ColorFill: AStarSolver with AStarPuchertStrategy on a Board made from the dataset line, in one
#   JVM per set, after WARMUP untimed passes over the same boards so the JIT is warm; from the
#   solver's creation to its answer (System.nanoTime). A small driver, written to a temporary
#   directory and compiled there against ColorFill's model and solver sources, does this.
# - Tileflow: `tileflow-headless flood solve --threads THREADS` once per board, its own time_ms (solving only, from
#   the board to the answer; the process start and the board's parsing are not counted).
# Both solve from the top-left cell, as ColorFill's dataset boards are meant to be played.
# Prints a Markdown table: per set the total and median ms of each side and Tileflow/ColorFill.
set -euo pipefail
shopt -s inherit_errexit

build=${1:-build}
tileflow="$build/tileflow-headless"
count=${COUNT:-40}
warmup=${WARMUP:-1}
java_opts=${JAVA_OPTS:--Xms2G -Xmx2G}
threads=${THREADS:-1}
colorfill=${COLORFILL_DIR:-}

# dataset file | board label | colours
sets=(
  "pc19 tiles.txt|14x14, 6 colours|6"
  "dataset b18c6n1000.txt|18x18, 6 colours|6"
  "dataset b14c8n1000.txt|14x14, 8 colours|8"
)

if [[ ! -x "$tileflow" ]]; then
  echo "race-colorfill: $tileflow not found; build first (cmake --build $build --target tileflow-headless)" >&2
  exit 2
fi
if [[ -z "$colorfill" || ! -d "$colorfill/src/colorfill/solver" || ! -d "$colorfill/benchmark" ]]; then
  echo "race-colorfill: set COLORFILL_DIR to a checkout of https://github.com/smack42/ColorFill" >&2
  echo "  (with its src/ and benchmark/; e.g. git clone it to /tmp/colorfill)" >&2
  exit 2
fi
for tool in java javac; do
  if ! command -v "$tool" >/dev/null; then
    echo "race-colorfill: $tool not found; ColorFill is Java (install a JDK)" >&2
    exit 2
  fi
done
if ! [[ "$count" =~ ^[1-9][0-9]*$ ]]; then
  echo "race-colorfill: COUNT must be a whole number of at least 1, not '$count'" >&2
  exit 2
fi
if ! [[ "$warmup" =~ ^[0-9]+$ ]]; then
  echo "race-colorfill: WARMUP must be a whole number, not '$warmup'" >&2
  exit 2
fi
if ! [[ "$threads" =~ ^[1-9][0-9]*$ ]] || ((threads > 16)); then
  echo "race-colorfill: THREADS must be a whole number from 1 to 16, not '$threads'" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The driver only calls ColorFill's public API (Board, AbstractSolver.createSolver, Solver).
mkdir -p "$work/classes"
cat >"$work/RaceDriver.java" <<'EOF'
import colorfill.model.Board;
import colorfill.solver.AStarPuchertStrategy;
import colorfill.solver.AbstractSolver;
import colorfill.solver.Solver;
import java.io.BufferedReader;
import java.io.FileReader;
import java.util.ArrayList;
import java.util.List;

// Times ColorFill's A* (Puchert's bound) per board, warm: args are the dataset file, the board
// count and the warm-up passes. Prints "board moves ms" per timed board.
public class RaceDriver {
  public static void main(String[] args) throws Exception {
    List<String> boards = new ArrayList<>();
    try (BufferedReader in = new BufferedReader(new FileReader(args[0]))) {
      for (String line; boards.size() < Integer.parseInt(args[1]) && (line = in.readLine()) != null; ) {
        if (!line.trim().isEmpty()) boards.add(line.trim());
      }
    }
    int warmup = Integer.parseInt(args[2]);
    for (int pass = 0; pass <= warmup; ++pass) {
      for (int i = 0; i < boards.size(); ++i) {
        Board board = new Board(boards.get(i), 0);
        long start = System.nanoTime();
        Solver solver = AbstractSolver.createSolver(AStarPuchertStrategy.class, board);
        solver.execute(board.getStartPos(), null);
        int moves = solver.getSolution().getNumSteps();
        double ms = (System.nanoTime() - start) / 1e6;
        if (pass == warmup) System.out.printf("%d %d %.3f%n", i + 1, moves, ms);
      }
    }
  }
}
EOF
javac -nowarn -d "$work/classes" "$colorfill"/src/colorfill/model/*.java "$colorfill"/src/colorfill/solver/*.java \
  "$work/RaceDriver.java" 2>"$work/javac.log" || {
  cat "$work/javac.log" >&2
  echo "race-colorfill: could not compile ColorFill's solver and the driver" >&2
  exit 2
}

printf "Tileflow's search on %s thread(s), ColorFill's on one\n\n" "$threads"
printf "| boards | n | ColorFill total ms | Tileflow total ms | ColorFill median ms | Tileflow median ms | Tileflow / ColorFill (total) |\n"
printf "|---|---|---|---|---|---|---|\n"
failed=0
for entry in "${sets[@]}"; do
  IFS='|' read -r file label colours <<<"$entry"
  data="$colorfill/benchmark/$file"
  optimum="$data""_solution_AStarPuchertStrategy.txt"
  if [[ ! -f "$data" || ! -f "$optimum" ]]; then
    echo "race-colorfill: $data or its solution file is missing" >&2
    exit 2
  fi
  # ColorFill's published optimum per board: its solution line's length is its move count.
  head -n "$count" "$optimum" | tr -d '\r' | awk '{ print NR, length($0) }' >"$work/optimum"
  # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
  java $java_opts -cp "$work/classes" RaceDriver "$data" "$count" "$warmup" >"$work/colorfill"
  : >"$work/tileflow"
  n=0
  while read -r line && ((n < count)); do
    line=${line%$'\r'} # the dataset files have CRLF line ends
    [[ -z "$line" ]] && continue
    n=$((n + 1))
    side=$(awk -v n="${#line}" 'BEGIN { s = int(sqrt(n) + 0.5); print (s * s == n) ? s : 0 }')
    if [[ "$side" == 0 || ! "$line" =~ ^[1-9]+$ ]]; then
      echo "race-colorfill: $file board $n is not a square of colour digits 1-9" >&2
      exit 2
    fi
    # ColorFill's colours are 1-based digits; a Simon Tatham's Flood ID's are 0-based.
    id="${side}x${side}c$colours:$(tr '1-9' '0-8' <<<"$line"),0"
    result=$("$tileflow" flood solve "$id" --threads "$threads")
    moves=$(sed -n 's/^moves: //p' <<<"$result")
    proven=$(sed -n 's/^proven: //p' <<<"$result")
    ms=$(sed -n 's/^time_ms: //p' <<<"$result")
    echo "$n $moves $ms $proven" >>"$work/tileflow"
  done <"$data"
  # Every board: both sides' counts equal the published optimum, and Tileflow's is proven.
  if ! join "$work/optimum" "$work/colorfill" | join - "$work/tileflow" | awk -v file="$file" -v want="$count" '
    { n++
      if ($2 != $3 || $2 != $5 || $7 != "yes") {
        printf "race-colorfill: %s board %d: optimum %d, ColorFill %d, Tileflow %d (proven: %s)\n", file, $1, $2, $3, $5, $7 > "/dev/stderr"
        bad++ } }
    END { if (n != want) { printf "race-colorfill: %s: %d of %d boards compared\n", file, n, want > "/dev/stderr"; bad++ }
          exit bad > 0 }'; then
    failed=1
  fi
  cf_total=$(awk '{ s += $3 } END { printf "%.1f", s }' "$work/colorfill")
  tf_total=$(awk '{ s += $3 } END { printf "%.1f", s }' "$work/tileflow")
  cf_median=$(cut -d' ' -f3 "$work/colorfill" | sort -g | awk '{ t[NR] = $1 } END { printf "%.2f", NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
  tf_median=$(cut -d' ' -f3 "$work/tileflow" | sort -g | awk '{ t[NR] = $1 } END { printf "%.2f", NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
  ratio=$(awk -v a="$tf_total" -v b="$cf_total" 'BEGIN { printf "%.2f", a / b }')
  printf "| %s (%s) | %d | %s | %s | %s | %s | %s× |\n" "$label" "$file" "$n" "$cf_total" "$tf_total" "$cf_median" \
    "$tf_median" "$ratio"
done
if ((failed)); then
  echo "race-colorfill: some move counts differ from the optimum (above)" >&2
  exit 1
fi
echo "every board: ColorFill's and Tileflow's move counts equal the published optimum; Tileflow's proven"
