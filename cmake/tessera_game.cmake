# A game is one package: src/games/<g>/ holds its code in the four layers, each with its own
# include root inside the folder, so the layer rules hold for a game's files as for the shared ones
# (a core file cannot include a levels header: that root is not on its path):
#
#   src/games/<g>/game.cmake                the game's build file: tessera_game(<g> ...) and extras
#   src/games/<g>/core/   + core/include/tessera/core/<g>/       rules (standard library only)
#   src/games/<g>/levels/ + levels/include/tessera/levels/<g>/   JSON <-> params, saves
#   src/games/<g>/cli/    (+ cli/include/tessera/cli/<g>/)       text commands, bench workloads
#   src/games/<g>/app/    + app/include/tessera/app/games/<g>/   scene, view, descriptor
#   src/games/<g>/tests/unit, tests/app, tests/soak              its tests (tests/CMakeLists.txt)
#   src/games/<g>/art/    its preview and sprites for tools/gen-assets.sh
#   src/games/<g>/fuzz/   its libFuzzer targets and their corpora (tests/fuzz/CMakeLists.txt)
#
# Its levels are levels/<g>/ and its pages docs/games/<g>.md, docs/levels/<g>.md and
# docs/schema/<g>.schema.json (docs/adding-a-game.md).

# tessera_game(<g> [BENCH_SIGNATURE <hash>]): the game's libraries tessera_core_<g>, tessera_levels_<g> and tessera_cli_<g>,
# and its app sources and include root (collected into tessera_app by the caller). Called by the
# game's own game.cmake, which may then add what is its alone (a library it links, flags of a file).
# BENCH_SIGNATURE pins the hash of the results of its bench workloads (`tessera bench --core --game
# <g>`; the bench_signature_<g> test): a change in the game's behaviour changes it, and only its own.
macro(tessera_game g)
  cmake_parse_arguments(tessera_game_arg "" "BENCH_SIGNATURE" "" ${ARGN})
  set(TESSERA_BENCH_SIGNATURE_${g} "${tessera_game_arg_BENCH_SIGNATURE}")
  set(tessera_game_dir ${PROJECT_SOURCE_DIR}/src/games/${g})
  tessera_sources(src_core_${g} src/games/${g}/core)
  add_library(tessera_core_${g} STATIC ${src_core_${g}})
  target_include_directories(tessera_core_${g} PUBLIC ${tessera_game_dir}/core/include)
  target_link_libraries(tessera_core_${g} PUBLIC tessera_core_common)
  target_link_libraries(tessera_core INTERFACE tessera_core_${g})

  tessera_sources(src_levels_${g} src/games/${g}/levels)
  add_library(tessera_levels_${g} STATIC ${src_levels_${g}})
  target_include_directories(tessera_levels_${g} PUBLIC ${tessera_game_dir}/levels/include)
  target_link_libraries(tessera_levels_${g} PUBLIC tessera_levels_common tessera_core_${g})
  list(APPEND tessera_levels_games tessera_levels_${g})

  tessera_sources(src_cli_${g} src/games/${g}/cli)
  add_library(tessera_cli_${g} STATIC ${src_cli_${g}})
  if(EXISTS ${tessera_game_dir}/cli/include)
    target_include_directories(tessera_cli_${g} PUBLIC ${tessera_game_dir}/cli/include)
  endif()
  target_link_libraries(tessera_cli_${g} PUBLIC tessera_cli_common tessera_levels_${g})
  list(APPEND tessera_cli_games tessera_cli_${g})

  file(GLOB_RECURSE src_app_${g} CONFIGURE_DEPENDS ${tessera_game_dir}/app/*.cpp)
  list(APPEND tessera_app_game_sources ${src_app_${g}})
  list(APPEND tessera_app_game_includes ${tessera_game_dir}/app/include)
endmacro()
