/* Random text read as PGN (chess_pgn_read): it never reads or writes outside the text and the
** buffers, an error names a place inside the text, and a game read is whole: written back as PGN
** (chess_pgn_write), it reads again to the same start and the same moves. */
#include "fuzz_common.h"

static chess_game game, again; /* 10 KB each: off the stack; the harness runs one input at a time */
static char tags[512];
static char written[65536];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    chess_pgn_info info;
    /* The text is not NUL-terminated: a read past its end is a heap overflow the sanitizer sees. */
    char *text = malloc(size ? size : 1);
    REQUIRE(text);
    memcpy(text, data, size);
    int plies = chess_pgn_read(text, size, 0, CHESS_LAWS_CURRENT, &game, tags, sizeof tags, &info);
    if (plies < 0) {
        REQUIRE(chess_error_name(plies)[0] != '?');
        REQUIRE(info.error_offset <= size && info.error_length <= size - info.error_offset);
        REQUIRE(info.error_line >= 1);
        REQUIRE(info.move_number >= 0);
        free(text);
        return 0;
    }
    REQUIRE(plies == game.ply_count && info.end <= size && info.tag_count >= 0);
    check_position(&game.pos);
    int length = chess_pgn_write(&game, NULL, 0, written, sizeof written);
    REQUIRE(length > 0 && (size_t)length == strlen(written));
    REQUIRE(chess_pgn_read(written, (size_t)length, 0, CHESS_LAWS_CURRENT, &again, tags, sizeof tags, &info) == plies);
    REQUIRE(memcmp(&again.start, &game.start, sizeof game.start) == 0);
    REQUIRE(memcmp(again.moves, game.moves, (size_t)plies * sizeof game.moves[0]) == 0);
    free(text);
    return 0;
}
