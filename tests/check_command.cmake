# Runs one command and checks where its output went and how it exited, which PASS_REGULAR_EXPRESSION
# cannot (it reads stdout and stderr together and ignores the exit code):
#   cmake -DCOMMAND="prog;arg;..." -DEXPECT_CODE=0 -DEXPECT_STDOUT=regex -DEXPECT_STDERR=regex
#         -P check_command.cmake
# An empty EXPECT_STDOUT or EXPECT_STDERR means that stream must stay empty.
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REPLACE ";" " " shown "${COMMAND}")
if(NOT code STREQUAL EXPECT_CODE)
  message(FATAL_ERROR "${shown}: exit ${code}, expected ${EXPECT_CODE}\nstdout: ${out}\nstderr: ${err}")
endif()
foreach(stream stdout stderr)
  if(stream STREQUAL stdout)
    set(text "${out}")
    set(want "${EXPECT_STDOUT}")
  else()
    set(text "${err}")
    set(want "${EXPECT_STDERR}")
  endif()
  if(want STREQUAL "" AND NOT text STREQUAL "")
    message(FATAL_ERROR "${shown}: ${stream} should be empty, got:\n${text}")
  elseif(NOT want STREQUAL "" AND NOT text MATCHES "${want}")
    message(FATAL_ERROR "${shown}: ${stream} does not match \"${want}\":\n${text}")
  endif()
endforeach()
