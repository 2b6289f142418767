# The framework keeps no game's name (issue 33, "a game is one package"): the code every game
# shares is written for any game, so a new game needs no edit there. Fails, naming file:line, when
# a file in the shared folders below names a game:
#   * its id (every id in GAMES, the folders that hold a game), in any case, as a word or as part
#     of a longer name, also split where letters meet digits (for ids "lights" and "lights5":
#     kToolLights, restore_lights_save, "Lights-5");
#   * its title, as its descriptor spells it (N_("Title") after the id in the game's own folders),
#     its spaces optional, as a word or as the start of a part of an identifier, not as the start
#     of a longer word (for "Lights Out": "Lights Out", LightsOut, kToolLightsOut, not
#     "Lights Outer"). The title's capitals count: a one-word title can be an English word, and
#     the lower-case word is then a word like any other (a game called "Swap", and std::swap).
# Examples in comments use "<game>"; what only one game does belongs in its folder, behind a
# hook (a virtual of GameScene, a field of GameDescriptor, an entry of the game's commands).
# There are no exceptions.
#   cmake -DSOURCE_DIR=... -DGAMES="<TESSERA_ALL_GAMES>" -P check_no_game_names.cmake
cmake_minimum_required(VERSION 3.16)
set(shared_dirs
    src/app/framework src/app/scenes include/app/tessera/app/framework include/app/tessera/app/scenes
    src/cli/commands src/cli/common include/cli/tessera/cli/common
    src/levels/common include/levels/tessera/levels/common
    src/core/common include/core/tessera/core/common
    tests/support src/gui src/main)
# Files of the shared layers that sit beside the games' folders.
set(shared_files src/app/game_registry.cpp include/app/tessera/app/game_registry.hpp
    src/levels/registry.cpp src/levels/catalog.cpp src/levels/level_watcher.cpp
    include/levels/tessera/levels/registry.hpp include/levels/tessera/levels/catalog.hpp
    include/levels/tessera/levels/level_watcher.hpp cmake/tessera_game.cmake cmake/games.hpp.in
    cmake/known_games.hpp.in)
set(globs "")
foreach(d IN LISTS shared_dirs shared_files)
  # A folder that moved must be followed here, not silently left unchecked.
  if(NOT EXISTS "${SOURCE_DIR}/${d}")
    message(FATAL_ERROR "check_no_game_names.cmake: ${d} does not exist; update the shared folders")
  endif()
endforeach()
foreach(d IN LISTS shared_dirs)
  list(APPEND globs "${SOURCE_DIR}/${d}/*")
endforeach()
file(GLOB_RECURSE candidates RELATIVE "${SOURCE_DIR}" ${globs})
file(GLOB top_cli RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/include/cli/tessera/cli/*.hpp")
list(APPEND candidates ${top_cli} ${shared_files})
list(SORT candidates)

# Each game's title, from its descriptor: `"<id>",` then `N_("<title>")`, in a file of its own folders.
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.cpp")
set(patterns "")
set(what "")
foreach(g IN LISTS GAMES)
  string(TOLOWER "${g}" id)
  # The id, with an optional separator where letters and digits meet (match3 -> match[-_ ]?3).
  string(REGEX REPLACE "([a-z])([0-9])" "\\1[-_ ]?\\2" id_re "${id}")
  string(REGEX REPLACE "([0-9])([a-z])" "\\1[-_ ]?\\2" id_re "${id_re}")
  list(APPEND patterns "lower:${id_re}")
  list(APPEND what "${g}")
  set(title "")
  foreach(f IN LISTS sources)
    string(REPLACE "/" ";" parts "${f}")
    if(NOT "${g}" IN_LIST parts)
      continue()
    endif()
    file(READ "${SOURCE_DIR}/${f}" text)
    if(text MATCHES "\"${g}\",[ \t\r\n]*N_\\(\"([^\"]+)\"\\)")
      set(title "${CMAKE_MATCH_1}")
      break()
    endif()
  endforeach()
  if(title STREQUAL "")
    message(FATAL_ERROR "no title found for game '${g}' (its descriptor: \"${g}\", N_(\"<title>\"), ...)")
  endif()
  if(title MATCHES "[^A-Za-z0-9 '-]")
    message(FATAL_ERROR "game '${g}': title '${title}' has a character this check does not expect")
  endif()
  string(REPLACE " " " ?" title_re "${title}")
  list(APPEND patterns "exact:${title_re}[^a-z]")
  list(APPEND what "${title}")
endforeach()

set(bad "")
set(checked 0)
foreach(f IN LISTS candidates)
  if(NOT f MATCHES "\\.(cpp|hpp|h|c|in|cmake|sh|py|txt)$")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  file(READ "${SOURCE_DIR}/${f}" text)
  string(APPEND text "\n")
  string(TOLOWER "${text}" lower)
  set(i 0)
  foreach(p IN LISTS patterns)
    list(GET what ${i} name)
    math(EXPR i "${i} + 1")
    string(REGEX REPLACE "^(lower|exact):" "" re "${p}")
    if(p MATCHES "^lower:")
      set(rest "${lower}")
    else()
      set(rest "${text}")
    endif()
    set(line 1)
    while(rest MATCHES "${re}")
      set(m "${CMAKE_MATCH_0}")
      string(FIND "${rest}" "${m}" at)
      string(SUBSTRING "${rest}" 0 ${at} before)
      string(REGEX MATCHALL "\n" nl "${before}")
      list(LENGTH nl n)
      math(EXPR line "${line} + ${n}")
      list(APPEND bad "  ${f}:${line}: names ${name}")
      string(REGEX MATCHALL "\n" nl "${m}") # a title's match may end at a line's end
      list(LENGTH nl n)
      math(EXPR line "${line} + ${n}")
      string(LENGTH "${m}" len)
      math(EXPR at "${at} + ${len}")
      string(SUBSTRING "${rest}" ${at} -1 rest)
    endwhile()
  endforeach()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "shared code names a game; say \"a game\" or \"<game>\", or move what only that "
                      "game does into its own folder behind a hook (docs/adding-a-game.md):\n${bad}")
endif()
list(LENGTH GAMES games)
message(STATUS "no game names in shared code: ${checked} files checked against ${games} games")
