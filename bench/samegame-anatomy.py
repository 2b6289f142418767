#!/usr/bin/env python3
"""What a SameGame line is made of: replays lines on their boards, written from the rules alone.

    bench/samegame-anatomy.py [BOARDS] [LINES]

BOARDS defaults to bench/data/samegame-15x15c5.txt (rows per board, top row first, '#' lines
and blank lines between boards), LINES to bench/data/samegame-15x15c5-lines.txt (`seed N score S
moves x,y x,y ...`, y counted from the top row; the output of `tessera samegame solver-bench
--lines`). For each line: its colour counts, its groups of 8 or more in order, the largest and
second largest group, and what the rest of the score is (everything but the largest group and
the clearing bonus). Then the medians and ranges over all lines. docs/performance.md, SameGame,
uses it for "What the 4,000 would take". Exits 1 if a line is illegal or its score is not the
one written beside it.
"""
import statistics
import sys

LETTERS = "RGBYPOCW"


def read_boards(path):
    boards, rows = [], []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            if rows:
                boards.append(rows)
                rows = []
            continue
        rows.append(line)
    if rows:
        boards.append(rows)
    return boards


def columns_of(rows):
    """Columns bottom-up, each a list of colour letters."""
    height = len(rows)
    return [[rows[height - 1 - k][x] for k in range(height) if rows[height - 1 - k][x] != "."]
            for x in range(len(rows[0]))]


def group(cols, x, k):
    colour = cols[x][k]
    seen, todo = {(x, k)}, [(x, k)]
    while todo:
        cx, ck = todo.pop()
        for nx, nk in ((cx + 1, ck), (cx - 1, ck), (cx, ck + 1), (cx, ck - 1)):
            if (nx, nk) not in seen and 0 <= nx < len(cols) and 0 <= nk < len(cols[nx]) \
                    and cols[nx][nk] == colour:
                seen.add((nx, nk))
                todo.append((nx, nk))
    return colour, seen


def replay(rows, moves):
    cols = columns_of(rows)
    height = len(rows)
    score, sizes = 0, []
    for move in moves:
        x, y = map(int, move.split(","))
        k = height - 1 - y
        if not (0 <= x < len(cols) and 0 <= k < len(cols[x])):
            raise ValueError(f"move {move}: no tile there")
        colour, cells = group(cols, x, k)
        if len(cells) < 2:
            raise ValueError(f"move {move}: a lone tile")
        for cx in {c[0] for c in cells}:
            gone = {c[1] for c in cells if c[0] == cx}
            cols[cx] = [t for i, t in enumerate(cols[cx]) if i not in gone]
        cols = [c for c in cols if c]
        score += (len(cells) - 2) ** 2
        sizes.append((colour, len(cells)))
    left = sum(len(c) for c in cols)
    if left == 0:
        score += 1000
    else:
        for colour in set(t for c in cols for t in c):
            n = sum(c.count(colour) for c in cols)
            score -= (n - 2) ** 2
    return score, sizes, left


def main():
    boards = read_boards(sys.argv[1] if len(sys.argv) > 1 else "bench/data/samegame-15x15c5.txt")
    lines_path = sys.argv[2] if len(sys.argv) > 2 else "bench/data/samegame-15x15c5-lines.txt"
    rest_all, second_all, largest_share = [], [], []
    status = 0
    for i, line in enumerate(l for l in open(lines_path) if l.startswith("seed ")):
        words = line.split()
        seed, written = int(words[1]), int(words[3])
        rows = boards[i]
        counts = {c: sum(r.count(c) for r in rows) for c in LETTERS if any(c in r for r in rows)}
        score, sizes, left = replay(rows, words[5:])
        if score != written:
            print(f"seed {seed}: replayed score {score}, the file says {written}")
            status = 1
        ordered = sorted((n for _, n in sizes), reverse=True)
        largest, second = ordered[0], ordered[1] if len(ordered) > 1 else 0
        largest_colour = next(c for c, n in sizes if n == largest)
        rest = score - (largest - 2) ** 2 - (1000 if left == 0 else 0)
        rest_all.append(rest)
        second_all.append(second)
        largest_share.append(counts[largest_colour] - largest)
        big = " ".join(f"{c}:{n}" for c, n in sizes if n >= 8)
        print(f"seed {seed:2}: score {score}, left {left}, counts "
              + " ".join(f"{c}{n}" for c, n in counts.items())
              + f"; groups of 8+: {big}; largest {largest} of its colour's {counts[largest_colour]},"
              + f" second {second}, rest {rest}")
    print(f"second largest group: median {statistics.median(second_all)}, "
          f"{min(second_all)}-{max(second_all)}")
    print(f"rest of the score: median {statistics.median(rest_all)}, {min(rest_all)}-{max(rest_all)}")
    within = sum(1 for d in largest_share if d <= 4)
    print(f"largest group within 4 tiles of all of its colour: {within} of {len(largest_share)} lines")
    return status


if __name__ == "__main__":
    sys.exit(main())
