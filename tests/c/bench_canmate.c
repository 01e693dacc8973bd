/* bench_canmate: times chess_can_mate over the unwinnability file, natively, and checks it.
** usage: bench_canmate [FILE] [BUDGET]   (defaults: the shared test file, the full budget)
** Prints one "key: value" line per figure: positions, agreement, unknown and wrong counts, and the
** median and 99th-percentile time per call in microseconds, for the given budget and for
** CHESS_CAN_MATE_QUICK_BUDGET (the game's after-every-move check): wall-clock time, and the CPU
** time of this thread (`_cpu_` lines), which a busy machine inflates far less. Exit status 1 if any answer
** contradicts a label. Not a CTest test: timing belongs to the benchmarks. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "chess.h"

#ifndef CHESS_TESTDATA_DIR
#define CHESS_TESTDATA_DIR "../shared/testdata"
#endif
#define MAX_CALLS 8192

static double clock_us(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double times[MAX_CALLS], cpu_times[MAX_CALLS];

typedef struct tally {
    int calls, agree, unknown, wrong;
    double median_us, p99_us, max_us, cpu_median_us, cpu_p99_us;
} tally;

static int run(const char *path, uint32_t budget, tally *t, int verbose) {
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "error: cannot open %s\n", path);
        return -1;
    }
    char line[512];
    memset(t, 0, sizeof *t);
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strlen(line) < 4) continue;
        line[strcspn(line, "\r\n")] = 0;
        chess_pos pos;
        if (chess_fen_parse(&pos, line + 3, 0) != 0) {
            fprintf(stderr, "error: cannot parse %s\n", line);
            continue;
        }
        for (int color = 0; color < 2; color++) {
            int label_yes = line[color] != '-';
            double start = clock_us(CLOCK_MONOTONIC), cpu_start = clock_us(CLOCK_THREAD_CPUTIME_ID);
            int answer = chess_can_mate(&pos, color, budget);
            double cpu_took = clock_us(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
            double took = clock_us(CLOCK_MONOTONIC) - start;
            if (t->calls < MAX_CALLS) times[t->calls] = took, cpu_times[t->calls] = cpu_took;
            t->calls++;
            if (answer == CHESS_CAN_MATE_UNKNOWN) {
                t->unknown++;
                if (verbose) printf("unknown %s %s\n", color ? "black" : "white", line);
            } else if ((answer == CHESS_CAN_MATE_YES) == label_yes) {
                t->agree++;
            } else {
                t->wrong++;
                printf("WRONG %s says %s: %s\n", color ? "black" : "white", chess_can_mate_name(answer), line);
            }
        }
    }
    fclose(f);
    int n = t->calls < MAX_CALLS ? t->calls : MAX_CALLS;
    qsort(times, (size_t)n, sizeof times[0], compare_double);
    t->median_us = n ? times[n / 2] : 0;
    t->p99_us = n ? times[(n * 99) / 100] : 0;
    t->max_us = n ? times[n - 1] : 0;
    qsort(cpu_times, (size_t)n, sizeof cpu_times[0], compare_double);
    t->cpu_median_us = n ? cpu_times[n / 2] : 0;
    t->cpu_p99_us = n ? cpu_times[(n * 99) / 100] : 0;
    return 0;
}

static void print(const char *name, uint32_t budget, const tally *t) {
    printf("%s_budget: %u\n", name, budget);
    printf("%s_calls: %d\n", name, t->calls);
    printf("%s_agree: %d (%.2f%%)\n", name, t->agree, 100.0 * t->agree / t->calls);
    printf("%s_unknown: %d (%.2f%%)\n", name, t->unknown, 100.0 * t->unknown / t->calls);
    printf("%s_wrong: %d\n", name, t->wrong);
    printf("%s_median_us: %.1f\n", name, t->median_us);
    printf("%s_p99_us: %.1f\n", name, t->p99_us);
    printf("%s_max_us: %.1f\n", name, t->max_us);
    printf("%s_cpu_median_us: %.1f\n", name, t->cpu_median_us);
    printf("%s_cpu_p99_us: %.1f\n", name, t->cpu_p99_us);
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : CHESS_TESTDATA_DIR "/unwinnability/positions.txt";
    uint32_t budget = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : CHESS_CAN_MATE_FULL_BUDGET;
    int verbose = argc > 3 && !strcmp(argv[3], "-v");
    tally full, quick;
    if (run(path, budget, &full, verbose) < 0) return 2;
    print("full", budget, &full);
    if (run(path, CHESS_CAN_MATE_QUICK_BUDGET, &quick, 0) < 0) return 2;
    print("quick", CHESS_CAN_MATE_QUICK_BUDGET, &quick);
    return full.wrong || quick.wrong ? 1 : 0;
}
