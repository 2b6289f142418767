#include "tessera/levels/common/text_encoding.hpp"

#include <cstdio>

namespace tessera::levels {

namespace {

std::string hex(unsigned char b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", b);
    return buf;
}

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

// The byte order marks of the encodings a text editor may save in instead of UTF-8, longest
// first (UTF-32 LE starts with UTF-16 LE's mark).
struct Mark {
    std::string_view bytes, name, shown;
};
constexpr Mark kMarks[] = {
    {{"\xFF\xFE\x00\x00", 4}, "UTF-32 little-endian", "FF FE 00 00"},
    {{"\x00\x00\xFE\xFF", 4}, "UTF-32 big-endian", "00 00 FE FF"},
    {"\xFF\xFE", "UTF-16 little-endian", "FF FE"},
    {"\xFE\xFF", "UTF-16 big-endian", "FE FF"},
};

// How many continuation bytes follow lead byte `b`, and the range the first of them must lie in
// (Unicode table 3-7); 0 continuation bytes for a byte that cannot start a character.
struct Lead {
    int continuation = 0;
    unsigned char low = 0x80, high = 0xBF;
};

Lead lead(unsigned char b) {
    if (b >= 0xC2 && b <= 0xDF) return {1};
    if (b == 0xE0) return {2, 0xA0, 0xBF};
    if (b == 0xED) return {2, 0x80, 0x9F};
    if (b >= 0xE1 && b <= 0xEF) return {2};
    if (b == 0xF0) return {3, 0x90, 0xBF};
    if (b == 0xF4) return {3, 0x80, 0x8F};
    if (b >= 0xF1 && b <= 0xF3) return {3};
    return {};
}

} // namespace

std::optional<EncodingProblem> find_encoding_problem(std::string_view text) {
    for (const Mark& m : kMarks)
        if (starts_with(text, m.bytes))
            return EncodingProblem{0, "the file is " + std::string(m.name) + " (it starts with the bytes " +
                                          std::string(m.shown) + "); JSON files are UTF-8: save it as UTF-8"};
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char b = bytes[i];
        if (b == 0)
            return EncodingProblem{i,
                                   "a zero byte, which JSON text never holds (a file saved as UTF-16 has one "
                                   "in every character): save it as UTF-8"};
        if (b < 0x80) {
            ++i;
            continue;
        }
        const Lead l = lead(b);
        bool ok = l.continuation > 0 && i + static_cast<std::size_t>(l.continuation) < text.size();
        for (int k = 1; ok && k <= l.continuation; ++k) {
            const unsigned char c = bytes[i + static_cast<std::size_t>(k)];
            ok = k == 1 ? c >= l.low && c <= l.high : c >= 0x80 && c <= 0xBF;
        }
        if (!ok)
            return EncodingProblem{i, "not UTF-8: the byte " + hex(b) +
                                          " here is no part of a UTF-8 character (the file is in another "
                                          "encoding, or not text): save it as UTF-8"};
        i += 1 + static_cast<std::size_t>(l.continuation);
    }
    return std::nullopt;
}

} // namespace tessera::levels
