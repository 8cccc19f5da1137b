#pragma once
// Included first in every test source (the suites' precompiled header, tests/CMakeLists.txt).
// The test suites are compiled into a few runner executables (cp_tests_core, cp_tests_cli,
// cp_tests_gui), one per area, instead of one executable per suite. QTEST_MAIN and
// QTEST_GUILESS_MAIN keep their meaning but define `int cp_test_main_<TestClass>(argc, argv)`
// instead of `main`; the runner's generated main picks the suite named by its first argument
// (`cp_tests_core estimate_model -v2` runs TestModel with `-v2`).

#include <QtTest/QTest>

#undef QTEST_MAIN_WRAPPER
#define QTEST_MAIN_WRAPPER(TestObject, ...)                                \
    int cp_test_main_##TestObject(int argc, char *argv[])                  \
    {                                                                      \
        TESTLIB_SELFCOVERAGE_START(#TestObject)                            \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>(); \
        __VA_ARGS__                                                        \
        TestObject tc;                                                     \
        QTEST_SET_MAIN_SOURCE_PATH                                         \
        return QTest::qExec(&tc, argc, argv);                              \
    }
