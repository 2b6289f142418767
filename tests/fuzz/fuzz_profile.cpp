// libFuzzer target: any bytes as a profile. A profile that loads must save and load back to the
// same value (load -> save -> load round trip, as Simon Tatham's fuzzpuzz does for saves).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tessera::levels;
    Profile p;
    try {
        p = profile_from_text(std::string(reinterpret_cast<const char*>(data), size), "profile.json");
    } catch (const LevelError&) {
        return 0;
    }
    const std::string saved = p.to_json().dump(2);
    Profile again;
    try {
        again = profile_from_text(saved, "profile.json");
    } catch (const LevelError& e) {
        std::abort(); // what we wrote must load
    }
    if (!(again == p)) std::abort();
    if (again.to_json().dump(2) != saved) std::abort();
    return 0;
}
