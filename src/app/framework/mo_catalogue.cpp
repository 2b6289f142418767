// The GNU .mo layout: a magic number (which also gives the byte order), a revision, the number
// of strings N, and the offsets of two tables of N (length, offset) pairs, the originals and the
// translations. A plural entry's original is "one\0many" and its translation the forms joined by
// '\0'. The entry for "" is the header, which holds Plural-Forms.
#include "tessera/app/framework/mo_catalogue.hpp"

#include <cstdint>
#include <fstream>
#include <iterator>

namespace tessera::app {

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::uint32_t kMagicSwapped = 0xde120495;

class Reader {
  public:
    Reader(std::string_view bytes, bool swapped) : b_(bytes), swapped_(swapped) {}
    std::optional<std::uint32_t> word(std::uint64_t at) const {
        if (at + 4 > b_.size()) return std::nullopt;
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) {
            const auto byte = static_cast<std::uint32_t>(static_cast<unsigned char>(b_[at + i]));
            v |= swapped_ ? byte << (8 * (3 - i)) : byte << (8 * i);
        }
        return v;
    }
    // Entry i of the table at `table`: its text, or nullopt when it points outside the file.
    std::optional<std::string_view> entry(std::uint32_t table, std::uint32_t i) const {
        const std::uint64_t at = std::uint64_t{table} + std::uint64_t{i} * 8;
        const auto length = word(at), offset = word(at + 4);
        if (!length || !offset || std::uint64_t{*offset} + *length > b_.size()) return std::nullopt;
        return b_.substr(*offset, *length);
    }

  private:
    std::string_view b_;
    bool swapped_;
};

std::vector<std::string> split_nul(std::string_view s) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nul = s.find('\0', start);
        parts.emplace_back(s.substr(start, nul == std::string_view::npos ? nul : nul - start));
        if (nul == std::string_view::npos) return parts;
        start = nul + 1;
    }
}

// The value of one "Name: value" line of the header.
std::string_view header_line(std::string_view header, std::string_view name) {
    std::size_t at = 0;
    while (at < header.size()) {
        const std::size_t end = header.find('\n', at);
        const std::string_view line =
            header.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        if (line.substr(0, name.size()) == name) return line.substr(name.size());
        if (end == std::string_view::npos) break;
        at = end + 1;
    }
    return {};
}

} // namespace

std::optional<MoCatalogue> MoCatalogue::parse(std::string_view bytes, std::string* error) {
    auto fail = [&](const char* why) -> std::optional<MoCatalogue> {
        if (error) *error = why;
        return std::nullopt;
    };
    const auto magic = Reader(bytes, false).word(0);
    if (!magic || (*magic != kMagic && *magic != kMagicSwapped))
        return fail("not a gettext catalogue (.mo): its first bytes are not the .mo magic number");
    const Reader r(bytes, *magic == kMagicSwapped);
    const auto count = r.word(8), originals = r.word(12), translations = r.word(16);
    if (!count || !originals || !translations) return fail("the .mo file ends inside its header");
    MoCatalogue cat;
    for (std::uint32_t i = 0; i < *count; ++i) {
        const auto original = r.entry(*originals, i);
        const auto translation = r.entry(*translations, i);
        if (!original || !translation) return fail("the .mo file is cut short: an entry points past its end");
        if (original->empty()) {
            if (auto rule = PluralForms::parse(header_line(*translation, "Plural-Forms:")))
                cat.plural_ = std::move(*rule);
            continue;
        }
        const std::size_t nul = original->find('\0');
        std::string key(original->substr(0, nul)); // a plural entry is found by its singular
        cat.entries_[std::move(key)] = split_nul(*translation);
    }
    return cat;
}

std::optional<MoCatalogue> MoCatalogue::load(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = "cannot open " + path;
        return std::nullopt;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string why;
    auto cat = parse(bytes, &why);
    if (!cat && error) *error = path + ": " + why;
    return cat;
}

const std::string* MoCatalogue::find(std::string_view msgid) const {
    const auto it = entries_.find(std::string(msgid));
    if (it == entries_.end() || it->second.empty() || it->second.front().empty()) return nullptr;
    return &it->second.front();
}

const std::string* MoCatalogue::find_plural(std::string_view one, unsigned long n) const {
    const auto it = entries_.find(std::string(one));
    if (it == entries_.end()) return nullptr;
    const unsigned long i = plural_.index(n);
    if (i >= it->second.size() || it->second[i].empty()) return nullptr;
    return &it->second[i];
}

} // namespace tessera::app
