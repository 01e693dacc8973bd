/* Touch-move: any sequence of touched squares (some marked j'adoube) in a handful of positions.
** The allowed moves must be legal, and never none while a legal move exists: when no touched
** piece can move or be captured, any move is allowed (4.5). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0) return 0;
    const fuzz_start *start = fuzz_start_of(data[0]);
    chess_pos pos;
    REQUIRE(chess_fen_parse(&pos, start->fen, start->flags) == 0);
    uint8_t touches[CHESS_TOUCH_MAX + 4];
    size_t count = size - 1 < sizeof touches ? size - 1 : sizeof touches;
    for (size_t i = 0; i < count; i++) touches[i] = data[i + 1] & (63 | CHESS_TOUCH_ADJUST);
    chess_touch_rule rule;
    chess_move allowed[CHESS_MAX_MOVES], legal[CHESS_MAX_MOVES];
    int n = chess_touch_moves(&pos, touches, count, &rule, allowed, CHESS_MAX_MOVES);
    if (count > CHESS_TOUCH_MAX) {
        REQUIRE(n == CHESS_ERR_TOUCH_LIMIT);
        return 0;
    }
    int legal_count = chess_legal_moves(&pos, legal, CHESS_MAX_MOVES);
    REQUIRE(n >= 0 && n <= legal_count);
    REQUIRE(legal_count == 0 || n > 0);
    REQUIRE(strcmp(chess_touch_kind_name(rule.kind), "?") != 0);
    REQUIRE(strcmp(chess_touch_article_name(rule.article), "?") != 0);
    for (int i = 0; i < n; i++) {
        int found = 0;
        for (int j = 0; j < legal_count; j++) found |= allowed[i] == legal[j];
        REQUIRE(found);
    }
    return 0;
}
