# Swap (Match-3)'s build: its libraries in every layer (cmake/tessera_game.cmake).
tessera_game(match3 BENCH_SIGNATURE 72362259a40c2686)
