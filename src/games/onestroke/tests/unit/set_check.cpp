#include "set_check.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "screenshot_set.hpp"
#include "tessera/core/onestroke/overlay.hpp"

namespace fs = std::filesystem;

namespace tessera::onestroke::testset {

namespace {

struct Tally {
    int exact = 0, refused = 0, wrong = 0;
    int total() const { return exact + refused + wrong; }
    void add(Outcome o) { (o == Outcome::Exact ? exact : o == Outcome::Refused ? refused : wrong) += 1; }
};

} // namespace

Outcome judge(const Drawn& drawn, const Recognition& rec, std::string& why) {
    if (!rec.ok) {
        why = "refused: " + rec.error;
        return Outcome::Refused;
    }
    const double tolerance = std::max(4.0, drawn.dot_radius / 3.0);
    std::vector<int> map(drawn.dots.size(), -1);
    std::set<int> taken;
    for (std::size_t v = 0; v < drawn.dots.size(); ++v)
        for (std::size_t k = 0; k < rec.vertices.size(); ++k)
            if (std::hypot(rec.vertices[k].x - drawn.dots[v].x, rec.vertices[k].y - drawn.dots[v].y) <=
                tolerance)
                map[v] = static_cast<int>(k), taken.insert(static_cast<int>(k));
    std::multiset<std::pair<int, int>> want, got;
    for (const auto& [a, b] : drawn.edges) {
        const int x = map[static_cast<std::size_t>(a)], y = map[static_cast<std::size_t>(b)];
        want.insert({std::min(x, y), std::max(x, y)});
    }
    for (const Edge& e : rec.edges) got.insert({std::min(e.a, e.b), std::max(e.a, e.b)});
    if (rec.vertices.size() == drawn.dots.size() && taken.size() == drawn.dots.size() && want == got)
        return Outcome::Exact;
    why = "WRONG LEVEL: " + std::to_string(rec.vertices.size()) + " dots (" +
          std::to_string(drawn.dots.size()) + " drawn), " + std::to_string(got.size()) + " segments (" +
          std::to_string(want.size()) + " drawn)";
    return Outcome::Wrong;
}

SetResult check_set(const SetSpec& spec, int step) {
    const char* keep = std::getenv("TESSERA_ONESTROKE_SET_DIR");
    const char* other_seed = std::getenv("TESSERA_ONESTROKE_SET_SEED");
    const std::uint64_t seed = other_seed && *other_seed ? std::stoull(other_seed) : spec.seed;
    const fs::path dir = keep && *keep
                             ? fs::path(keep)
                             : fs::temp_directory_path() / (spec.dir_prefix + std::to_string(::getpid()));
    fs::create_directories(dir);

    std::vector<SetItem> items;
    for (int i = 0; i < spec.figures; i += step) items.push_back(spec.make(seed, i));
    auto name = [&](const SetItem& f, bool chrome, bool jpeg) {
        return (dir / (spec.dir_prefix + "fig" + std::to_string(f.index) + (chrome ? "-chrome" : "-clean") +
                       (jpeg ? ".jpg" : ".png")))
            .string();
    };
    // Two convert processes side by side, half of the pictures each.
    std::vector<std::vector<std::string>> batches(2, std::vector<std::string>{"convert"});
    for (std::size_t i = 0; i < items.size(); ++i)
        for (bool chrome : {false, true}) {
            auto args = items[i].args(chrome, name(items[i], chrome, false), name(items[i], chrome, true));
            auto& batch = batches[(2 * i + chrome) % 2];
            batch.insert(batch.end(), args.begin(), args.end());
        }
    for (auto& batch : batches) batch.insert(batch.end(), {"xc:", "null:"});
    std::string recipe;
    for (const auto& batch : batches)
        for (const std::string& s : batch) recipe += s + "\n";
    const fs::path manifest = dir / (spec.dir_prefix + "recipe.txt");
    std::stringstream old;
    old << std::ifstream(manifest).rdbuf();
    if (old.str() != recipe) {
        INFO("ImageMagick's convert draws the pictures (Debian: apt-get install imagemagick)");
        REQUIRE(run_programs(batches));
        if (spec.after_jpeg)
            for (const SetItem& f : items)
                for (bool chrome : {false, true}) REQUIRE(spec.after_jpeg(name(f, chrome, true)));
        std::ofstream(manifest) << recipe;
    }

    std::map<std::string, Tally> by_class;
    std::vector<std::string> order;
    Tally all;
    for (const SetItem& f : items)
        for (bool chrome : {false, true})
            for (bool jpeg : {false, true}) {
                const std::string path = name(f, chrome, jpeg);
                std::string error;
                auto img = cli::onestroke_io::load_image(path, error);
                INFO(error);
                REQUIRE(img);
                const Recognition rec = recognize(*img);
                std::string why;
                const Outcome o = judge(f.drawn, rec, why);
                if (o != Outcome::Exact) {
                    WARN(path << ": " << why);
                    if (keep && *keep) {
                        Image over = *img;
                        draw_overlay(over, rec);
                        cli::onestroke_io::save_image(over, path + ".overlay.png", error);
                    }
                }
                all.add(o);
                for (const std::string& c : f.classes(chrome, jpeg)) {
                    if (!by_class.count(c)) order.push_back(c);
                    by_class[c].add(o);
                }
            }
    std::sort(order.begin(), order.end());
    std::ostringstream table;
    table << "| class | pictures | exact | refused | wrong |\n|---|---:|---:|---:|---:|\n";
    auto row = [&](const std::string& c, const Tally& t) {
        table << "| " << c << " | " << t.total() << " | " << t.exact << " (" << std::fixed
              << std::setprecision(1) << 100.0 * t.exact / t.total() << "%) | " << t.refused << " | "
              << t.wrong << " |\n";
    };
    for (const std::string& c : order) row(c, by_class[c]);
    row("**all**", all);
    std::cout << spec.title << " (seed " << seed << ", " << items.size() << " figures):\n" << table.str();
    if (!(keep && *keep)) fs::remove_all(dir);
    return {all.exact, all.refused, all.wrong, table.str()};
}

} // namespace tessera::onestroke::testset
