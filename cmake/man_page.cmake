# Writes the man page tessera.6 with help2man from the program's own help, so the page cannot
# drift from the program: NAME, SYNOPSIS, DESCRIPTION and OPTIONS from `tessera --help`, FILES,
# ENVIRONMENT and EXIT STATUS from its footer, and COMMANDS from `tessera <command> --help` of
# every command that help lists, and of every subcommand those list (each game's `generate`,
# `solve`, ... with their options). The help is shown as written, wrapped at 80 columns.
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

# The subcommands a help text lists under "Subcommands:" (none: "").
function(subcommands_of out help)
  set(found)
  if(help MATCHES "\nSubcommands:\n(( +[^\n]*\n)+)")
    string(REPLACE "\n" ";" lines "${CMAKE_MATCH_1}")
    foreach(line IN LISTS lines)
      if(line MATCHES "^  ([a-z0-9-]+)( |$)")
        list(APPEND found ${CMAKE_MATCH_1})
      endif()
    endforeach()
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# A help text with every line wider than 72 columns broken at a space, so that under the page's
# indent of 7 it fits an 80-column terminal; the rest of a line goes under the start of its
# description (perl: help2man needs it anyway).
function(wrap_for_80_columns out text)
  file(WRITE "${OUTPUT}.wrap" "${text}")
  execute_process(COMMAND perl -CS -e [=[
    while (my $line = <STDIN>) {
      chomp $line;
      my ($lead) = $line =~ /^(\s*)/;
      my $indent = $line =~ /^(\s*\S.*?\s{2,})\S/ && length($1) <= 40 ? length($1) : length($lead) + 2;
      while (length($line) > 72) {
        my $cut = rindex($line, ' ', 72);
        last if $cut <= $indent;
        print substr($line, 0, $cut), "\n";
        (my $rest = substr($line, $cut + 1)) =~ s/^\s+//;
        $line = (' ' x $indent) . $rest;
      }
      print "$line\n";
    }]=]
    INPUT_FILE "${OUTPUT}.wrap" OUTPUT_VARIABLE wrapped RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "man_page.cmake: perl could not wrap the help (${rc})")
  endif()
  set(${out} "${wrapped}" PARENT_SCOPE)
endfunction()

# The commands are the ones `tessera --help` lists under "Subcommands:".
help_of(main_help)
subcommands_of(commands "${main_help}")
if(NOT commands)
  message(FATAL_ERROR "tessera --help lists no \"Subcommands:\"; cannot write the COMMANDS section")
endif()
get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")

# Each command's help, verbatim (no fill), in roff with its backslashes and leading dots escaped.
set(include "[COMMANDS]\nEvery command takes \\fB\\-h\\fR or \\fB\\-\\-help\\fR; a game's commands each have their own, e.g. \\fBtessera sudoku generate \\-\\-help\\fR.\n")
set(pages)
foreach(cmd IN LISTS commands)
  list(APPEND pages "${cmd}")
  help_of(text ${cmd})
  subcommands_of(subs "${text}")
  foreach(sub IN LISTS subs)
    list(APPEND pages "${cmd} ${sub}")
  endforeach()
endforeach()
foreach(page IN LISTS pages)
  string(REPLACE " " ";" words "${page}")
  help_of(text ${words})
  wrap_for_80_columns(text "${text}")
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  # The exit codes are said once, in EXIT STATUS.
  string(REGEX REPLACE "\nExit status: [^\n]*" "" text "${text}")
  string(REGEX REPLACE "\n+$" "" text "${text}")
  string(APPEND include ".SS \"tessera ${page}\"\n.nf\n${text}\n.fi\n")
endforeach()
file(REMOVE "${OUTPUT}.wrap")
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
