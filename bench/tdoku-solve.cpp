// A stdin/stdout front end for tdoku (github.com/t-dillon/tdoku), so bench/compare-qqwing.sh can
// time it like qqwing and tessera: one puzzle per line (81 characters, '.' or '0' for a blank),
// read in 64 KiB blocks as tessera reads them.
//   tdoku-solve first   print each puzzle's first solution found (tdoku's limit 1)
//   tdoku-solve count   print 0, 1 or 2 (= more) solutions (limit 2: the uniqueness proof)
// tdoku itself is not part of tessera: build its static library from its own source and give
// it to the script (`bench/compare-qqwing.sh --tdoku DIR/libtdoku.a`), which links this file to it.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

extern "C" std::size_t TdokuSolverDpllTriadSimd(const char* puzzle, std::size_t limit,
                                                std::uint32_t configuration, char* solution,
                                                std::size_t* num_guesses);

namespace {

// Solves one line; false when it is not 81 puzzle characters.
bool solve_line(const char* text, std::size_t n, bool first, std::string& out) {
    if (n > 0 && text[n - 1] == '\r') --n;
    if (n < 81) return false;
    char puzzle[96]; // tdoku reads 16 bytes at a time and takes input[81] < '.' to mean "not pencilmark"
    std::memset(puzzle, 0, sizeof puzzle);
    for (int i = 0; i < 81; ++i) {
        const char c = text[i];
        if (c == '.' || c == '0') {
            puzzle[i] = '.';
        } else if (c >= '1' && c <= '9') {
            puzzle[i] = c;
        } else {
            return false;
        }
    }
    char solution[81];
    std::size_t guesses = 0;
    const std::size_t count = TdokuSolverDpllTriadSimd(puzzle, first ? 1 : 2, 0, solution, &guesses);
    if (!first) {
        out += static_cast<char>('0' + count);
    } else if (count == 0) {
        out += "unsolvable";
    } else {
        out.append(solution, 81);
    }
    out += '\n';
    return true;
}

} // namespace

int main(int argc, char** argv) {
    const bool first = argc == 2 && std::strcmp(argv[1], "first") == 0;
    if (argc != 2 || (!first && std::strcmp(argv[1], "count") != 0)) {
        std::fprintf(stderr, "usage: %s first|count < puzzles\n", argv[0]);
        return 2;
    }
    constexpr std::size_t kBlock = 1 << 16;
    std::string buffer(2 * kBlock, '\0'), out;
    std::size_t kept = 0, line_number = 0;
    int status = 0;
    auto line = [&](const char* text, std::size_t n) {
        ++line_number;
        if (n == 0 || text[0] == '#') return;
        if (!solve_line(text, n, first, out)) {
            std::fprintf(stderr, "tdoku-solve: stdin:%zu: expected 81 characters of 1-9, '.' or '0'\n",
                         line_number);
            status = 1;
        }
        if (out.size() > kBlock) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    };
    for (;;) {
        if (buffer.size() - kept < kBlock) buffer.resize(kept + 2 * kBlock);
        const std::size_t got = std::fread(buffer.data() + kept, 1, kBlock, stdin);
        const std::size_t size = kept + got;
        std::size_t pos = 0;
        for (const char* end;
             (end = static_cast<const char*>(std::memchr(buffer.data() + pos, '\n', size - pos)));) {
            const auto at = static_cast<std::size_t>(end - buffer.data());
            line(buffer.data() + pos, at - pos);
            pos = at + 1;
        }
        kept = size - pos;
        if (got == 0) break;
        std::memmove(buffer.data(), buffer.data() + pos, kept);
    }
    if (kept > 0) line(buffer.data(), kept);
    std::fwrite(out.data(), 1, out.size(), stdout);
    return status;
}
