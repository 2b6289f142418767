# Sudoku's build: its libraries in every layer (cmake/tessera_game.cmake), and its solver's kernel.
tessera_game(sudoku BENCH_SIGNATURE db0f83bb57a08ade)
# The solver's search is built a second time for AVX2 processors (chosen at run time), and both
# builds of it with -O3 outside Debug (11% fewer instructions on hard puzzles than -O2).
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  set(sudoku_kernel_opt "$<$<NOT:$<CONFIG:Debug>>:-O3>")
  set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/core/solver_kernel_sse2.cpp PROPERTIES
    COMPILE_OPTIONS "${sudoku_kernel_opt}")
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/core/solver_kernel_avx2.cpp PROPERTIES
      COMPILE_OPTIONS "-mavx2;-mbmi;-mbmi2;-mpopcnt;${sudoku_kernel_opt}")
  endif()
endif()
