# Swap's own command tests (included by tests/CMakeLists.txt for a build with Swap): the error
# reports of a level file with many errors (tests/data/many-errors.json here, a Swap level), everywhere
# a file is read.
# `tessera play FILE`: a broken file gets every error on stderr and exit 1, and no window opens
# (the check runs in `tessera`, before tessera-gui is started).
tessera_command_test(play_broken_file 1 ""
  "many-errors.json:3:12: /title: expected a string or an object of translations .*, got 5\n.*many-errors.json:4:22: /board/width: .*/seed: "
  play ${PROJECT_SOURCE_DIR}/src/games/match3/tests/data/many-errors.json)
# `tessera levels preview` of the same file: its errors and exit 1, and no picture.
tessera_command_test(levels_preview_broken 1 "" "many-errors.json:3:12: /title: "
  levels preview ${PROJECT_SOURCE_DIR}/src/games/match3/tests/data/many-errors.json -o ${CMAKE_CURRENT_BINARY_DIR}/never.png)
set_tests_properties(levels_preview_broken PROPERTIES ENVIRONMENT
  "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;TESSERA_HOME=${CMAKE_CURRENT_BINARY_DIR}/home-preview")
# Every error of a file, each as file:line:col: /pointer: message, in the file's order.
tessera_command_test(levels_validate_every_error 1
  "many-errors.json:3:12: /title: .*\n.*many-errors.json:4:22: /board/width: .*\n.*many-errors.json:4:39: /board/height: .*\n.*many-errors.json:5:14: /colours: .*\n.*many-errors.json:6:38: /goal/score: .*\n.*many-errors.json:7:11: /seed: .*\n0 valid, 1 invalid"
  "" levels validate ${PROJECT_SOURCE_DIR}/src/games/match3/tests/data/many-errors.json)
