// `tessera onestroke ...`: level checks, solving and hints for designers, pictures drawn from
// levels, and the One Stroke article's picture recogniser.
#include <fstream>
#include <istream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

#include "image_io.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/core/onestroke/recognize.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::cli {

namespace {

namespace os = tessera::onestroke;

constexpr const char* kUsage = R"(usage: tessera onestroke COMMAND ...
  check LEVEL...                 validate levels (schema, structure, one-stroke drawable)
  solve LEVEL                    print a one-stroke solution (vertex trail)
  hint LEVEL [--moves "0 3 4"]   replay moves (vertex indices), then print status and the hint
  generate [--seed N] [--columns C] [--rows R] [--segments S] [--title T] [-o level.json]
                                 a random drawable figure on a lattice
  draw LEVEL -o PICTURE [--width W] [--height H] [--noise A] [--seed N]
                                 draw the level as dots and lines (PNG, or JPEG for .jpg)
  recognize IMAGE [-o level.json] [--title T] [--max-side N]
                                 build a level from a PNG/JPEG picture of dots and lines
)";

struct Options {
    std::vector<std::string> positional;
    std::map<std::string, std::string> flags;
};

// Every flag takes a value; `known` lists the accepted ones.
std::optional<Options> parse_flags(const Args& args, std::size_t from,
                                   std::initializer_list<std::string_view> known, std::ostream& err) {
    Options o;
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 1 && a[0] == '-') {
            bool ok = false;
            for (auto k : known) ok = ok || a == k;
            if (!ok) {
                err << "tessera onestroke: unknown option " << a << "\n";
                return std::nullopt;
            }
            if (i + 1 >= args.size()) {
                err << "tessera onestroke: " << a << " needs a value\n";
                return std::nullopt;
            }
            o.flags[a] = args[++i];
        } else {
            o.positional.push_back(a);
        }
    }
    return o;
}

std::optional<long long> int_flag(const Options& o, const std::string& name, long long fallback, long long lo,
                                  long long hi, std::ostream& err) {
    auto it = o.flags.find(name);
    if (it == o.flags.end()) return fallback;
    try {
        std::size_t used = 0;
        const long long v = std::stoll(it->second, &used);
        if (used == it->second.size() && v >= lo && v <= hi) return v;
    } catch (const std::exception&) {
    }
    err << "tessera onestroke: " << name << " expects an integer " << lo << ".." << hi << ", got \""
        << it->second << "\"\n";
    return std::nullopt;
}

std::string flag(const Options& o, const std::string& name, const std::string& fallback = "") {
    auto it = o.flags.find(name);
    return it == o.flags.end() ? fallback : it->second;
}

bool write_text(const std::string& path, const std::string& text, std::ostream& err) {
    std::ofstream f(path, std::ios::binary);
    f << text;
    f.flush();
    if (!f) {
        err << path << ": cannot write\n";
        return false;
    }
    return true;
}

std::string point_text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

int cmd_check(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.empty()) {
        err << "usage: tessera onestroke check LEVEL...\n";
        return 2;
    }
    int failures = 0;
    for (const std::string& path : o.positional) {
        try {
            const levels::Document doc = levels::load_document(path);
            const std::string note = levels::validate_onestroke(doc);
            for (const std::string& w : doc.warnings()) err << w << "\n";
            out << path << ": ok: " << note << "\n";
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            ++failures;
        }
    }
    return failures ? 1 : 0;
}

// Loads a level as a figure; prints the error and returns nullptr when it cannot.
std::shared_ptr<const os::Figure> load_figure(const std::string& path, std::ostream& err) {
    try {
        const levels::Document doc = levels::load_document(path);
        return std::make_shared<const os::Figure>(levels::load_onestroke_figure(doc));
    } catch (const levels::LevelError& e) {
        err << e.what() << "\n";
        return nullptr;
    }
}

int cmd_solve(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.size() != 1) {
        err << "usage: tessera onestroke solve LEVEL\n";
        return 2;
    }
    auto fig = load_figure(o.positional[0], err);
    if (!fig) return 1;
    auto trail = os::solve(*fig);
    if (!trail) {
        err << o.positional[0] << ": " << os::check_figure(*fig).message << "\n";
        return 1;
    }
    for (std::size_t i = 0; i < trail->size(); ++i) out << (i ? " " : "") << (*trail)[i];
    out << "\n";
    for (std::size_t i = 0; i < trail->size(); ++i)
        out << (i ? " -> " : "") << point_text(fig->vertices[static_cast<std::size_t>((*trail)[i])]);
    out << "\n";
    return 0;
}

int cmd_hint(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.size() != 1) {
        err << "usage: tessera onestroke hint LEVEL [--moves \"0 3 4\"]\n";
        return 2;
    }
    auto fig = load_figure(o.positional[0], err);
    if (!fig) return 1;
    os::State state = os::start(fig);
    std::istringstream moves(flag(o, "--moves"));
    std::string word;
    int n = 0;
    while (moves >> word) {
        auto move = os::parse_move(word);
        std::optional<os::Outcome> next;
        if (move) next = os::apply(state, *move);
        if (!next) {
            err << "move " << n + 1 << " (\"" << word << "\") is illegal: " << os::status(state).reason
                << "\n";
            return 1;
        }
        state = std::move(next->state);
        ++n;
    }
    const os::Status st = os::status(state);
    static constexpr const char* kPhase[] = {"playing", "won", "stuck"};
    out << "status: " << kPhase[static_cast<int>(st.phase)] << " (" << st.drawn << "/" << st.total
        << " drawn): " << st.reason << "\n";
    const os::Hint h = os::hint(state);
    out << "hint: " << h.text << "\n";
    return 0;
}

int cmd_generate(const Options& o, std::ostream& out, std::ostream& err) {
    auto seed = int_flag(o, "--seed", 1, 0, std::numeric_limits<long long>::max(), err);
    auto cols = int_flag(o, "--columns", 4, 2, 12, err);
    auto rows = int_flag(o, "--rows", 4, 2, 12, err);
    auto segs = int_flag(o, "--segments", 12, 1, os::kMaxSegments, err);
    if (!seed || !cols || !rows || !segs || !o.positional.empty()) {
        if (!o.positional.empty()) err << "usage: tessera onestroke generate [--seed N] ...\n";
        return 2;
    }
    Rng rng(static_cast<std::uint64_t>(*seed));
    os::GenerateParams gp;
    gp.columns = static_cast<int>(*cols), gp.rows = static_cast<int>(*rows),
    gp.segments = static_cast<int>(*segs);
    levels::OnestrokeLevel level;
    level.title = flag(o, "--title", "Generated #" + std::to_string(*seed));
    level.params = os::generate(gp, rng);
    const std::string text = levels::onestroke_level_json(level);
    const std::string path = flag(o, "-o");
    if (path.empty()) {
        out << text;
        return 0;
    }
    return write_text(path, text, err) ? 0 : 1;
}

int cmd_draw(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string path = flag(o, "-o");
    auto width = int_flag(o, "--width", 750, 64, os::kMaxPictureSide, err);
    auto height = int_flag(o, "--height", 1334, 64, os::kMaxPictureSide, err);
    auto noise = int_flag(o, "--noise", 0, 0, 100, err);
    auto seed = int_flag(o, "--seed", 1, 0, std::numeric_limits<long long>::max(), err);
    if (o.positional.size() != 1 || path.empty() || !width || !height || !noise || !seed) {
        err << "usage: tessera onestroke draw LEVEL -o PICTURE [--width W] [--height H] [--noise A]\n";
        return 2;
    }
    if (!os::picture_size_ok(*width, *height)) {
        err << "--width " << *width << " --height " << *height << " is " << *width * *height
            << " pixels, at most " << os::kMaxPicturePixels << " are drawn\n";
        return 2;
    }
    auto fig = load_figure(o.positional[0], err);
    if (!fig) return 1;
    os::PictureStyle style;
    style.margin = static_cast<double>(std::min(*width, *height)) / 10 + style.dot_radius;
    os::Image img = os::draw_picture(*fig, static_cast<int>(*width), static_cast<int>(*height), style);
    Rng rng(static_cast<std::uint64_t>(*seed));
    os::add_noise(img, rng, static_cast<int>(*noise));
    std::string error;
    if (!onestroke_io::save_image(img, path, error)) {
        err << error << "\n";
        return 1;
    }
    out << "wrote " << path << " (" << *width << "x" << *height << ", " << fig->vertex_count() << " dots, "
        << fig->edge_count() << " segments)\n";
    return 0;
}

int cmd_recognize(const Options& o, std::ostream& out, std::ostream& err) {
    auto max_side = int_flag(o, "--max-side", 400, 64, os::kMaxPictureSide, err);
    if (o.positional.size() != 1 || !max_side) {
        err << "usage: tessera onestroke recognize IMAGE [-o level.json] [--title T] [--max-side N]\n";
        return 2;
    }
    const std::string& image_path = o.positional[0];
    std::string error;
    auto img = onestroke_io::load_image(image_path, error);
    if (!img) {
        err << error << "\n";
        return 1;
    }
    os::RecognizeOptions ro;
    ro.max_side = static_cast<int>(*max_side);
    const os::Recognition rec = os::recognize(*img, ro);
    auto rgb = [](os::Rgb c) {
        return "rgb(" + std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + ")";
    };
    out << image_path << ": " << img->width << "x" << img->height << ", downscaled 1/" << rec.downscale
        << ", " << rec.table_colours << " table colours merged into " << rec.clusters << "\n";
    if (!rec.ok && rec.vertices.empty()) {
        err << image_path << ": " << rec.error << "\n";
        return 1;
    }
    out << "colours: background " << rgb(rec.background) << ", lines " << rgb(rec.line) << ", dots "
        << rgb(rec.vertex) << "\n";
    out << "found " << rec.vertices.size() << " dots (radius " << static_cast<int>(rec.dot_radius + 0.5)
        << " px) and " << rec.edges.size() << " segments; confidence "
        << static_cast<int>(rec.confidence * 100 + 0.5) << "% (coverage "
        << static_cast<int>(rec.coverage * 100 + 0.5) << "%, dot regularity "
        << static_cast<int>(rec.regularity * 100 + 0.5) << "%)\n";
    if (!rec.ok) {
        err << image_path << ": " << rec.error << "\n";
        return 1;
    }
    const os::BuildResult built = os::build_figure(rec.params);
    if (!built.figure) {
        err << image_path << ": the recognised figure is not a valid level: " << built.error << "\n";
        return 1;
    }
    const os::FigureCheck check = os::check_figure(*built.figure);
    if (!check.ok) {
        err << image_path << ": the recognised figure " << check.message << "\n";
        return 1;
    }
    levels::OnestrokeLevel level;
    std::string name = image_path.substr(
        image_path.find_last_of('/') == std::string::npos ? 0 : image_path.find_last_of('/') + 1);
    level.title = flag(o, "--title", name.substr(0, 60));
    level.picture = name.substr(0, 200);
    level.params = rec.params;
    const std::string text = levels::onestroke_level_json(level);
    const std::string path = flag(o, "-o");
    if (path.empty()) {
        out << text;
        return 0;
    }
    if (!write_text(path, text, err)) return 1;
    out << "wrote " << path << "\n";
    return 0;
}

} // namespace

const char* const onestroke_command_summary =
    "One Stroke: check, solve, hint, generate, draw, recognize pictures";

int onestroke_main(const Args& args, std::istream&, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? err : out) << kUsage;
        return args.empty() ? 2 : 0;
    }
    const std::string& cmd = args[0];
    std::optional<Options> o;
    if (cmd == "check")
        o = parse_flags(args, 1, {}, err);
    else if (cmd == "solve")
        o = parse_flags(args, 1, {}, err);
    else if (cmd == "hint")
        o = parse_flags(args, 1, {"--moves"}, err);
    else if (cmd == "generate")
        o = parse_flags(args, 1, {"--seed", "--columns", "--rows", "--segments", "--title", "-o"}, err);
    else if (cmd == "draw")
        o = parse_flags(args, 1, {"-o", "--width", "--height", "--noise", "--seed"}, err);
    else if (cmd == "recognize")
        o = parse_flags(args, 1, {"-o", "--title", "--max-side"}, err);
    else {
        err << "tessera onestroke: unknown command \"" << cmd << "\"\n" << kUsage;
        return 2;
    }
    if (!o) return 2;
    if (cmd == "check") return cmd_check(*o, out, err);
    if (cmd == "solve") return cmd_solve(*o, out, err);
    if (cmd == "hint") return cmd_hint(*o, out, err);
    if (cmd == "generate") return cmd_generate(*o, out, err);
    if (cmd == "draw") return cmd_draw(*o, out, err);
    return cmd_recognize(*o, out, err);
}

} // namespace tessera::cli
