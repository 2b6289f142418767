# Tile Stack's build: its libraries in every layer (cmake/tessera_game.cmake).
tessera_game(tilestack BENCH_SIGNATURE 6b92abf014eba706)
