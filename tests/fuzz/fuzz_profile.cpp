// libFuzzer target: any bytes as a profile. What the reader recovers (read_profile leaves out bad
// values one by one) must be something the writer writes and the strict reader reads back to the
// same value, byte for byte (load -> save -> load, as Simon Tatham's fuzzpuzz does for saves),
// unless the writer refuses it for a limit the reader enforces (then it is never written).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tessera::levels;
    ProfileRead read;
    try {
        read = read_profile(std::string(reinterpret_cast<const char*>(data), size), "profile.json");
    } catch (const LevelError&) {
        return 0;
    }
    const Profile& p = read.profile;
    const std::string saved = profile_to_text(p);
    if (!profile_limit_problem(p, saved).empty()) return 0;
    Profile again;
    try {
        again = profile_from_text(saved, "profile.json");
    } catch (const LevelError& e) {
        std::abort(); // what we write must load, every value of it
    }
    if (!(again == p)) std::abort();
    if (profile_to_text(again) != saved) std::abort();
    return 0;
}
