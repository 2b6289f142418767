// libFuzzer target: the output writers. Any bytes become (1) a JSON value whose strings and keys
// hold any bytes, written by json_text, which must give JSON that a strict parser reads, equal
// to the value wherever the value was UTF-8; (2) the title, picture and draft note of a One Stroke
// level written by onestroke_level_json, which must parse; (3) a file written by the atomic writer
// (in /dev/shm when there is one: fsync costs nothing there), which must read back byte for byte
// and leave no temp file.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "tessera/levels/common/atomic_file.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/json_text.hpp"
#include "tessera/levels/common/text_encoding.hpp"
#include "tessera/levels/onestroke/level.hpp"

namespace {

using namespace tessera::levels;

struct Bytes {
    const std::uint8_t* data;
    std::size_t size, at = 0;
    std::uint8_t next() { return at < size ? data[at++] : 0; }
    std::string text() {
        const std::size_t n = std::min<std::size_t>(next() % 24, size - std::min(size, at));
        std::string s(reinterpret_cast<const char*>(data + at), n);
        at += n;
        return s;
    }
};

// A value of any shape; `utf8` is cleared when a string or key is not UTF-8.
nlohmann::json value(Bytes& b, int depth, bool& utf8) {
    auto checked = [&](std::string s) {
        if (find_encoding_problem(s)) utf8 = false;
        return s;
    };
    switch (depth > 6 ? b.next() % 4 : b.next() % 6) {
    case 0:
        return nullptr;
    case 1:
        return b.next() % 2 == 0;
    case 2:
        return static_cast<std::int64_t>(b.next()) * 7919 - 1000000;
    case 3:
        return checked(b.text());
    case 4: {
        nlohmann::json a = nlohmann::json::array();
        for (int n = b.next() % 5; n > 0; --n) a.push_back(value(b, depth + 1, utf8));
        return a;
    }
    default: {
        nlohmann::json o = nlohmann::json::object();
        for (int n = b.next() % 5; n > 0; --n) o[checked(b.text())] = value(b, depth + 1, utf8);
        return o;
    }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes b{data, size};
    bool utf8 = true;
    const nlohmann::json v = value(b, 0, utf8);
    for (const int indent : {-1, 2}) {
        const std::string text = json_text(v, indent);
        if (find_encoding_problem(text)) std::abort();
        const nlohmann::json back = nlohmann::json::parse(text); // throws (a finding) when not JSON
        if (utf8 && back != v) std::abort();
    }

    OnestrokeLevel level;
    level.title = b.text();
    level.picture = b.text();
    level.draft = b.text();
    if (!nlohmann::json::accept(onestroke_level_json(level))) std::abort();

    static const std::string dir = [] {
        const std::string base = std::filesystem::exists("/dev/shm") ? "/dev/shm" : "/tmp";
        const std::string d = base + "/tessera-fuzz-writers-" + std::to_string(::getpid());
        std::filesystem::create_directories(d);
        return d;
    }();
    const std::string file = dir + "/out.bin";
    const std::string content(reinterpret_cast<const char*>(data), size);
    if (!write_file_atomically(file, content).empty()) std::abort();
    const FileRead read = read_regular_file(file, size + 1);
    if (!read.text || *read.text != content) std::abort();
    if (std::filesystem::exists(file + ".tmp-" + std::to_string(::getpid()))) std::abort();
    return 0;
}
