// libFuzzer target: a good profile with byte-level damage (issue 36, item 5). The first byte picks
// the damage, the rest says where and what:
//   0: the rest is the whole file (any bytes);
//   1: the sample profile cut at the offset the next two bytes give;
//   2: the sample with (offset, xor) pairs applied, two bytes of offset and one of xor each;
//   3: the sample with the rest inserted at the offset the next two bytes give.
// Whatever the damage, what the store recovers from before it (readable_profile_prefix) is "" or
// a JSON document, and when it is an object the reader reads it. For a cut, each level record,
// save and total recovered is the sample's own, whole. The rest as a level key (mode 0) must read
// back as itself after a write (the %XX escaping of bytes that are not UTF-8).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "profile_internal.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

namespace {

using namespace tessera::levels;

const Profile& sample() {
    static const Profile p = [] {
        Profile s;
        s.settings.music_volume = 35;
        s.settings.language = "es";
        for (int i = 0; i < 12; ++i) {
            const std::string key = "sudoku/my/caf\xE9-" + std::to_string(i);
            s.record_play(key);
            s.record_result(key, i % 3 != 0, 1000 + i, 60000 + 1000 * i, i % 4, 1'700'000'000 + i);
        }
        s.saves["match3/02"] = {{"id", "match3:l02#5"}, {"moves", {"1,2-2,2", "3,3-3,4"}}};
        s.totals["popstar/score"] = 12345;
        return s;
    }();
    return p;
}

std::size_t offset_at(const std::uint8_t* d, std::size_t size, std::size_t at, std::size_t modulo) {
    if (at + 1 >= size || modulo == 0) return 0;
    return (std::size_t{d[at]} << 8 | d[at + 1]) % modulo;
}

void check_prefix(const std::string& damaged, bool only_cut) {
    const std::string prefix = readable_profile_prefix(damaged);
    if (prefix.empty()) return;
    try {
        Document::parse(prefix, "profile.json"); // always JSON
    } catch (const LevelError&) {
        std::abort();
    }
    ProfileRead read;
    try {
        read = read_profile(prefix, "profile.json");
    } catch (const LevelError&) {
        return; // not an object (the damage came first)
    }
    if (!only_cut) return;
    const Profile& s = sample();
    for (const auto& [k, r] : read.profile.levels)
        if (!s.levels.count(k) || !(s.levels.at(k) == r)) std::abort();
    for (const auto& [k, v] : read.profile.saves)
        if (!s.saves.count(k) || !(s.saves.at(k) == v)) std::abort();
    for (const auto& [k, v] : read.profile.totals)
        if (!s.totals.count(k) || s.totals.at(k) != v) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    static const std::string text = profile_to_text(sample());
    const std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 4) {
    case 0: {
        check_prefix(rest, false);
        Profile p;
        p.record_play(rest);
        if (!profile_limit_problem(p, profile_to_text(p)).empty()) return 0;
        if (!(profile_from_text(profile_to_text(p), "profile.json") == p)) std::abort();
        return 0;
    }
    case 1:
        check_prefix(text.substr(0, offset_at(data, size, 1, text.size() + 1)), true);
        return 0;
    case 2: {
        std::string damaged = text;
        for (std::size_t at = 1; at + 2 < size; at += 3)
            damaged[offset_at(data, size, at, damaged.size())] ^= static_cast<char>(data[at + 2]);
        check_prefix(damaged, false);
        return 0;
    }
    default: {
        std::string damaged = text;
        damaged.insert(offset_at(data, size, 1, text.size() + 1), rest.size() > 2 ? rest.substr(2) : "");
        check_prefix(damaged, false);
        return 0;
    }
    }
}
