// A small program that saves the profile the way the game does (ProfileStore: load at start,
// then save), for the tests that need a real process to kill or to run twice at once.
//
//   tessera_profile_writer DIR alternate         load, print "ready", then save versions 1 and 2
//                                                 alternately until killed
//   tessera_profile_writer DIR instance NAME N   load, then N times: finish level NAME/i, add
//                                                 1 to total NAME, save; exit 0 (1 on an error)
#include <cstdio>
#include <cstdlib>
#include <string>

#include "profile_versions.hpp"

int main(int argc, char** argv) {
    using namespace tessera;
    if (argc < 3) return 2;
    levels::ProfileStore store(argv[1]);
    const std::string mode = argv[2];
    if (mode == "alternate") {
        store.load();
        const levels::Profile a = test::versioned_profile(1), b = test::versioned_profile(2);
        std::puts("ready");
        std::fflush(stdout);
        for (int i = 0;; ++i) store.save(i % 2 ? a : b);
    }
    if (mode == "instance" && argc == 5) {
        levels::Profile p = store.load().profile;
        const int n = std::atoi(argv[4]);
        for (int i = 0; i < n; ++i) {
            const std::string key = std::string(argv[3]) + "/" + std::to_string(i);
            p.record_play(key);
            p.record_result(key, true, i, 1000 + i, 3);
            p.totals[argv[3]] += 1;
            p.saves[std::string(argv[3]) + "/open"] = {{"id", argv[3]}, {"moves", {std::to_string(i)}}};
            if (const std::string err = store.save(p); !err.empty()) {
                std::fprintf(stderr, "%s\n", err.c_str());
                return 1;
            }
        }
        return 0;
    }
    return 2;
}
