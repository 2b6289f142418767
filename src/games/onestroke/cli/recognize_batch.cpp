#include "recognize_batch.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include <fcntl.h>
#include <unistd.h>

#include "image_io.hpp"

namespace tessera::cli::onestroke_batch {

namespace fs = std::filesystem;
namespace os = tessera::onestroke;

namespace {

bool is_picture_name(const fs::path& p) {
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg";
}

// Writes through a temporary file in the same folder, flushed to disk, then renamed over the
// target: a failure leaves any earlier file as it was. "" or the reason.
std::string write_file(const fs::path& path, const std::string& text) {
    const fs::path tmp = path.string() + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return std::strerror(errno);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const std::string why = std::strerror(n < 0 ? errno : ENOSPC);
            ::close(fd);
            ::unlink(tmp.c_str());
            return why;
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(tmp.c_str());
        return why;
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(tmp.c_str());
        return why;
    }
    return {};
}

struct Outcome {
    enum Kind { Recognised, Draft, Refused } kind = Refused;
    std::string name;   // the picture, as given or found in its folder
    std::string detail; // the level written, or why not
};

// The pictures the inputs name, ordered by file name (then by path); what cannot be used is an
// outcome already.
std::vector<std::string> collect(const std::vector<std::string>& inputs, std::vector<Outcome>& bad) {
    std::vector<fs::path> found;
    for (const std::string& in : inputs) {
        std::error_code ec;
        if (fs::is_directory(in, ec)) {
            fs::directory_iterator it(in, ec), end;
            if (ec) {
                bad.push_back({Outcome::Refused, in, "cannot read the folder: " + ec.message()});
                continue;
            }
            for (; it != end; it.increment(ec)) {
                if (ec) break;
                std::error_code e2;
                if (it->is_regular_file(e2) && is_picture_name(it->path())) found.push_back(it->path());
            }
            if (ec) bad.push_back({Outcome::Refused, in, "cannot read the folder: " + ec.message()});
        } else if (fs::exists(in, ec)) {
            found.push_back(in);
        } else {
            bad.push_back({Outcome::Refused, in, "no such file or folder"});
        }
    }
    std::sort(found.begin(), found.end(), [](const fs::path& a, const fs::path& b) {
        return std::pair(a.filename().string(), a.string()) < std::pair(b.filename().string(), b.string());
    });
    found.erase(std::unique(found.begin(), found.end()), found.end());
    std::vector<std::string> out;
    for (const fs::path& p : found) out.push_back(p.string());
    return out;
}

Outcome recognise_one(const std::string& path, const fs::path& target, const BatchOptions& o,
                      const std::optional<std::string>& group) {
    Outcome result{Outcome::Refused, path, ""};
    std::string error;
    auto img = onestroke_io::load_image(path, error);
    if (!img) {
        // load_image names the file first; the line already does.
        result.detail = error.rfind(path + ": ", 0) == 0 ? error.substr(path.size() + 2) : error;
        return result;
    }
    if (std::string e = os::region_error(img->width, img->height, o.recognize.region); !e.empty()) {
        result.detail = e;
        return result;
    }
    const os::Recognition rec = os::recognize(*img, o.recognize);
    const bool as_draft = !rec.ok && o.draft && rec.has_figure();
    if (!rec.ok && !as_draft) {
        result.detail = rec.error;
        return result;
    }
    levels::OnestrokeLevel level = level_of(rec, fs::path(path).filename().string(), std::nullopt, as_draft);
    if (group) level.group = cut_utf8(*group, 60);
    if (std::string why = write_file(target, levels::onestroke_level_json(level)); !why.empty()) {
        result.detail = "cannot write " + target.string() + ": " + why;
        return result;
    }
    result.kind = as_draft ? Outcome::Draft : Outcome::Recognised;
    result.detail = target.string() + " (" + std::to_string(rec.vertices.size()) + " dots, " +
                    std::to_string(rec.edges.size()) + " segments)" +
                    (as_draft ? ": " + rec.error : std::string());
    return result;
}

} // namespace

std::string cut_utf8(const std::string& text, std::size_t most) {
    std::size_t points = 0, at = 0;
    while (at < text.size()) {
        const auto c = static_cast<unsigned char>(text[at]);
        const std::size_t len = c < 0x80 ? 1 : c >> 5 == 6 ? 2 : c >> 4 == 14 ? 3 : c >> 3 == 30 ? 4 : 1;
        if (points == most) return text.substr(0, at);
        at += std::min(len, text.size() - at);
        ++points;
    }
    return text;
}

std::string one_line(const std::string& name) {
    std::string out;
    for (const char ch : name) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\\')
            out += "\\\\";
        else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out += ch;
        }
    }
    return out;
}

levels::OnestrokeLevel level_of(const os::Recognition& rec, const std::string& picture,
                                const std::optional<std::string>& title, bool draft) {
    levels::OnestrokeLevel level;
    const std::string stem = fs::path(picture).stem().string();
    level.title = cut_utf8(title.value_or(stem.empty() ? picture : stem), 60);
    level.picture = cut_utf8(picture, 200);
    level.params = rec.params;
    if (draft) {
        // Every problem, so the designer knows what to fix; the level format keeps 2000 characters.
        for (const os::Problem& p : rec.problems) level.draft += (level.draft.empty() ? "" : "; ") + p.what;
        if (level.draft.size() > 2000) level.draft = cut_utf8(level.draft, 1996) + " ...";
    }
    return level;
}

int recognize_batch(const BatchOptions& o, std::ostream& out, std::ostream& err) {
    std::vector<Outcome> outcomes;
    const std::vector<std::string> pictures = collect(o.inputs, outcomes);
    std::error_code ec;
    fs::create_directories(o.out_dir, ec);
    if (ec || !fs::is_directory(o.out_dir)) {
        err << one_line(o.out_dir)
            << ": cannot make the output folder: " << (ec ? ec.message() : "it is not a folder") << "\n";
        return 1;
    }
    std::optional<std::string> group = o.group;
    if (!group) {
        std::vector<std::string> folders;
        for (const std::string& in : o.inputs)
            if (fs::is_directory(in, ec)) folders.push_back(fs::weakly_canonical(in, ec).filename().string());
        if (folders.size() == 1 && !folders[0].empty()) group = folders[0];
    }
    std::map<std::string, std::string> taken; // level file -> the picture it came from
    for (const std::string& path : pictures) {
        const fs::path target = fs::path(o.out_dir) / (fs::path(path).stem().string() + ".json");
        if (auto it = taken.find(target.string()); it != taken.end()) {
            outcomes.push_back(
                {Outcome::Refused, path,
                 "its level would be " + target.string() + ", already written from " + it->second});
            continue;
        }
        taken[target.string()] = path;
        outcomes.push_back(recognise_one(path, target, o, group));
        const Outcome& r = outcomes.back();
        static constexpr const char* kWord[] = {"recognised", "draft", "refused"};
        out << one_line(r.name) << ": " << kWord[r.kind] << (r.kind == Outcome::Refused ? ": " : " -> ")
            << one_line(r.detail) << "\n";
    }
    int counts[3] = {0, 0, 0};
    for (const Outcome& r : outcomes) ++counts[r.kind];
    out << outcomes.size() << " picture(s): " << counts[Outcome::Recognised] << " recognised, "
        << counts[Outcome::Draft] << " draft(s), " << counts[Outcome::Refused] << " refused";
    if (group && counts[Outcome::Recognised] + counts[Outcome::Draft] > 0)
        out << "; levels in group \"" << one_line(*group) << "\"";
    out << "\n";
    for (const Outcome& r : outcomes)
        if (r.kind == Outcome::Refused)
            err << one_line(r.name) << ": refused: " << one_line(r.detail) << "\n";
    return counts[Outcome::Refused] + counts[Outcome::Draft] > 0 ? 1 : 0;
}

} // namespace tessera::cli::onestroke_batch
