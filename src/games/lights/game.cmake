# Lights Out's build: the template game (docs/adding-a-game.md). Its libraries in every layer come
# from tessera_game (cmake/tessera_game.cmake); BENCH_SIGNATURE pins the hash of its bench workloads'
# results (`tessera bench --core --game lights`). A game that needs more (a library to link, a
# file's own flags) adds it here, after the call.
tessera_game(lights BENCH_SIGNATURE 3eb0d8a9810183ab)
