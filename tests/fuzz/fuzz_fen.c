/* The FEN parser: any bytes give a clean error or a position that keeps every promise. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char text[512];
    fuzz_text(data, size, text, sizeof text);
    for (unsigned flags = 0; flags <= CHESS_POS_EXERCISE; flags++) {
        chess_pos pos;
        int err = chess_fen_parse(&pos, text, flags);
        REQUIRE(err <= 0);
        if (err == 0) check_position(&pos);
        else REQUIRE(strcmp(chess_error_name(err), "UNKNOWN") != 0);
    }
    return 0;
}
