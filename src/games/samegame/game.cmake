# PopStar (SameGame)'s build: its libraries in every layer (cmake/tessera_game.cmake).
tessera_game(samegame BENCH_SIGNATURE 30057557f00a4457)
