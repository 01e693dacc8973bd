/* The move parser (UCI and SAN): input is "FEN\nmove text". A move it accepts must be legal. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char text[512];
    fuzz_text(data, size, text, sizeof text);
    char *newline = strchr(text, '\n');
    const char *fen = CHESS_START_FEN, *move_text = text;
    if (newline) {
        *newline = '\0';
        fen = text;
        move_text = newline + 1;
    }
    chess_pos pos;
    if (chess_fen_parse(&pos, fen, 0) && chess_fen_parse(&pos, fen, CHESS_POS_EXERCISE)) return 0;
    chess_move move, moves[CHESS_MAX_MOVES];
    int err = chess_move_parse(&pos, move_text, &move);
    REQUIRE(err <= 0 && strcmp(chess_error_name(err), "UNKNOWN") != 0);
    if (err) return 0;
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), listed = 0;
    for (int i = 0; i < n; i++) listed |= moves[i] == move;
    REQUIRE(listed || (move == CHESS_MOVE_PASS_VALUE && (pos.flags & CHESS_POS_EXERCISE) && !chess_in_check(&pos)));
    chess_pos after;
    chess_make_move(&pos, move, &after);
    check_position(&after);
    return 0;
}
