# Shared by the comparison scripts in bench/: install a peer, find tessera, time commands in CPU
# seconds, and summarise repeated ratios. Source it after setting ROOT.
# Installs a Debian package when a command is missing (as root, else through sudo).
ensure_package() { # command package
    command -v "$1" >/dev/null 2>&1 && return 0
    [ -x "$1" ] && return 0
    echo "installing $2 ..." >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y "$2" >&2; else sudo apt-get install -y "$2" >&2; fi
}

# The tessera binary: $TESSERA_BIN, else build/tessera (built with cmake when missing).
find_tessera() {
    TESSERA=${TESSERA_BIN:-$ROOT/build/tessera}
    if [ ! -x "$TESSERA" ]; then
        echo "building $TESSERA ..." >&2
        cmake -S "$ROOT" -B "$ROOT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
        ninja -C "$ROOT/build" -j"${JOBS:-1}" tessera >&2
        TESSERA=$ROOT/build/tessera
    fi
}

# CPU seconds (user + sys) a command takes. CPU time rather than wall time because the machine
# may be shared: wall time would charge one program for another's load.
TMPD=$(mktemp -d)
trap 'rm -rf "$TMPD"' EXIT
cpu_seconds() { # input-file output-file command...
    local in=$1 out=$2
    shift 2
    /usr/bin/time -f "%U %S" -o "$TMPD/time" "$@" < "$in" > "$out"
    awk '{ s = $1 + $2; if (s < 0.005) s = 0.005; print s }' "$TMPD/time"
}

# What a reader needs to reproduce a figure: the command, when, the machine and its load. Call it
# once at the start (bench_context "$0" "$@") and bench_load_end at the end.
bench_context() {
    local cmd="" v
    # The environment variables the scripts read, as a reader would type them.
    for v in TESSERA_BIN REPEATS TARGET SETS LEVELS N_QQ TESSERA_SUDOKU_SIMD CXX; do
        [ -n "${!v:-}" ] && cmd+=" $v=$(printf '%q' "${!v}")"
    done
    cmd+=$(printf ' %q' "$@")
    echo "command:${cmd}"
    echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine: $(nproc) cores, $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo), $(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME"), $(uname -sr)"
    echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) at the start"
}
bench_load_end() { echo; echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) at the end"; }

rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", n / s }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", a / b }'; }
# tessera's rate over the peer's: n1 puzzles in s1 seconds (peer) against n2 in s2 (tessera).
ratio_rates() { awk -v n1="$1" -v s1="$2" -v n2="$3" -v s2="$4" 'BEGIN { printf "%.1fx", (n2 / s2) / (n1 / s1) }'; }
# The same as a bare number (for median_range).
ratio_value() { awk -v n1="$1" -v s1="$2" -v n2="$3" -v s2="$4" 'BEGIN { printf "%.3f", (n2 / s2) / (n1 / s1) }'; }

# "median [min-max]" of numbers given as arguments (the ratios of interleaved repeats), with
# DIGITS decimals (1 unless set).
median_range() {
    printf '%s\n' "$@" | sort -g | awk -v d="${DIGITS:-1}" '{ v[NR] = $1 } END {
        m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%." d "fx [%." d "f-%." d "f]", m, v[1], v[NR] }'
}
# The median of numbers given as arguments.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%.1f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# A file holding `copies` copies of another (so that one process runs long enough to time).
repeat_file() { # file copies out
    local i
    : > "$3"
    for ((i = 0; i < $2; i++)); do cat "$1" >> "$3"; done
}
# Copies of a file that make a command run about `target` CPU seconds, from one timed run on
# `probe` copies.
copies_for() { # target probe-seconds probe-copies
    awk -v t="$1" -v s="$2" -v c="$3" 'BEGIN { n = int(t / s * c + 0.5); if (n < 1) n = 1; print n }'
}
