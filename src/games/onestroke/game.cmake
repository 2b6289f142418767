# One Stroke's build: its libraries in every layer (cmake/tessera_game.cmake). Picture recognition
# reads PNG and JPEG with libpng and libjpeg in the cli layer (the core works on pixel buffers).
tessera_game(onestroke BENCH_SIGNATURE ba913ce46e66dccf)
target_link_libraries(tessera_cli_onestroke PUBLIC PNG::PNG JPEG::JPEG)
