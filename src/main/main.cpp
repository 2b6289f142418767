#include "tessera/cli/commands.hpp"

int main(int argc, char** argv) { return tessera::cli::run_main(argc, argv); }
