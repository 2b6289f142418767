# Every test case of every Catch executable runs under ctest as exactly one entry.
#   cmake -DCTEST=<ctest> -DBUILD_DIR=<build> -P check_catch_discovery.cmake <executable>...
#
# catch_discover_tests reads `--list-test-names-only` into a CMake list, so a name with ';' is split
# in two and a name with an unmatched '[' swallows the names after it. Each such ctest entry then
# filters on a name no test case has, ran nothing, and passed: 22 test cases were never run. Now
# the entries pass `-w NoTests` (Catch2 3: `-w UnmatchedTestSpec`; a filter matching nothing fails), and this check fails when
#  * a test case name holds ';', '[' or ']' (discovery cannot carry it through a list),
#  * an entry runs without `-w NoTests`, or its filter does not match exactly one test case,
#  * a test case is not matched by any entry (the entry count differs from the listed count).
cmake_minimum_required(VERSION 3.19) # string(JSON)

set(executables)
set(after_script FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE 0 ${last})
  if(after_script)
    list(APPEND executables "${CMAKE_ARGV${i}}")
  elseif(CMAKE_ARGV${i} MATCHES "check_catch_discovery\\.cmake$")
    set(after_script TRUE)
  endif()
endforeach()
if(NOT CATCH_STRICT)
  set(CATCH_STRICT NoTests) # Catch2 2's name; 3's is UnmatchedTestSpec
endif()
if(NOT executables OR NOT CTEST OR NOT BUILD_DIR)
  message(FATAL_ERROR "usage: cmake -DCTEST=... -DBUILD_DIR=... [-DCATCH_MAJOR=2|3] -P check_catch_discovery.cmake EXECUTABLE...")
endif()
# The names of the test cases, one a line: Catch2 2's --list-test-names-only is 3's
# --list-tests --verbosity quiet.
if(CATCH_MAJOR EQUAL 3)
  set(list_names --list-tests --verbosity quiet)
else()
  set(list_names --list-test-names-only)
endif()

execute_process(COMMAND ${CTEST} --test-dir ${BUILD_DIR} --show-only=json-v1
                OUTPUT_VARIABLE json ERROR_VARIABLE ctest_err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${CTEST} --show-only=json-v1 failed (${rc}): ${ctest_err}")
endif()
string(JSON entries GET "${json}" tests)
string(JSON entry_count LENGTH "${entries}")
math(EXPR last_entry "${entry_count} - 1")

set(failures 0)
macro(fail text)
  message(SEND_ERROR "${text}")
  math(EXPR failures "${failures} + 1")
endmacro()

macro(encode var)
  string(REPLACE ";" "<semicolon>" ${var} "${${var}}")
  string(REPLACE "[" "<left bracket>" ${var} "${${var}}")
  string(REPLACE "]" "<right bracket>" ${var} "${${var}}")
endmacro()

# The ctest entries by executable: for executable k, entries_<k> holds the entries' indices.
list(LENGTH executables exe_count)
math(EXPR last_exe "${exe_count} - 1")
foreach(k RANGE ${last_exe})
  set(entries_${k})
endforeach()
foreach(i RANGE ${last_entry})
  string(JSON entry GET "${entries}" ${i})
  string(JSON program ERROR_VARIABLE no_command GET "${entry}" command 0)
  if(no_command)
    continue()
  endif()
  list(FIND executables "${program}" k)
  if(k GREATER_EQUAL 0)
    list(APPEND entries_${k} ${i})
    set(entry_${i} "${entry}")
  endif()
endforeach()

foreach(k RANGE ${last_exe})
  list(GET executables ${k} exe)
  get_filename_component(exe_name "${exe}" NAME)
  execute_process(COMMAND ${exe} ${list_names} OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
  # Catch 2 exits with the number of test cases listed, 3 with 0; only a crash or a signal is an error.
  if(NOT rc MATCHES "^[0-9]+$")
    fail("${exe_name} ${list_names} failed: ${rc}")
    continue()
  endif()
  # Names go into CMake lists below, so the three characters lists trip on are spelled out first.
  encode(listed)
  string(REGEX REPLACE "\n$" "" listed "${listed}")
  string(REPLACE "\n" ";" listed "${listed}")
  foreach(t IN LISTS listed)
    if(t MATCHES "<(semicolon|left bracket|right bracket)>")
      fail("${exe_name}: test case \"${t}\": a name may not hold ';', '[' or ']' \
(discovery splits it or merges it with the names after it); rename it")
    endif()
  endforeach()
  list(LENGTH listed listed_count)
  list(LENGTH entries_${k} ctest_count)

  set(matched)
  foreach(i IN LISTS entries_${k})
    string(JSON name GET "${entry_${i}}" name)
    string(JSON argc LENGTH "${entry_${i}}" command)
    math(EXPR last_arg "${argc} - 1")
    set(command)
    foreach(a RANGE 1 ${last_arg})
      string(JSON arg GET "${entry_${i}}" command ${a})
      list(APPEND command "${arg}")
    endforeach()
    if(NOT "${CATCH_STRICT}" IN_LIST command)
      fail("${exe_name}: ctest entry \"${name}\" runs without -w ${CATCH_STRICT}, \
so a filter matching nothing would pass")
    endif()
    execute_process(COMMAND ${exe} ${command} ${list_names} OUTPUT_VARIABLE runs)
    encode(runs)
    string(REGEX REPLACE "\n$" "" runs "${runs}")
    if(runs STREQUAL "" OR runs MATCHES "\n")
      string(REPLACE "\n" "\", \"" runs "${runs}")
      fail("${exe_name}: ctest entry \"${name}\" must run one test case; it runs [\"${runs}\"]")
    else()
      list(APPEND matched "${runs}")
    endif()
  endforeach()

  set(unmatched ${listed})
  if(matched)
    list(REMOVE_ITEM unmatched ${matched})
  endif()
  foreach(t IN LISTS unmatched)
    fail("${exe_name}: test case \"${t}\" has no ctest entry, so ctest never runs it")
  endforeach()
  if(NOT listed_count EQUAL ctest_count)
    fail("${exe_name}: lists ${listed_count} test cases but ctest has ${ctest_count} entries for it")
  endif()
  message(STATUS "${exe_name}: ${listed_count} test cases, ${ctest_count} ctest entries")
endforeach()

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} problem(s) with the ctest entries of the Catch executables")
endif()
