/* A minimal test harness: each test file lists its tests in main() with RUN(name).
** A failed CHECK records the failure, prints where and why, and the test goes on. */
#ifndef CHESS_TESTING_H
#define CHESS_TESTING_H
#include <stdio.h>
#include <string.h>
#include <inttypes.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

static int testing_failures_in_test;
static int testing_passed, testing_failed;

#define TEST(name) static void name(void)

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            testing_failures_in_test++;                                              \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#define CHECK_INT(actual, expected)                                                              \
    do {                                                                                         \
        long long a_ = (long long)(actual), e_ = (long long)(expected);                          \
        if (a_ != e_) {                                                                          \
            testing_failures_in_test++;                                                          \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #actual, a_, e_); \
        }                                                                                        \
    } while (0)

#define CHECK_STR(actual, expected)                                                            \
    do {                                                                                       \
        const char *a_ = (actual), *e_ = (expected);                                           \
        if (strcmp(a_, e_) != 0) {                                                             \
            testing_failures_in_test++;                                                        \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #actual, a_, e_); \
        }                                                                                      \
    } while (0)

/* Checks that `stmt`, run in a child process, stops it with a trap: a programmer error caught by
** the core's CHESS_API_CHECK. Debug builds (CHESS_CHECK_INVARIANTS) have those checks; in a
** release build the statement is compiled but not run, since running it is undefined behaviour there. */
#ifdef CHESS_CHECK_INVARIANTS
#define CHECK_TRAPS(stmt)                                                                        \
    do {                                                                                         \
        fflush(NULL);                                                                            \
        pid_t child_ = fork();                                                                   \
        if (child_ == 0) {                                                                       \
            stmt;                                                                                \
            _exit(0);                                                                            \
        }                                                                                        \
        int status_ = 0;                                                                         \
        waitpid(child_, &status_, 0);                                                            \
        if (!WIFSIGNALED(status_) || (WTERMSIG(status_) != SIGILL && WTERMSIG(status_) != SIGTRAP)) { \
            testing_failures_in_test++;                                                          \
            fprintf(stderr, "%s:%d: %s did not trap\n", __FILE__, __LINE__, #stmt);              \
        }                                                                                        \
    } while (0)
#else
#define CHECK_TRAPS(stmt)   \
    do {                    \
        if (0) { stmt; }    \
    } while (0)
#endif

static void testing_run(const char *name, void (*fn)(void)) {
    testing_failures_in_test = 0;
    fn();
    if (testing_failures_in_test) {
        testing_failed++;
        fprintf(stderr, "FAIL %s\n", name);
    } else {
        testing_passed++;
    }
}
#define RUN(name) testing_run(#name, name)

static int testing_report(void) {
    printf("%d passed, %d failed\n", testing_passed, testing_failed);
    return testing_failed ? 1 : 0;
}
#endif
