# KilnTest.cmake -- how kiln's tests are built and registered.
#
#   kiln_test(NAME name [NOTEST] SOURCES a.c b.c [LIBS lib...] [ARGS arg...])
#
# builds a Criterion test program linked with libkiln and registers it with ctest (NOTEST: the
# caller registers it, e.g. one entry per --filter).  In cross
# builds (where no Criterion library for the target exists) the same sources are built against
# tests/support/minicriterion, which implements the subset of Criterion kiln's tests use
# (Test, cr_assert*, cr_expect*, cr_log_*; one forked process per test); ctest runs the programs
# under the toolchain's emulator (qemu-user).
if(CMAKE_CROSSCOMPILING)
  set(KILN_CRITERION_SHIM ON)
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(CRITERION REQUIRED IMPORTED_TARGET criterion)
  set(KILN_CRITERION_SHIM OFF)
endif()

function(kiln_test)
  cmake_parse_arguments(KT "NOTEST" "NAME" "SOURCES;LIBS;ARGS" ${ARGN})
  add_executable(${KT_NAME} ${KT_SOURCES})
  target_link_libraries(${KT_NAME} PRIVATE kiln::kiln ${KT_LIBS})
  if(KILN_CRITERION_SHIM)
    target_sources(${KT_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support/minicriterion.c)
    target_include_directories(${KT_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support/include)
  else()
    target_link_libraries(${KT_NAME} PRIVATE PkgConfig::CRITERION)
  endif()
  if(NOT KT_NOTEST)
    add_test(NAME ${KT_NAME} COMMAND ${KT_NAME} ${KT_ARGS})
    set_tests_properties(${KT_NAME} PROPERTIES TIMEOUT 1200)
  endif()
endfunction()
