# `tessera --version` and `tessera sudoku solve` must start without loading SDL or its codecs: the
# text commands live in `tessera`, the window in `tessera-gui`. Reads what ld.so reports loading.
#   cmake -DTESSERA=path/to/tessera -P check_no_sdl_loaded.cmake
set(puzzle "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/no-sdl-puzzle.txt" "${puzzle}")
foreach(run "--version" "sudoku;solve")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_DEBUG=libs ${TESSERA} ${run}
                  INPUT_FILE "${CMAKE_CURRENT_BINARY_DIR}/no-sdl-puzzle.txt"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE loaded)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tessera ${run} failed (${rc}): ${out}")
  endif()
  string(REGEX MATCHALL "calling init: [^\n]*" inits "${loaded}")
  list(LENGTH inits n)
  if(n EQUAL 0)
    message(FATAL_ERROR "LD_DEBUG=libs reported nothing for tessera ${run}: cannot check")
  endif()
  if(loaded MATCHES "libSDL2")
    string(REGEX MATCHALL "[^ \n]*libSDL2[^ \n]*" which "${loaded}")
    list(REMOVE_DUPLICATES which)
    message(FATAL_ERROR "tessera ${run} loads SDL: ${which}")
  endif()
  message(STATUS "tessera ${run}: ${n} libraries initialised, none of them SDL")
endforeach()
