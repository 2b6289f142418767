# msgfmt --check on one .po, and every message translated: no fuzzy and no untranslated entry
# (msgfmt --statistics counts them). -DMSGFMT=... -DPO=po/<lang>.po
execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${PO}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "msgfmt --check ${PO} failed:\n${out}${err}")
endif()
if(err MATCHES "fuzzy|untranslated")
  message(FATAL_ERROR "${PO} is not complete: ${err}")
endif()
message(STATUS "${PO}: ${err}")
