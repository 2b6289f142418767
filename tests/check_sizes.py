#!/usr/bin/env python3
"""No file over 600 lines and no function over 120 (issue 33, "one name per idea"): a long file
holds more than one idea, a long function more than one step. Code is clang-formatted, so a
function defined at namespace scope opens on a line that starts in column 0 and ends with "{", and
closes on a line that is exactly "}"; its length counts both. Exits 1 naming file:line of each.

  check_sizes.py ROOT
"""
import os
import re
import subprocess
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 120
NOT_A_FUNCTION = re.compile(r"^(namespace|struct|class|enum|union|extern|template\s*<[^>]*>\s*(struct|class))\b|=\s*\{$|^#")


def main() -> int:
    root = sys.argv[1]
    listed = subprocess.run(["git", "-C", root, "ls-files", "*.cpp", "*.hpp", "*.inc"], capture_output=True,
                            text=True)
    if listed.returncode == 0:
        files = listed.stdout.split()
    else:  # a source tree that is not a git checkout (a release tarball, a chroot's copy)
        files = sorted(os.path.relpath(os.path.join(d, f), root)
                       for top in ("src", "include", "tests", "tools")
                       for d, _, names in os.walk(os.path.join(root, top))
                       for f in names if f.endswith((".cpp", ".hpp", ".inc")))
    bad = []
    for rel in files:
        if rel.startswith("tests/support/catch3/"):
            continue
        with open(f"{root}/{rel}", encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) > MAX_FILE_LINES:
            bad.append(f"{rel}:1: {len(lines)} lines (at most {MAX_FILE_LINES}): split it by idea")
        start = None
        for n, line in enumerate(lines, 1):
            if start is None:
                if line[:1] in ("", " ", "\t", "}", "/", "*") or "(" not in line or NOT_A_FUNCTION.search(line):
                    continue
                # The signature may go on over a few indented lines before its "{".
                for k in range(n - 1, min(n + 5, len(lines))):
                    text = lines[k]
                    if text.endswith(";") or (k > n - 1 and text[:1] not in (" ", "\t")):
                        break
                    if text.endswith("{"):
                        start = n
                        break
            elif line == "}" or line.startswith("};"):
                length = n - start + 1
                if length > MAX_FUNCTION_LINES:
                    bad.append(f"{rel}:{start}: a function of {length} lines (at most {MAX_FUNCTION_LINES}): "
                               f"{lines[start - 1].strip()[:80]}")
                start = None
    for b in bad:
        print(b)
    print(f"sizes: {len(files)} files checked, {len(bad)} over the limits")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
