#pragma once
// What recognize() found, drawn over the picture so a designer can check it by eye: the picture
// faded, every found segment as a green line numbered at its middle (white on green), every found
// dot ringed in blue and numbered as in the level (white on blue), each problem ringed in red with
// its number (white on red, in the order of Recognition::problems), and the region that was read
// outlined when it is not the whole picture. Pure drawing: the CLI writes the file.
#include "tessera/core/onestroke/picture.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace tessera::onestroke {

void draw_overlay(Image& picture, const Recognition& recognition);

} // namespace tessera::onestroke
