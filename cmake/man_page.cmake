# Writes the man page tessera.6 with help2man from the program's own help, so the page cannot
# drift from the program: NAME, SYNOPSIS, DESCRIPTION and OPTIONS from `tessera --help`, FILES,
# ENVIRONMENT and EXIT STATUS from its footer, and COMMANDS from `tessera <command> --help` of
# every command that help lists.
#   cmake -DTESSERA=<tessera> -DHELP2MAN=<help2man> -DOUTPUT=<tessera.6> -P man_page.cmake
# help2man honours SOURCE_DATE_EPOCH for the page's date (reproducible builds).
cmake_minimum_required(VERSION 3.20)
foreach(var TESSERA HELP2MAN OUTPUT)
  if(NOT ${var})
    message(FATAL_ERROR "man_page.cmake: -D${var}=... is required")
  endif()
endforeach()

function(help_of out)
  execute_process(COMMAND ${TESSERA} ${ARGN} --help OUTPUT_VARIABLE text ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${TESSERA} ${ARGN} --help exited ${rc}: ${err}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The commands are the ones `tessera --help` lists under "Subcommands:".
help_of(main_help)
string(REGEX MATCH "\nSubcommands:\n(( +[^\n]*\n)+)" block "${main_help}")
if(NOT block)
  message(FATAL_ERROR "tessera --help lists no \"Subcommands:\"; cannot write the COMMANDS section")
endif()
string(REPLACE "\n" ";" lines "${CMAKE_MATCH_1}")
set(commands)
foreach(line IN LISTS lines)
  if(line MATCHES "^  ([a-z0-9-]+)( |$)")
    list(APPEND commands ${CMAKE_MATCH_1})
  endif()
endforeach()

# Each command's help, verbatim (no fill), in roff with its backslashes and leading dots escaped.
set(include "[COMMANDS]\nEvery command takes \\fB\\-h\\fR or \\fB\\-\\-help\\fR; a game's commands each have their own, e.g. \\fBtessera sudoku generate \\-\\-help\\fR.\n")
foreach(cmd IN LISTS commands)
  help_of(text ${cmd})
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  # The exit codes are said once, in EXIT STATUS.
  string(REGEX REPLACE "\nExit status: [^\n]*" "" text "${text}")
  string(REGEX REPLACE "\n+$" "" text "${text}")
  string(APPEND include ".SS \"tessera ${cmd}\"\n.nf\n${text}\n.fi\n")
endforeach()
get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${OUTPUT}.h2m" "${include}")

execute_process(COMMAND ${HELP2MAN} --no-info --section=6 --manual=Games
                        "--name=five tile puzzles in one desktop game" --include=${OUTPUT}.h2m
                        --output=${OUTPUT}.tmp ${TESSERA}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed (${rc}): ${err}")
endif()
file(READ "${OUTPUT}.tmp" page)
# help2man knows FILES and ENVIRONMENT but takes "Exit status:" for a subsection of the one
# before it; it is a section of its own (man-pages(7)).
string(REPLACE ".SS \"Exit status:\"" ".SH \"EXIT STATUS\"" page "${page}")
# help2man names the page after the executable's file; installed, it is always `tessera`.
get_filename_component(exe_name "${TESSERA}" NAME)
string(TOUPPER "${exe_name}" exe_upper)
string(REPLACE ".TH ${exe_upper} " ".TH TESSERA " page "${page}")
foreach(section "NAME" "SYNOPSIS" "DESCRIPTION" "OPTIONS" "COMMANDS" "ENVIRONMENT" "FILES" "EXIT STATUS")
  string(FIND "${page}" ".SH \"${section}\"" at_quoted)
  string(FIND "${page}" ".SH ${section}\n" at_plain)
  if(at_quoted EQUAL -1 AND at_plain EQUAL -1)
    message(FATAL_ERROR "the man page has no ${section} section; tessera --help changed its layout?")
  endif()
endforeach()
file(WRITE "${OUTPUT}" "${page}")
file(REMOVE "${OUTPUT}.tmp")
