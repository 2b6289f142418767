# The app id, the version and the pictures agree everywhere they are written down:
#  * the generated .desktop file's Icon= and StartupWMClass=, and the metainfo's <id> and
#    <launchable>, are the app id of CMakeLists.txt;
#  * the newest <release> in the metainfo and debian/changelog's upstream version are the
#    project's version (so a release cannot forget one of them);
#  * every screenshot the metainfo lists is in docs/screenshots/ at the size it states;
#  * desktop/icons/ has the generated icon at every size, each PNG as large as its folder says.
#  * the desktop entry and the metainfo have their texts in every language of po/LINGUAS;
#   cmake -DSOURCE_DIR=... -DDESKTOP=... -DMETAINFO=... -DAPP_ID=... -DVERSION=... "-DICON_SIZES=..."
#         "-DLANGUAGES=..." -P ...
cmake_minimum_required(VERSION 3.20)
set(failures 0)
macro(fail text)
  message(SEND_ERROR "${text}")
  math(EXPR failures "${failures} + 1")
endmacro()

# A PNG's width and height, from its IHDR chunk.
function(png_size file out)
  file(READ "${file}" hex OFFSET 16 LIMIT 8 HEX)
  string(SUBSTRING "${hex}" 0 8 w)
  string(SUBSTRING "${hex}" 8 8 h)
  math(EXPR w "0x${w}")
  math(EXPR h "0x${h}")
  set(${out} "${w}x${h}" PARENT_SCOPE)
endfunction()

file(READ "${DESKTOP}" desktop)
foreach(key Icon StartupWMClass)
  if(NOT desktop MATCHES "\n${key}=${APP_ID}\n")
    fail("${DESKTOP}: ${key}= is not ${APP_ID}")
  endif()
endforeach()
get_filename_component(desktop_name "${DESKTOP}" NAME)
if(NOT desktop_name STREQUAL "${APP_ID}.desktop")
  fail("the desktop file is ${desktop_name}, not ${APP_ID}.desktop")
endif()

file(READ "${METAINFO}" meta)
if(NOT meta MATCHES "<id>${APP_ID}</id>")
  fail("${METAINFO}: <id> is not ${APP_ID}")
endif()
if(NOT meta MATCHES "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>")
  fail("${METAINFO}: <launchable> is not ${APP_ID}.desktop")
endif()
string(REGEX MATCH "<release version=\"([^\"]+)\"" newest "${meta}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
  fail("${METAINFO}: the newest <release> is ${CMAKE_MATCH_1}, the project is ${VERSION} (CMakeLists.txt)")
endif()

# Every language of the game names it in its own words on the desktop and in software centres:
# msgfmt --desktop / --xml merged po/<lang>.po into both files.
foreach(lang IN LISTS LANGUAGES)
  foreach(key Name GenericName Comment Keywords)
    if(NOT desktop MATCHES "\n${key}\\[${lang}\\]=[^\n]+\n")
      fail("${DESKTOP}: no ${key}[${lang}]=")
    endif()
  endforeach()
  # In XML the language is a BCP 47 tag: Debian 12's msgfmt (gettext 0.21) writes zh_CN as it
  # is, Debian 13's (0.23) writes zh-Hans-CN; either names the language.
  set(xml_lang "${lang}")
  if(lang MATCHES "^([a-z]+)_([A-Z]+)$")
    set(xml_lang "(${lang}|${CMAKE_MATCH_1}(-[A-Z][a-z][a-z][a-z])?-${CMAKE_MATCH_2})")
  endif()
  foreach(tag name summary)
    if(NOT meta MATCHES "<${tag} xml:lang=\"${xml_lang}\">[^<]+</${tag}>")
      fail("${METAINFO}: no <${tag} xml:lang=\"${lang}\"> (or its BCP 47 form)")
    endif()
  endforeach()
endforeach()

file(STRINGS "${SOURCE_DIR}/debian/changelog" first LIMIT_COUNT 1)
if(NOT first MATCHES "^tessera \\(${VERSION}-[0-9]+\\) ")
  fail("debian/changelog: '${first}' is not version ${VERSION}-<n> (CMakeLists.txt)")
endif()

string(REGEX MATCHALL "<image type=\"source\" width=\"[0-9]+\" height=\"[0-9]+\">[^<]*</image>" images "${meta}")
if(NOT images)
  fail("${METAINFO}: no screenshots")
endif()
foreach(image IN LISTS images)
  string(REGEX MATCH "width=\"([0-9]+)\" height=\"([0-9]+)\">[^<]*/docs/screenshots/([^<]+)<" m "${image}")
  if(NOT m)
    fail("${METAINFO}: screenshot ${image} is not one of docs/screenshots/")
    continue()
  endif()
  set(stated "${CMAKE_MATCH_1}x${CMAKE_MATCH_2}")
  set(file "${SOURCE_DIR}/docs/screenshots/${CMAKE_MATCH_3}")
  if(NOT EXISTS "${file}")
    fail("${METAINFO}: screenshot ${file} does not exist")
    continue()
  endif()
  png_size("${file}" actual)
  if(NOT actual STREQUAL stated)
    fail("${file} is ${actual}, the metainfo says ${stated}")
  endif()
endforeach()

foreach(size IN LISTS ICON_SIZES)
  set(icon "${SOURCE_DIR}/desktop/icons/hicolor/${size}x${size}/apps/tessera.png")
  if(NOT EXISTS "${icon}")
    fail("no ${icon} (tools/gen-assets.sh makes it)")
    continue()
  endif()
  png_size("${icon}" actual)
  if(NOT actual STREQUAL "${size}x${size}")
    fail("${icon} is ${actual}")
  endif()
endforeach()
if(NOT EXISTS "${SOURCE_DIR}/desktop/icons/hicolor/scalable/apps/tessera.svg")
  fail("no desktop/icons/hicolor/scalable/apps/tessera.svg (tools/gen-assets.sh makes it)")
endif()

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} problem(s) with the desktop metadata")
endif()
