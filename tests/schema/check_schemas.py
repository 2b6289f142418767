#!/usr/bin/env python3
"""The level schemas (docs/schema/<game>.schema.json) and the loader agree.

1. Every shipped level validates against its game's schema and names it in "$schema".
2. Every ```json example in docs/levels.md and docs/games/*.md validates against its schema.
3. Boundary values: each limit the schema states (minimum/maximum, maxLength, minItems/maxItems)
   is fed to the schema and to the loader (`tessera levels validate --json`) at the limit and
   one past it. The schema accepts exactly when the loader reports no error at that JSON pointer.
4. The hostile files in tests/schema/hostile/ (named <game>-<what>.json): both reject every one.
5. Every schema has its stable "$id", and a level that `samegame generate`, `onestroke generate`
   and `onestroke recognize` write names in "$schema" a schema that is there (a file:// URI of
   the data folder's schema/, whose "$id" is the game's) and that the level satisfies.

Usage: check_schemas.py --tessera build/tessera --root SOURCE_DIR --work DIR
Needs python3-jsonschema (Debian), an independent validator.
"""
import argparse
import copy
import glob
import json
import os
import re
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("python3-jsonschema is missing (Debian: apt install python3-jsonschema; scripts/deps.sh installs it)")

# The games come from the build's one list (CMake's TESSERA_GAMES, passed as --games); without it,
# from the schemas in docs/schema. A game's own boundary cases below are checked only when the game is
# in the list.
def games_from_argv():
    for i, a in enumerate(sys.argv):
        if a == "--games" and i + 1 < len(sys.argv):
            return [g for g in sys.argv[i + 1].split(";") if g]
        if a.startswith("--games="):
            return [g for g in a[len("--games="):].split(";") if g]
    here = os.path.dirname(os.path.abspath(__file__))
    schemas = os.path.join(here, "..", "..", "docs", "schema")
    return sorted(f[: -len(".schema.json")] for f in os.listdir(schemas) if f.endswith(".schema.json"))


GAMES = games_from_argv()
U64 = 2**64 - 1
SCHEMA_ID = "https://raw.githubusercontent.com/tessera/tessera/main/docs/schema/%s.schema.json"
LIMIT_MESSAGE = re.compile(r"^(expected |string too long)")

# A small valid level per game (schema-valid; cheap for the loader's deep check), and variants.
BASES = {
    "match3": {"game": "match3", "title": "Base", "board": {"width": 6, "height": 6}, "colours": 5,
               "goal": {"type": "moves", "score": 500, "moves": 20}, "stars": [500, 700, 900], "seed": 1},
    "match3-time": {"game": "match3", "title": "Base", "board": {"width": 6, "height": 6}, "colours": 5,
                    "goal": {"type": "time", "score": 500, "seconds": 60}},
    "samegame": {"game": "samegame", "title": "Base", "mode": "classic",
                 "board": {"seed": 1, "width": 20, "height": 20, "colours": 5}},
    "samegame-popstar": {"game": "samegame", "title": "Base", "mode": "popstar", "board": {"seed": 1},
                         "solution": [[0, 0]]},
    "samegame-solution": {"game": "samegame", "title": "Base", "mode": "classic",
                          "board": {"seed": 1, "width": 20, "height": 20}, "solution": [[0, 0]]},
    "sudoku": {"game": "sudoku", "title": "Base", "stage": "latin", "difficulty": "easy",
               "generator": {"seed": 101}},
    "tilestack": {"game": "tilestack", "title": "Base", "layout": {"mode": "A", "size": [3, 3, 2]},
                  "faces": [6, 6, 6], "power_ups": {"undo": 1, "pop": 1, "shuffle": 1}},
    "tilestack-explicit": {"game": "tilestack", "title": "Base",
                           "layout": {"mode": "explicit", "tiles": [[0, 0, 0], [2, 0, 0], [1, 0, 1]]},
                           "faces": [3]},
    "onestroke": {"game": "onestroke", "title": "Base", "lines": [
        {"x1": 50, "y1": 250, "x2": 150, "y2": 50}, {"x1": 150, "y1": 50, "x2": 250, "y2": 250},
        {"x1": 250, "y1": 250, "x2": 50, "y2": 250}]},
}

# (base, pointer, kind, low, high): kind "int" sets the value, "str" a string of that length,
# "arr" an array of that many copies of the first item.
BOUNDS = [
    ("match3", "/board/width", "int", 3, 16), ("match3", "/board/height", "int", 3, 16),
    ("match3", "/colours", "int", 3, 8), ("match3", "/goal/score", "int", 1, 10_000_000),
    ("match3", "/goal/moves", "int", 1, 999), ("match3-time", "/goal/seconds", "int", 10, 3600),
    ("match3", "/stars/0", "int", 1, 10_000_000), ("match3", "/seed", "int", 0, U64),
    ("match3", "/stars", "arr", 3, 3),
    ("samegame", "/board/width", "int", 2, 20), ("samegame", "/board/height", "int", 2, 20),
    ("samegame", "/board/colours", "int", 2, 8), ("samegame", "/board/wave", "int", 0, 400),
    ("samegame", "/board/seed", "int", 0, U64), ("samegame-solution", "/target", "int", 0, 10_000_000),
    ("samegame-solution", "/max_left", "int", 0, 400), ("samegame-popstar", "/level", "int", 1, 500),
    ("samegame-solution", "/solution/0/0", "int", 0, 19), ("samegame-solution", "/solution/0/1", "int", 0, 19),
    ("samegame-solution", "/solution", "arr", 0, 400), ("samegame-solution", "/solution/0", "arr", 2, 2),
    ("sudoku", "/generator/seed", "int", 0, U64),
    ("tilestack", "/layout/size/0", "int", 1, 20), ("tilestack", "/layout/size/1", "int", 1, 20),
    ("tilestack", "/layout/size/2", "int", 1, 12), ("tilestack", "/tray", "int", 3, 12),
    ("tilestack", "/difficulty", "int", 1, 3), ("tilestack", "/seed", "int", 0, U64),
    ("tilestack", "/power_ups/undo", "int", 0, 9), ("tilestack", "/power_ups/pop", "int", 0, 9),
    ("tilestack", "/power_ups/shuffle", "int", 0, 9), ("tilestack", "/faces", "arr", 1, 32),
    ("tilestack", "/layout/size", "arr", 3, 3),
    ("tilestack-explicit", "/layout/tiles/0/0", "int", 0, 80), ("tilestack-explicit", "/layout/tiles/0/1", "int", 0, 80),
    ("tilestack-explicit", "/layout/tiles/0/2", "int", 0, 11), ("tilestack-explicit", "/layout/tiles", "arr", 1, 600),
    ("onestroke", "/lines/0/x1", "int", 0, 4096), ("onestroke", "/lines/0/y1", "int", 0, 4096),
    ("onestroke", "/lines/0/x2", "int", 0, 4096), ("onestroke", "/lines/0/y2", "int", 0, 4096),
    ("onestroke", "/lines", "arr", 1, 200), ("onestroke", "/picture", "str", 0, 200),
] + [(g, "/title", "str", 1, 60) for g in GAMES] + [(g, "/description", "str", 0, 400) for g in GAMES] \
  + [(g, "/group", "str", 0, 60) for g in GAMES]


def schema_for(root, game):
    with open(os.path.join(root, "docs", "schema", game + ".schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def check_written_schemas(args, schema_errors, failures):
    """Part 5: the "$schema" of the levels Tessera writes resolves, wherever the level is saved."""
    from urllib.parse import unquote, urlparse
    home = os.path.join(args.work, "home", "levels")
    pictures = sorted(glob.glob(os.path.join(args.root, "levels", "onestroke", "pictures", "*.png")))
    runs = [("samegame", ["samegame", "generate", "--mode", "classic", "--seed", "1"]),
            ("onestroke", ["onestroke", "generate", "--seed", "3"])]
    if pictures:
        runs.append(("onestroke", ["onestroke", "recognize", pictures[0]]))
    # Only the games of this build have their commands.
    runs = [r for r in runs if r[0] in GAMES]
    for n, (game, words) in enumerate(runs):
        os.makedirs(os.path.join(home, game), exist_ok=True)  # the user levels folder
        path = os.path.join(home, game, "written-%d.json" % n)
        # recognize tells what it found on stdout; the level goes to its -o file.
        to_file = words[1] == "recognize"
        run = subprocess.run([args.tessera] + words + (["-o", path] if to_file else []),
                             capture_output=True, text=True)
        what = "tessera " + " ".join(words[:2])
        if run.returncode != 0:
            failures.append("%s failed (%d): %s" % (what, run.returncode, run.stderr))
            continue
        if not to_file:
            with open(path, "w", encoding="utf-8") as f:
                f.write(run.stdout)
        with open(path, encoding="utf-8") as f:
            level = json.load(f)
        ref = urlparse(level.get("$schema", ""))
        if ref.scheme != "file" or not os.path.isfile(unquote(ref.path)):
            failures.append('%s: "$schema" %r is no schema file' % (what, level.get("$schema")))
            continue
        with open(unquote(ref.path), encoding="utf-8") as f:
            named = json.load(f)
        if named.get("$id") != SCHEMA_ID % game:
            failures.append('%s: "$schema" names %s, whose "$id" is %r' % (what, ref.path, named.get("$id")))
        for e in schema_errors(game, level):
            failures.append("%s: the level it writes breaks its schema: %s" % (what, e))
    print("levels written by generate and recognize name a schema that resolves: %d" % len(runs))


def set_pointer(doc, pointer, value):
    parts = pointer.lstrip("/").split("/")
    node = doc
    for p in parts[:-1]:
        node = node[int(p)] if isinstance(node, list) else node[p]
    last = parts[-1]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value


def get_pointer(doc, pointer):
    node = doc
    for p in pointer.lstrip("/").split("/"):
        node = node[int(p)] if isinstance(node, list) else node[p]
    return node


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tessera", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--games", default="", help="the games, ';'-separated (CMake's TESSERA_GAMES)")
    args = ap.parse_args()
    root = args.root
    # A game without a base above (a new game, the template game): its first shipped level.
    for g in GAMES:
        first = sorted(glob.glob(os.path.join(root, "levels", g, "*.json")))
        if g not in BASES and first:
            with open(first[0], encoding="utf-8") as f:
                BASES[g] = {k: v for k, v in json.load(f).items() if k != "$schema"}
    validators = {g: schema_for(root, g) for g in GAMES}
    failures = []
    for g in GAMES:
        if validators[g].schema.get("$id") != SCHEMA_ID % g:
            failures.append('docs/schema/%s.schema.json: "$id" should be "%s"' % (g, SCHEMA_ID % g))

    def schema_errors(game, doc):
        v = validators.get(game)
        if v is None:
            return ["no schema for game %r" % game]
        return ["/" + "/".join(map(str, e.absolute_path)) + ": " + e.message for e in v.iter_errors(doc)]

    # 1. Shipped levels.
    shipped = 0
    for game in GAMES:
        for path in sorted(glob.glob(os.path.join(root, "levels", game, "*.json"))):
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            shipped += 1
            for e in schema_errors(game, doc):
                failures.append("%s: %s" % (path, e))
            want = "../../docs/schema/%s.schema.json" % game
            if doc.get("$schema") != want:
                failures.append('%s: "$schema" should be "%s"' % (path, want))
    print("shipped levels checked against their schema: %d" % shipped)

    # 2. Examples in the docs.
    examples = 0
    for md in [os.path.join(root, "docs", "levels.md")] + sorted(glob.glob(os.path.join(root, "docs", "games", "*.md"))):
        with open(md, encoding="utf-8") as f:
            text = f.read()
        for m in re.finditer(r"```json\n(.*?)```", text, re.S):
            line = text.count("\n", 0, m.start()) + 1
            try:
                doc = json.loads(m.group(1))
            except json.JSONDecodeError as e:
                failures.append("%s:%d: example is not JSON: %s" % (md, line, e))
                continue
            game = doc.get("game") if isinstance(doc, dict) else None
            # A game this build leaves out: its schema is not loaded, its example not checked here.
            if isinstance(game, str) and game not in GAMES and \
                    os.path.exists(os.path.join(root, "docs", "schema", "%s.schema.json" % game)):
                continue
            examples += 1
            for e in schema_errors(game, doc):
                failures.append("%s:%d: example: %s" % (md, line, e))
    print("examples in the docs checked: %d" % examples)
    if examples < len(GAMES):
        failures.append("expected the docs to have at least one example per game, found %d" % examples)

    # 3. Boundary values, and 4. hostile files: one loader run over all of them.
    os.makedirs(args.work, exist_ok=True)
    for old in glob.glob(os.path.join(args.work, "*.json")):
        os.remove(old)
    cases = []  # (path, game, pointer or None, description)
    for base_name, game in ((b, b.split("-")[0]) for b in BASES):
        if game not in GAMES:
            continue
        errs = schema_errors(game, BASES[base_name])
        if errs:
            failures.append("base %s is not schema-valid: %s" % (base_name, errs))
    n = 0
    for base_name, pointer, kind, lo, hi in BOUNDS:
        game = base_name.split("-")[0]
        if game not in GAMES:
            continue
        values = [lo - 1, lo, hi, hi + 1]
        for v in values:
            if v < 0 and kind != "int":
                continue
            doc = copy.deepcopy(BASES[base_name])
            if kind == "int":
                value = v
            elif kind == "str":
                value = "é" * v  # characters, not bytes, are counted
            else:
                first = copy.deepcopy(get_pointer(doc, pointer)[0]) if get_pointer(doc, pointer) else [0, 0]
                value = [copy.deepcopy(first) for _ in range(v)]
            try:
                set_pointer(doc, pointer, value)
            except (KeyError, IndexError) as e:
                failures.append("cannot set %s in %s: %s" % (pointer, base_name, e))
                continue
            n += 1
            path = os.path.join(args.work, "bound-%03d-%s.json" % (n, game))
            with open(path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False)
            cases.append((path, game, pointer, "%s %s = %s (limits %s..%s)" % (base_name, pointer,
                          v if kind == "int" else "%d %s" % (v, "characters" if kind == "str" else "items"), lo, hi),
                          lo <= v <= hi))
    hostile = sorted(glob.glob(os.path.join(root, "tests", "schema", "hostile", "*.json")))
    for path in hostile:
        cases.append((path, os.path.basename(path).split("-")[0], None, "hostile " + os.path.basename(path), False))
    if len(hostile) < 10:
        failures.append("expected at least 10 hostile files, found %d" % len(hostile))

    run = subprocess.run([args.tessera, "levels", "validate", "--json"] + [c[0] for c in cases],
                         capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit("tessera levels validate --json did not print JSON:\n" + run.stdout + run.stderr)
    by_path = {f["path"]: f for f in report["files"]}
    bounds_checked = 0
    for path, game, pointer, what, in_range in cases:
        entry = by_path.get(path)
        if entry is None:
            failures.append("%s: not in the loader's report" % what)
            continue
        if entry.get("skipped"):  # a game this build leaves out: a build that has it checks this
            continue
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            schema_ok = not schema_errors(game, doc)
        except (json.JSONDecodeError, UnicodeDecodeError):
            schema_ok = False  # not JSON at all: no editor accepts it
        if pointer is None:  # hostile: both reject
            if schema_ok:
                failures.append("%s: the schema accepts it" % what)
            if entry["valid"]:
                failures.append("%s: the loader accepts it" % what)
            continue
        bounds_checked += 1
        # The loader's limit checks say "expected ..." (type, range, size) or "string too long";
        # its other checks at the same place (a solution that does not play out, faces that do
        # not fill the layout) go beyond what a schema can say.
        loader_ok = not any(e.get("pointer") == pointer and LIMIT_MESSAGE.match(e["message"])
                            for e in entry["errors"])
        if schema_ok != in_range:
            failures.append("%s: the schema %s it" % (what, "accepts" if schema_ok else "rejects"))
        if loader_ok != in_range:
            failures.append("%s: the loader %s it (%s)" % (what, "accepts" if loader_ok else "rejects",
                                                          "; ".join(e["text"] for e in entry["errors"]) or "valid"))
    print("boundary values checked on both: %d; hostile files: %d" % (bounds_checked, len(hostile)))

    # 5. Schemas that travel.
    check_written_schemas(args, schema_errors, failures)

    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
