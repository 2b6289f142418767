# The man page as man shows it in an 80-column terminal (groff, line length 78n as man-db sets
# it): no line is wider than 80 columns, and every game's subcommands are there with their
# options (each one's "Usage: tessera <game> <command> ..." line).
#   cmake -DGROFF=... -DPAGE=tessera.6 "-DGAMES=match3;..." -P check_man_page.cmake
cmake_minimum_required(VERSION 3.20)
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8
                        ${GROFF} -man -Tascii -P-c -P-b -P-o -P-u -rLL=78n ${PAGE}
                OUTPUT_VARIABLE shown ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "groff failed (${rc}): ${err}")
endif()
# One list item per line (brackets would keep a list together across lines).
string(REPLACE ";" "," shown "${shown}")
string(REPLACE "[" "(" shown "${shown}")
string(REPLACE "]" ")" shown "${shown}")
string(REPLACE "\n" ";" lines "${shown}")
set(wide 0)
foreach(line IN LISTS lines)
  string(LENGTH "${line}" n)
  if(n GREATER 80)
    math(EXPR wide "${wide} + 1")
    message(SEND_ERROR "wider than 80 columns (${n}): ${line}")
  endif()
endforeach()
foreach(g IN LISTS GAMES)
  if(NOT shown MATCHES "Usage: tessera ${g} [a-z-]+ ")
    message(SEND_ERROR "the man page shows no subcommand of tessera ${g} with its options")
  endif()
endforeach()
list(LENGTH lines count)
message(STATUS "${count} lines, ${wide} wider than 80 columns")
