#pragma once
// Catch2 3 under Catch2 2's single-header name (tests/CMakeLists.txt puts this folder on the
// include path only when it found Catch2 3). The tests use 2's names; 3 keeps them all but moved
// Approx into namespace Catch, so it is brought back here.
#include <catch2/catch_all.hpp>

using Catch::Approx;
