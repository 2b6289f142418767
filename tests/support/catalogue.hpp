#pragma once
// The message catalogues as the tests read them: po/tessera.pot's English and each po/<lang>.po's
// translations, as sets of words, for "no English word is drawn in Spanish or Chinese".
#include <algorithm>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace tessera::testing {

// The strings of a .po/.pot file: msgid and msgid_plural (`ids`) and msgstr[n] (`strs`),
// continuation lines joined, escapes \" \\ \n undone.
struct PoStrings {
    std::vector<std::string> ids, strs;
};

inline std::string po_unquote(const std::string& line) {
    const auto a = line.find('"'), b = line.rfind('"');
    std::string out;
    if (a == std::string::npos || b <= a) return out;
    for (std::size_t i = a + 1; i < b; ++i) {
        if (line[i] == '\\' && i + 1 < b) {
            ++i;
            out += line[i] == 'n' ? '\n' : line[i];
        } else {
            out += line[i];
        }
    }
    return out;
}

inline PoStrings read_po(const std::string& path) {
    PoStrings out;
    std::ifstream in(path);
    std::string line;
    std::vector<std::string>* into = nullptr;
    while (std::getline(in, line)) {
        if (line.rfind("msgid", 0) == 0) {
            into = &out.ids;
            into->push_back(po_unquote(line));
        } else if (line.rfind("msgstr", 0) == 0) {
            into = &out.strs;
            into->push_back(po_unquote(line));
        } else if (!line.empty() && line[0] == '"' && into && !into->empty()) {
            into->back() += po_unquote(line);
        } else {
            into = nullptr;
        }
    }
    return out;
}

// Words of two or more ASCII letters (an apostrophe or hyphen inside one is part of it),
// lower-cased: "Time's up!" -> {"time's", "up"}.
inline std::vector<std::string> latin_words(const std::string& s) {
    std::vector<std::string> out;
    std::string w;
    auto flush = [&] {
        while (!w.empty() && (w.back() == '\'' || w.back() == '-')) w.pop_back();
        if (w.size() >= 2 && w != "\x7f") out.push_back(w);
        w.clear();
    };
    for (std::size_t i = 0; i <= s.size(); ++i) {
        const char c = i < s.size() ? s[i] : ' ';
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (letter)
            w += static_cast<char>(c | 0x20);
        else if ((c == '\'' || c == '-') && !w.empty())
            w += c;
        else if (static_cast<unsigned char>(c) >= 0x80 && (w.empty() || w[0] != '\x7f'))
            w.insert(0, 1, '\x7f'); // a word with a non-ASCII letter (café, único) is not English
        else
            flush();
    }
    out.erase(std::remove_if(out.begin(), out.end(), [](const std::string& x) { return x[0] == '\x7f'; }),
              out.end());
    return out;
}

inline std::set<std::string> words_of(const std::vector<std::string>& texts) {
    std::set<std::string> out;
    for (const auto& t : texts)
        for (auto& w : latin_words(t)) out.insert(w);
    return out;
}

} // namespace tessera::testing
