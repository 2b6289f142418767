# `cmake --install` puts in only what the game reads plus what a desktop needs to list it, and the
# installed tree runs wherever it is put, finding its own data; a copy without data exits 1
# naming where it looked.
#   cmake -DBUILD_DIR=<build> -DWORK=<scratch folder> -DAPP_ID=<app id> "-DICON_SIZES=16;..."
#         -DMAN_PAGE=ON|OFF -DBINDIR=bin -DLIBEXECDIR=libexec -DDATADIR=share/tessera
#         -DMANDIR=share/man -DLOCALEDIR=share/locale "-DLANGUAGES=zh_CN;es" -P check_install.cmake
# (the folders relative to the prefix, as configured: Debian's are games/ and share/games/tessera)
cmake_minimum_required(VERSION 3.20)
set(failures 0)
macro(fail text)
  message(SEND_ERROR "${text}")
  math(EXPR failures "${failures} + 1")
endmacro()

file(REMOVE_RECURSE "${WORK}")
set(prefix "${WORK}/usr")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}"
                OUTPUT_QUIET RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install ${BUILD_DIR} --prefix ${prefix} failed (${rc}): ${err}")
endif()

# Every installed file, relative to the prefix, is one the game reads or the desktop uses.
set(expected
  "${BINDIR}/tessera"
  "${LIBEXECDIR}/tessera/tessera-gui"
  "share/applications/${APP_ID}.desktop"
  "share/metainfo/${APP_ID}.metainfo.xml"
  "share/icons/hicolor/scalable/apps/${APP_ID}.svg")
foreach(size IN LISTS ICON_SIZES)
  list(APPEND expected "share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png")
endforeach()
if(MAN_PAGE)
  list(APPEND expected "${MANDIR}/man6/tessera.6")
endif()
foreach(lang IN LISTS LANGUAGES)
  list(APPEND expected "${LOCALEDIR}/${lang}/LC_MESSAGES/tessera.mo")
endforeach()
file(GLOB_RECURSE installed RELATIVE "${prefix}" "${prefix}/*")
set(data_files 0)
foreach(f IN LISTS installed)
  string(FIND "${f}" "${DATADIR}/" in_data)
  set(in_data_dir "")
  if(in_data EQUAL 0)
    string(LENGTH "${DATADIR}/" n)
    string(SUBSTRING "${f}" ${n} -1 in_data_dir)
  endif()
  if(in_data_dir MATCHES "^(assets/.*\\.(png|json|wav)|levels/.*\\.(json|png|jpg)|schema/[a-z0-9]+\\.schema\\.json)$")
    math(EXPR data_files "${data_files} + 1")
  elseif(NOT f IN_LIST expected)
    fail("installed, but not read by the game nor used by the desktop: ${f}")
  endif()
endforeach()
foreach(f IN LISTS expected)
  if(NOT EXISTS "${prefix}/${f}")
    fail("not installed: ${f}")
  endif()
endforeach()
foreach(dir assets/sprites assets/sounds assets/backgrounds assets/previews levels schema)
  if(NOT IS_DIRECTORY "${prefix}/${DATADIR}/${dir}")
    fail("not installed: ${DATADIR}/${dir}/")
  endif()
endforeach()
list(LENGTH installed installed_count)
message(STATUS "installed: ${installed_count} files, ${data_files} of them data under ${DATADIR}")

# The installed tree, run from a folder of its own: it finds its window program and its data
# through its own path (no TESSERA_DATA_DIR, no source tree).
set(run_env ${CMAKE_COMMAND} -E env --unset=TESSERA_DATA_DIR TESSERA_HOME=${WORK}/home
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software)
file(MAKE_DIRECTORY "${WORK}/cwd")
execute_process(COMMAND ${run_env} ${prefix}/${BINDIR}/tessera screenshot --scene levels --game sudoku -o shot.png
                WORKING_DIRECTORY "${WORK}/cwd" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/cwd/shot.png")
  fail("the installed tessera did not take a screenshot (${rc}): ${out}${err}")
endif()

# The same programs with no data anywhere near them: exit 1, naming every place looked in.
file(MAKE_DIRECTORY "${WORK}/bare/${BINDIR}" "${WORK}/bare/${LIBEXECDIR}/tessera")
file(COPY "${prefix}/${BINDIR}/tessera" DESTINATION "${WORK}/bare/${BINDIR}")
file(COPY "${prefix}/${LIBEXECDIR}/tessera/tessera-gui" DESTINATION "${WORK}/bare/${LIBEXECDIR}/tessera")
execute_process(COMMAND ${run_env} ${WORK}/bare/${BINDIR}/tessera screenshot --scene menu -o shot.png
                WORKING_DIRECTORY "${WORK}/cwd" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  fail("with no data, tessera screenshot exited ${rc}, not 1: ${out}${err}")
endif()
foreach(place "${WORK}/bare/${LIBEXECDIR}/tessera" "${WORK}/bare/${DATADIR}")
  string(FIND "${err}" "\n  ${place}\n" at)
  if(at EQUAL -1)
    fail("with no data, the message does not name ${place}:\n${err}")
  endif()
endforeach()

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} problem(s) with the installed tree in ${WORK}")
endif()
file(REMOVE_RECURSE "${WORK}")
