#include "tessera/levels/common/saves.hpp"

#include <cmath>
#include <cstdio>

namespace tessera::levels {

namespace {

constexpr std::size_t kQuotedBytes = 40;

bool utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u; }

} // namespace

std::string check_save_shape(const nlohmann::json& save) {
    if (!save.is_object()) return "save is not a JSON object (it is " + describe(save) + ")";
    const auto id = save.find("id");
    if (id == save.end()) return "save has no \"id\"";
    if (!id->is_string()) return "save \"id\" is " + describe(*id) + ", not a string";
    const auto moves = save.find("moves");
    if (moves == save.end()) return "save has no \"moves\" list";
    if (!moves->is_array()) return "save \"moves\" is " + describe(*moves) + ", not a list";
    return {};
}

std::string save_id_mismatch(std::string_view id) {
    return "save is for " + quote_save_text(id) + ", not this level";
}

std::string quote_save_text(std::string_view text) {
    bool cut = false;
    if (text.size() > kQuotedBytes) {
        std::size_t n = kQuotedBytes;
        while (n > 0 && utf8_continuation(text[n])) --n;
        text = text.substr(0, n);
        cut = true;
    }
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20 || u == 0x7F) {
            char esc[8];
            std::snprintf(esc, sizeof esc, "\\u%04x", u);
            out += esc;
        } else {
            out += c;
        }
    }
    if (cut) out += "...";
    out += '"';
    return out;
}

std::string save_move_label(std::size_t index, std::string_view text) {
    return "save move " + std::to_string(index + 1) + " (" + quote_save_text(text) + ")";
}

double save_elapsed(const nlohmann::json& save) {
    if (!save.is_object()) return 0;
    const auto it = save.find("elapsed");
    if (it == save.end() || !it->is_number()) return 0;
    const double s = it->get<double>();
    return std::isfinite(s) && s > 0 ? s : 0;
}

} // namespace tessera::levels
