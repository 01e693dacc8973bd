/* The stable names of error codes, generated from the one list in chess.h. */
#include "internal.h"

const char *chess_error_name(int code) {
    if (code == CHESS_OK) return "OK";
    switch (code) {
#define CHESS_ERROR_NAME_CASE(name, value) \
    case value: return #name;
        CHESS_ERROR_LIST(CHESS_ERROR_NAME_CASE)
#undef CHESS_ERROR_NAME_CASE
    default: return "UNKNOWN";
    }
}
