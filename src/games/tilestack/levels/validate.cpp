// Deep check of a Tile Stack level: the schema, then a proof that its deals are winnable. A
// winnable deal carries its certificate (the removal order it was built along), replayed through
// the rules: linear work, no search (issue 36: a 600-tile level took 11.8 s and 222 MB in the
// solver and was refused). A shuffled level's fixed deal has no certificate: the solver proves it.
#include "tessera/core/tilestack/certified.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::levels {

namespace tt = tessera::tilestack;

std::string validate_tilestack(const Document& doc) {
    const TilestackLevel level = parse_tilestack_level(doc);
    const Node root = doc.root();
    const tt::SolveLimits limits{kTilestackValidateNodes, {}};
    std::string note = std::to_string(level.params.layout->size()) + " tiles, mode " +
                       tt::to_string(level.params.layout->mode);
    // A shuffled deal: the solver, within its node budget.
    auto prove = [&](std::uint64_t seed, const Node& where, const std::string& what) {
        Rng rng(seed);
        const tt::State s = tt::start(level.params, rng);
        const tt::SolveResult r = tt::solve(s, limits);
        if (r.verdict == tt::Verdict::Unwinnable)
            where.fail(what + " (seed " + std::to_string(seed) + ") is unwinnable");
        if (r.verdict == tt::Verdict::Unknown)
            where.fail(what + " (seed " + std::to_string(seed) + ") was not proven winnable within " +
                       std::to_string(limits.max_nodes) + " solver nodes");
        return r;
    };
    // A winnable deal: its certificate, replayed.
    auto certify = [&](std::uint64_t seed, const Node& where, const std::string& what) {
        const auto deal = tt::deal_winnable(level.params, seed);
        if (!deal)
            where.fail(what + " (seed " + std::to_string(seed) +
                       ") did not replay to a win along its certificate");
        return deal->picks.size();
    };
    const bool winnable = level.params.deal == tt::DealKind::Winnable;
    if (level.seed && winnable) {
        note += "; fixed deal winnable in " +
                std::to_string(certify(*level.seed, root.at("seed"), "the fixed deal")) +
                " picks (certificate replayed)";
    } else if (level.seed) {
        const auto r = prove(*level.seed, root.at("seed"), "the fixed deal");
        note += "; fixed deal winnable in " + std::to_string(r.picks.size()) + " picks (" +
                std::to_string(r.nodes) + " nodes)";
    } else if (!winnable) {
        root.at("deal").fail(
            "a shuffled deal may be unwinnable: give a \"seed\" whose deal the solver proves winnable, "
            "or use \"winnable\"");
    }
    if (winnable) {
        const Node where = root.has("deal") ? root.at("deal") : root;
        for (int s = 1; s <= kTilestackSampleSeeds; ++s)
            certify(static_cast<std::uint64_t>(s), where, "a generated deal");
        note += "; " + std::to_string(kTilestackSampleSeeds) + "/" + std::to_string(kTilestackSampleSeeds) +
                " sampled deals winnable (certificates replayed)";
    }
    return "winnable: " + note;
}

} // namespace tessera::levels
