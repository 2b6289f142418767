// The compiler checks the game contract here (its static_assert), whatever else includes it.
#include "tessera/core/lights/contract.hpp"
