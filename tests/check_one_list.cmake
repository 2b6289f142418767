# The one list of games (issue: "one game contract"): only CMakeLists.txt names every game.
# Fails when a code, build or script file outside a game's own folders names three or more games:
# such a file is a second, hand-kept list, and a sixth game would have to be added to it by hand.
# A game's own folders: any path part equal to the game's id, or starting with "<id>_" or "<id>.".
#   cmake -DSOURCE_DIR=... -DGAMES="match3;samegame;..." -P check_one_list.cmake
file(GLOB_RECURSE candidates RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/src/*" "${SOURCE_DIR}/include/*" "${SOURCE_DIR}/tests/*" "${SOURCE_DIR}/tools/*"
     "${SOURCE_DIR}/cmake/*" "${SOURCE_DIR}/scripts/*" "${SOURCE_DIR}/bench/*" "${SOURCE_DIR}/.ci/*")
set(bad "")
set(checked 0)
foreach(f IN LISTS candidates)
  if(NOT f MATCHES "(\\.(cpp|hpp|in|cmake|sh)$|CMakeLists\\.txt$|^scripts/|^\\.ci/)")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  string(REPLACE "/" ";" parts "${f}")
  file(READ "${SOURCE_DIR}/${f}" text)
  set(named "")
  foreach(g IN LISTS GAMES)
    set(own FALSE)
    foreach(p IN LISTS parts)
      if(p STREQUAL g OR p MATCHES "^${g}[._]")
        set(own TRUE)
      endif()
    endforeach()
    if(NOT own)
      string(FIND "${text}" "${g}" at)
      if(at GREATER -1)
        list(APPEND named ${g})
      endif()
    endif()
  endforeach()
  list(LENGTH named n)
  if(n GREATER_EQUAL 3)
    string(REPLACE ";" ", " named "${named}")
    list(APPEND bad "  ${f}: names ${named}")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "these files keep their own list of games; expand TESSERA_GAMES (tessera/games.hpp) "
                      "instead (docs/adding-a-game.md):\n${bad}")
endif()
message(STATUS "one list of games: ${checked} files checked, none names three or more games")
