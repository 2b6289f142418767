# Solo game IDs ("3x3:" then the grid: a digit is a clue, a letter a run of blanks from a = 1 to
# z = 26, '_' separates adjacent clues) -> 81-character lines, '.' for a blank.
{
    s = $0
    sub(/^[^:]*:/, "", s)
    out = ""
    for (i = 1; i <= length(s); i++) {
        ch = substr(s, i, 1)
        if (ch ~ /[1-9]/) out = out ch
        else if (ch ~ /[a-z]/) for (k = index("abcdefghijklmnopqrstuvwxyz", ch); k > 0; k--) out = out "."
    }
    print out
}
