// Deep check of a Tile Stack level: the schema, then the solver on the fixed deal and on sampled
// generated deals, so every shipped level is proven winnable.
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
    if (level.seed) {
        const auto r = prove(*level.seed, root.at("seed"), "the fixed deal");
        note += "; fixed deal winnable in " + std::to_string(r.picks.size()) + " picks (" +
                std::to_string(r.nodes) + " nodes)";
    } else if (level.params.deal == tt::DealKind::Shuffled) {
        root.at("deal").fail(
            "a shuffled deal may be unwinnable: give a \"seed\" whose deal the solver proves winnable, "
            "or use \"winnable\"");
    }
    if (level.params.deal == tt::DealKind::Winnable) {
        const Node where = root.has("deal") ? root.at("deal") : root;
        for (int s = 1; s <= kTilestackSampleSeeds; ++s)
            prove(static_cast<std::uint64_t>(s), where, "a generated deal");
        note += "; " + std::to_string(kTilestackSampleSeeds) + "/" + std::to_string(kTilestackSampleSeeds) +
                " sampled deals winnable";
    }
    return "winnable: " + note;
}

} // namespace tessera::levels
