// The JS rules API over the WebAssembly rules core (c/include/chess.h through c/wasm/shim.c).
//
// Conventions
// - Every call that can fail because of its input (a FEN, a move, a square from a user or a lesson
//   file) returns a Result and never throws.
// - A programmer's mistake (a number where a string belongs, an unknown option value) throws a
//   TypeError that says what was expected.
// - One module instance serves every game on a page. The module keeps no state between calls: each
//   Game holds its own copy of the core's game record and passes it in on every call, so games never
//   share state inside the module, and a call that fails changes nothing.

/** The languages messages come in. */
export type Lang = 'zh-Hans' | 'zh-Hant' | 'en';

/** The stable error names of chess.h's CHESS_ERROR_LIST, without the CHESS_ERR_ prefix: generated
 *  from that list at build time (scripts/gen/errors.mjs). */
import type { ErrorCode } from './errors.gen';
export type { ErrorCode };

// The names of the core's other values are the texts of chess.h's X-lists, generated from them
// at build time (scripts/gen/core-facts.mjs); a name added there is one here.
import type {
  CanMateText, ClaimText, GeneratePieceText, HintText, LawsText, PieceTypeText, ReasonText, ResultText, SearchModeText,
  ExerciseKindText, EscapeText, ExerciseAnswerText, TouchArticleText, TouchKindText,
} from './facts.gen';

/** Which Laws of Chess decide the endings: today's FIDE Laws (automatic fivefold repetition and
 *  75-move rule) or the 2000 text of the source documents (repetition and 50 moves by claim only).
 *  chess.h's CHESS_LAWS_LIST. */
export type Laws = LawsText;

/** A PGN reading's error: the RulesError, its message prefixed with where it is ("Move 12,
 *  Black, "Nf3": ..." or "Line 3, "[White": ..."). */
export interface PgnError extends RulesError {
  /** The line of the text at fault, from 1 (0 when the text is longer than the deep module reads). */
  line: number;
  /** The text at fault (at most 40 bytes of it): the move, the tag, the bracket. */
  text: string;
  /** The fullmove number of the move at fault, or of the next move where the fault is not a move;
   *  absent before the moves (a tag, the FEN). */
  moveNumber?: number;
  /** The side to play that move. */
  color?: Color;
}

export interface RulesError {
  /** The core's error name, e.g. 'CASTLE_THROUGH_ATTACK'. Stable: lessons and tests match on it. */
  code: ErrorCode;
  /** A sentence a person can act on, in the API's language, in words a child can read; it holds
   *  no article number. */
  message: string;
  /** The article of the Laws of Chess (2000 numbering, as the source documents) that the rule
   *  comes from, e.g. '3.8(1)b(b)2', for teachers and tools. Absent where no article speaks of it
   *  (a FEN typed wrong, text that is no move). */
  article?: string;
}

export type Result<T, E extends RulesError = RulesError> = { ok: true; value: T } | { ok: false; error: E };

/** A square name, 'a1' .. 'h8'. */
export type Square = string;
/** The API's one colour vocabulary: every colour it answers with (turn(), PlayedMove.color,
 *  drawOffer(), PgnError.color) is 'w' or 'b'. */
export type Color = 'w' | 'b';
/** A colour argument: a Color, or spelled out, 'white' or 'black'; every call that takes a colour
 *  takes all four. Anything else throws a TypeError. */
export type ColorName = Color | 'white' | 'black';
/** A piece type, lower case, as in FEN (chess.h's CHESS_PIECE_TYPE_LIST). */
export type PieceType = PieceTypeText;
export type PromotionPiece = 'q' | 'r' | 'b' | 'n';

/** What kind of move the core says a move is. 'pass' is only ever a move played in an exercise
 *  position (pass(), play('0000')); moves() never lists one. */
export type MoveKind = 'normal' | 'castle-kingside' | 'castle-queenside' | 'en-passant' | 'promotion' | 'pass';

/** A man that makes a move illegal (Game.culprits): its square, and the square it attacks that
 *  the rule is about, or null. */
export interface Culprit {
  square: Square;
  attacks: Square | null;
}

/** A legal move, as moves() lists it and findMove() finds it. */
export interface Move {
  uci: string;            // 'e2e4', 'e7e8q', 'e1g1' (castling is the king's move), '0000' (a pass)
  san: string;            // 'e4', 'e8=Q+', 'O-O', '--' (a pass)
  from: Square;
  to: Square;
  promotion?: PromotionPiece;
  /** The piece that moves (a pawn for a promotion, the king for castling); absent for a pass. */
  piece?: PieceType;
  /** The piece it takes, if any: a pawn for en passant, nothing for castling. */
  captured?: PieceType;
  /** The core's kind of the move. */
  kind: MoveKind;
}

/** A move that was played. */
export interface PlayedMove extends Move {
  color: Color;           // the side that moved
  check: boolean;
  mate: boolean;
  fen: string;            // the position after the move
}

/** '1-0', '0-1', '1/2-1/2', or '*' while the game goes on (chess.h's CHESS_RESULT_LIST). */
export type GameResult = ResultText;

/** Why a game ended, with the same words as chess-cli (chess.h's CHESS_REASON_LIST): 'checkmate',
 *  'stalemate', 'dead-position', …, 'ongoing'. */
export type OutcomeReason = ReasonText;

/** The two draws a player claims, named by the reasons they end the game with (chess.h's
 *  CHESS_CLAIM_LIST): 'threefold-repetition', 'fifty-moves'. */
export type ClaimReason = ClaimText;

export interface Outcome {
  result: GameResult;
  reason: OutcomeReason;
  /** true for the endings only today's Laws have (fivefold repetition, seventy-five moves), so a
   *  lesson can set the 2000 text beside them. */
  modern: boolean;
  /** A text for people, in the API's language, e.g. 'White wins: checkmate'. */
  message: string;
}

export interface ClaimResult {
  /** true: the claim was correct and the game is drawn. false: the game goes on. */
  accepted: boolean;
  /** The intended move, when it was played: always after an incorrect claim (Art. 9.2, 9.3), and
   *  after a correct one that rests on it. */
  move?: PlayedMove;
  outcome: Outcome;
}

/** 'yes', 'no' or 'unknown' (chess.h's CHESS_CAN_MATE_LIST). */
export type CanMate = CanMateText;

/** The core's touch-move kinds (chess_touch_kind_name, chess.h's CHESS_TOUCH_KIND_LIST): 'none',
 *  'move-piece', 'capture-piece', 'capture-with', 'castle', 'king-move'. */
export type TouchObligation = TouchKindText;
/** The article of the Laws (2000 numbering) a touch-move obligation comes from
 *  (chess_touch_article_name, chess.h's CHESS_TOUCH_ART_LIST). */
export type TouchArticle = TouchArticleText;

export interface TouchResult {
  /** What the player must now do. */
  obligation: TouchObligation;
  /** The article of the Laws (2000 numbering): '4.2', '4.3(1)', '4.3(2)', '4.3(3)', '4.4(1)',
   *  '4.4(2)', '4.4(3)', '4.5', or '-' when nothing is touched. */
  article: TouchArticle;
  /** The legal moves that satisfy the obligation, in UCI, sorted. play() refuses any other with
   *  TOUCH_MOVE_REQUIRED. */
  allowed: string[];
  /** The obligation explained, in the API's language. */
  message: string;
}

export interface GameOptions {
  /** Open an exercise position: kings are not required, and a side may pass. Default false. */
  exercise?: boolean;
  /** Overrides the API's laws for this game. */
  laws?: Laws;
}

export interface Game {
  /** Every legal move of the side to move. Empty once the game is over. */
  moves(): Move[];
  /** The squares the piece on `square` can move to, e.g. ['e3', 'e4'], each once. An empty square,
   *  a piece of the side not to move, or a game that is over gives []. A string that names no
   *  square gives MOVE_SYNTAX. */
  movesFrom(square: Square): Result<Square[]>;
  /** Plays a move given in UCI ('e2e4', 'e7e8q') or SAN ('Nf3', 'O-O', 'exd6 e.p.'). An illegal
   *  move's error code is the core's reason, e.g. 'CASTLE_THROUGH_ATTACK'; also GAME_OVER,
   *  TOUCH_MOVE_REQUIRED, GAME_FULL (after 1024 plies). */
  play(move: string): Result<PlayedMove>;
  /** A pass, in exercise positions only (PASS_NOT_ALLOWED otherwise, and while in check). */
  pass(): Result<PlayedMove>;
  /** Takes back the last move, reopening a game that had ended; clears touches and any draw
   *  offer. Its value is the move taken back. NOTHING_TO_UNDO at the start. */
  undo(): Result<PlayedMove>;
  /** The FEN of the current position. */
  fen(): string;
  /** The FEN the game started from, normalised. */
  startFen(): string;
  /** The moves played, in SAN (or, with {verbose: true}, as PlayedMove objects). */
  history(): string[];
  history(options: { verbose: true }): PlayedMove[];
  /** The side to move. */
  turn(): Color;
  /** Whether the side to move is in check. */
  inCheck(): boolean;
  /** The square of the king in check (the side to move's), or null. */
  checkSquare(): Square | null;
  /** Plies since the last capture or pawn move (the FEN's halfmove clock; 9.3 counts it). */
  halfmoveClock(): number;
  /** How often the current position has stood in this game, this time included (9.2: the same
   *  pieces on the same squares, the same side to move, castling and en passant rights). */
  repetitions(): number;
  /** The legal move that a UCI or SAN text names, without playing it. Errors as play() gives them
   *  for the text (MOVE_SYNTAX, MOVE_AMBIGUOUS, the reason a move is illegal, PASS_NOT_ALLOWED,
   *  INPUT_TOO_LONG) and GAME_OVER; touch-move and a full record are play()'s alone. */
  findMove(text: string): Result<Move>;
  /** The men that make the move `uci` ("g3g4", "e7e8q": UCI only) illegal, as the core's
   *  chess_move_culprits finds them for the reason findMove() gives: the first man in the way
   *  (PATH_BLOCKED), the man on the target (OWN_PIECE_ON_TARGET), the enemy men attacking the
   *  king's target with the king off its square (KING_INTO_CHECK), the checkers
   *  (KING_IN_CHECK_MUST_ANSWER, CASTLE_IN_CHECK), the pinning man (LEAVES_KING_IN_CHECK), the
   *  men between king and rook (CASTLE_BLOCKED), the attackers of the square castling crosses or
   *  lands on (CASTLE_THROUGH_ATTACK, CASTLE_INTO_ATTACK); in order a1, b1, ..., h8. `attacks` is
   *  the square the man attacks that the rule is about (the target, the king, the square
   *  crossed), or null for a man only in the way. Empty for a legal move, any other reason and a
   *  game that is over; MOVE_SYNTAX for text that is not UCI. */
  culprits(uci: string): Result<Culprit[]>;
  /** The squares that `color`'s pieces attack, in order a1, b1, ..., h8. */
  attackedSquares(color: ColorName): Square[];
  /** The legal captures of the side to move that are free (chess.h's chess_capture_is_free): after
   *  each, no reply mates and no sequence of captures wins anything back, counting pawn 1, knight
   *  and bishop 3, rook 5, queen 9. In the order of moves(); empty once the game is over. */
  freeCaptures(): Move[];
  /** The state of the game: automatic endings (checkmate, stalemate, dead position, and under the
   *  current Laws fivefold repetition and 75 moves) and those of actions (claims, agreement,
   *  resignation, flag fall). */
  outcome(): Outcome;
  /** Whether the game has ended (outcome().result !== '*'). */
  isOver(): boolean;
  /** The side whose draw offer is pending, or null. */
  drawOffer(): Color | null;
  /** The draws the player to move may claim now, in the order threefold-repetition, fifty-moves;
   *  with an intended move, also those the move would bring about (Art. 9.2, 9.3). */
  claimable(intendedMove?: string): Result<ClaimReason[]>;
  /** Every legal move that, written down with a claim (9.2 "will appear", 9.3), makes a claim
   *  correct that is not correct now, in the order of moves(); `reasons` are those of
   *  claimable(move.uci) that claimable() lacks. GAME_OVER once the game has ended. */
  claimableAfter(): Result<{ move: Move; reasons: ClaimReason[] }[]>;
  /** A claim by the player to move. Another reason string gives NOT_CLAIMABLE_REASON. */
  claimDraw(reason: ClaimReason, intendedMove?: string): Result<ClaimResult>;
  /** The player to move offers a draw (Art. 9.1). The offer stands until accepted or the other
   *  player moves. */
  offerDraw(): Result<Outcome>;
  /** The player the pending offer was made to accepts it: drawn by agreement. NO_DRAW_OFFER when
   *  there is none. */
  acceptDraw(): Result<Outcome>;
  /** `color` resigns. */
  resign(color: ColorName): Result<Outcome>;
  /** `color`'s flag falls: a loss, or a draw if the opponent cannot mate by any legal sequence.
   *  Synchronous and exact in the play module (chess-rules.wasm): its proofs decide every 'no'. */
  flag(color: ColorName): Result<Outcome>;
  /** Can `color` still checkmate by some sequence of legal moves? Never 'no' where a mate exists.
   *  The play module's proofs answer 'no' and short mates; where only a long helpmate shows the
   *  mate, 'yes' needs the deep analysis (rules.loadDeepAnalysis(), loaded by default in Node),
   *  and without it the answer is 'unknown'. 'unknown' also when the full budget runs out. */
  canMate(color: ColorName): CanMate;
  /** The game as PGN, in the export format: the Seven Tag Roster ('?' for a tag not given), then
   *  [SetUp "1"] and [FEN] for a game that did not begin at the initial position, then the other
   *  tags; the moves in SAN; the result. options.headers: tag pairs {Name: value} over those the
   *  game was read with (rules.gameFromPgn). Result is the game's own once it has ended; while it
   *  goes on, a Result header given (or read, while no move has been added) is kept. PGN_TAG for a
   *  name other than letters, digits and _. Written by the deep module (chess-search.wasm, in
   *  the search worker), loaded on first use. */
  pgn(options?: { headers?: Record<string, string> }): Promise<Result<string>>;
  /** The player to move touches the piece on `square` ({adjust: true}: adjusts it after saying
   *  "j'adoube", 4.2). Touches add up until a move is played or undone. NOT_A_PIECE for an empty
   *  square. */
  touch(square: Square, options?: { adjust?: boolean }): Result<TouchResult>;
  /** Forgets the touches (a teaching reset; the Laws have no such thing). */
  clearTouches(): Result<undefined>;
  /** A move for the side to move from the practice partner, as rules.bestMove gives it, for this
   *  game's position with its own history (a repetition counts as a draw) and exercise flag. The
   *  game as it is at the call is searched, whatever is played before the answer comes.
   *  GAME_OVER once the game has ended. Rejects as rules.bestMove does; options.history and
   *  options.exercise, which the game knows itself, are TypeErrors. */
  bestMove(options?: GameSearchOptions): Promise<Result<BestMove>>;
  /** rules.mateIn for this game's position: a forced mate in at most maxMoves (1..4), or null
   *  (a proof that there is none). GAME_OVER once the game has ended. */
  mateIn(maxMoves: number, options?: { nodes?: number }): Promise<Result<MateLine | null>>;
}

/** What the practice partner is for: a game opponent with the level's mistakes ('play'), the
 *  defender that delays mate longest ('defend'), or a hint for the learner with a reason ('hint'). */
export type SearchMode = SearchModeText;

/** Why a hint is good (hint mode only), first match wins in this order: 'mate', 'escapes-check',
 *  'wins-material', 'stops-threat', 'good-move' (chess.h's CHESS_HINT_LIST, but its 'none'). */
export type HintReason = Exclude<HintText, 'none'>;

export interface SearchOptions {
  /** 1 (a beginner's mistakes) .. 5 (solid): node budgets 300, 1500, 6000, 16000, 40000. Default 5. */
  level?: 1 | 2 | 3 | 4 | 5;
  /** A node budget instead of a level (no mistakes); an integer from 1 to 2^31 - 1. Not with level. */
  nodes?: number;
  /** Default 'play'. */
  mode?: SearchMode;
  /** Mistakes are drawn from this seed mixed with the position: the same fen, options and seed give
   *  the same move on every machine. An integer 0 .. 2^32 - 1; default 0. */
  seed?: number;
  /** The game's earlier positions as FENs, oldest first, not the current one, so that the search
   *  counts a repetition as a draw. Only the last 128 are used. A bad one gives its FEN_* error. */
  history?: string[];
  /** The FEN is an exercise position (see GameOptions.exercise). */
  exercise?: boolean;
}

/** game.bestMove's options: SearchOptions without what the game knows itself. */
export type GameSearchOptions = Omit<SearchOptions, 'history' | 'exercise'>;

/** The practice partner's move. */
export interface BestMove {
  uci: string;
  san: string;
  /** The move's value for the side to move, in centipawns (a pawn is 100). When `mate` is present
   *  it is beyond +-31000 (32000 less the plies to the mate). */
  score: number;
  /** Present when the search saw a forced mate: N > 0, the side to move mates in N moves; N < 0,
   *  it is mated in -N. */
  mate?: number;
  /** Hint mode only. */
  reason?: HintReason;
  /** Plies searched to the end (0: not even depth 1; the move is then the first legal one). */
  depth: number;
  /** Positions visited; never above the level's (or the given) budget. */
  nodes: number;
}

/** A forced mate: the shortest, with the defender holding out longest. */
export interface MateLine {
  /** N: the side to move mates on its Nth move. */
  moves: number;
  /** The 2N - 1 plies of the main line, ending with the mate. */
  line: { uci: string; san: string }[];
}

/** The kinds of exercise the core makes: chess.h's CHESS_EXERCISE_KIND_LIST. They are not the
 *  lessons' skills: web/lesson/skills.mjs's SKILL_EXERCISES maps each skill to its kinds. */
export type ExerciseKind = ExerciseKindText;
/** The piece an exercise is made for: chess.h's CHESS_GENERATE_PIECE_LIST ('any': the generator
 *  draws one; 'two-rooks': mate-in-one only). */
export type GeneratePiece = GeneratePieceText;
/** escape-check's ways out of check: chess.h's CHESS_ESCAPE_LIST. */
export type EscapeWay = EscapeText;
/** check-quiz's answers: chess.h's CHESS_EXERCISE_ANSWER_LIST but 'none'. */
export type QuizAnswer = Exclude<ExerciseAnswerText, 'none'>;

/** What generate() can be asked for, in the core's order (chess.h's lists). */
export declare const GENERATORS: { readonly kinds: readonly ExerciseKind[]; readonly pieces: readonly GeneratePiece[] };

export interface GenerateOptions {
  /** The exercise kind. One of kind and skill (its older name) is needed; both must agree. */
  kind?: ExerciseKind;
  /** The older name of `kind`, same values. */
  skill?: ExerciseKind;
  /** Default 'any'. Which pieces a kind takes: chess.h's chess_generate (another gives
   *  INVALID_ARGUMENT): mate-in-one every piece but 'any' and 'king'; check-in-one 'any' to
   *  'queen'; capture-free, check-quiz 'any', 'knight', 'bishop', 'rook', 'queen'; collect-stars
   *  and capture 'any' to 'king'; escape-check 'any', 'knight' (not at difficulty 3), 'bishop',
   *  'rook', 'queen' (the checker); double-check 'any', 'bishop', 'rook', 'queen' (the piece
   *  uncovered); lone-king 'queen' or 'rook'; fork 'any' to 'queen'; pin 'any', 'bishop', 'rook',
   *  'queen' (the pinner). */
  piece?: GeneratePiece;
  /** The side that solves it, to move. Default 'white'. */
  side?: ColorName;
  /** 0 .. 2^32 - 1; the same options always give the same exercise. Default 0. */
  seed?: number;
  /** 1 .. 3 (CHESS_GENERATE_MIN/MAX_DIFFICULTY). Default 1. */
  difficulty?: number;
}

/** An exercise made and proved by the core (c/src/generate*.c; chess.h states its limits). */
export interface Exercise {
  kind: ExerciseKind;
  /** The same as kind (its older name). */
  skill: ExerciseKind;
  /** The piece it was made for; for 'any', the one drawn. */
  piece: GeneratePiece;
  side: 'white' | 'black';
  seed: number;
  difficulty: number;
  fen: string;
  /** true for collect-stars: open it with {exercise: true} (no kings; the other side passes). */
  exercise: boolean;
  /** UCI. mate-in-one and check-in-one: every move that mates (checks); capture-free: every
   *  capture of the target, each free; collect-stars: one shortest route (any route within par
   *  moves that lands on every star is as good); capture: every capture, all the given piece's;
   *  escape-check: every legal move; double-check: every move that checks with two pieces;
   *  fork: every move that forks (chess.h: two men worth 3 or more, or the king and one, and
   *  lands where nothing attacks it); check-quiz, pin and lone-king: none (the quiz's answer is
   *  `answer`, the pin's the `target`; a lone-king start is played out against the core's
   *  defender, bestMove's 'defend' mode). */
  solutions: string[];
  /** capture-free: the free piece's square; collect-stars and capture: the piece's square;
   *  escape-check: the checker's square; pin: the pinned man's square. */
  target?: string;
  /** capture-free from difficulty 2: a defended piece that can be taken, not for free; pin: the
   *  pinner's square. */
  decoy?: string;
  /** collect-stars: the stars' squares, and the fewest moves that land on all of them. */
  stars?: string[];
  par?: number;
  /** escape-check: the ways out of check the legal moves take (as many as the difficulty). */
  ways?: EscapeWay[];
  /** check-quiz: what the position is for the side to move. */
  answer?: QuizAnswer;
  /** Candidate positions drawn, this one included. */
  tries: number;
}

export interface ChessRules {
  /** A fresh exercise for a skill, made and proved by the core in the search module (the same
   *  worker as bestMove). SEARCH_BUDGET when no candidate passed within the generator's tries;
   *  INVALID_ARGUMENT for a piece the kind does not take. A bad option rejects with a TypeError. */
  generate(options: GenerateOptions): Promise<Result<Exercise>>;
  /** A move for the side to move, from the practice partner (c/src/search.c), searched in a Web
   *  Worker with its own instance of chess-search.wasm, loaded on the first call (in Node, which
   *  has no Web Workers, on the calling thread, from options.searchWasm). Results:
   *  a bad FEN gives its FEN_* error; a finished game (mate or stalemate) gives NO_LEGAL_MOVES.
   *  A bad option rejects the promise with a TypeError (before anything reaches the worker). It
   *  rejects with an Error only when no worker can run (a page without Web Workers; a missing
   *  chess-search-worker.mjs) or it gives no answer in 20 s. */
  bestMove(fen: string, options?: SearchOptions): Promise<Result<BestMove>>;
  /** Proves or refutes "mate in at most maxMoves (1..4)" against every defence, in the same worker.
   *  null: no such mate (a proof). SEARCH_BUDGET when `nodes` positions (default 5,000,000) did
   *  not decide it. */
  mateIn(fen: string, maxMoves: number, options?: { nodes?: number; exercise?: boolean }): Promise<Result<MateLine | null>>;

  /** Opens a game at `fen` (default: the initial position). A bad FEN gives the FEN_* error. */
  game(fen?: string, options?: GameOptions): Result<Game>;
  /** The first game of a PGN text, as a Game with its moves played (history() is the move list).
   *  Lenient: comments, NAGs, annotation marks and variations are skipped, any form of move
   *  number is read, and a [FEN] tag (with or without [SetUp "1"]) starts the game there. The
   *  termination token (1-0, 0-1, 1/2-1/2, *) and the tags are kept for game.pgn(); the game
   *  itself ends only as the rules end it (mate, stalemate, ...). Read by the deep module
   *  (chess-search.wasm, in the search worker), loaded on first use. An error says where it is. */
  gameFromPgn(text: string, options?: GameOptions): Promise<Result<Game, PgnError>>;
  /** Loads the deep analysis (chess-search.wasm) on this thread, once; game.canMate() then
   *  answers 'yes' where only a long helpmate shows it. Rejects if the module cannot load. */
  loadDeepAnalysis(): Promise<void>;
  /** Checks a FEN; its value is the FEN normalised (all six fields; the en passant square only
   *  when a capture is possible). */
  validateFen(fen: string, options?: { exercise?: boolean }): Result<string>;
  /** Counts the leaves of the legal move tree to `depth` plies. Runs synchronously (depth 5 of a
   *  middlegame takes seconds). A bad FEN gives its FEN_* error; a depth other than an integer
   *  0..8 throws a TypeError. */
  perft(fen: string, depth: number): Result<number>;
  /** The message for an error code in the API's language, or in `lang` if that language's texts
   *  are loaded (by loadChessRules, setLang, or a <chess-board> in that language); otherwise in
   *  the API's language. */
  errorMessage(code: ErrorCode, lang?: Lang): string;
  /** The language messages are written in. Read-only: change it with setLang. */
  readonly lang: Lang;
  /** Switches the messages' language, given any language tag ('zh-TW' → 'zh-Hant'). Each
   *  language's texts are a module of their own, fetched on first use; the language changes once
   *  they are there, and the promise resolves to it. A non-string rejects with a TypeError. */
  setLang(lang: Lang | string): Promise<Lang>;
  readonly laws: Laws;
}

export interface LoadOptions {
  /** Where the module comes from: a URL (string or URL object), its bytes, or a compiled
   *  WebAssembly.Module. Default: chess-rules.wasm next to this script (import.meta.url). */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;
  /** Default: chosen from the browser's languages, else 'en'. Only this language's messages are
   *  fetched (with the module); the promise resolves once both are there. */
  lang?: Lang | string;
  /** Default 'current'. */
  laws?: Laws;
  /** Where the deep module comes from (PGN, the full can-mate, the search): a URL. Default:
   *  chess-search.wasm next to options.wasm when that is a URL, else next to this script. */
  searchWasm?: string | URL;
  /** Load the deep analysis with the rules (rules.loadDeepAnalysis()). Default: true in Node
   *  (where a failed load is ignored), false in a browser, where a page downloads it on use. */
  deepAnalysis?: boolean;
}

/** Starts fetching and compiling the default chess-rules.wasm and the messages of `lang` (default:
 *  as loadChessRules picks it), so that a later loadChessRules() finds them under way. For a page's
 *  entry module, as it evaluates. Any failure is reported by loadChessRules. */
export function preloadChessRules(lang?: string): void;

/** Loads and instantiates the module. Calls with the same URL (the default included) share one
 *  instance; bytes and compiled modules are instantiated on each call. */
export function loadChessRules(options?: LoadOptions): Promise<ChessRules>;

/** The languages messages come in. */
export const LANGS: readonly Lang[];

/** The words of an outcome in `lang` (whose texts must be loaded: by loadChessRules, setLang or a
 *  <chess-board> in it), as Outcome.message gives them: 'White wins: checkmate'. */
export function outcomeMessage(outcome: Pick<Outcome, 'result' | 'reason'>, lang: Lang): string;

/** The same search on the calling thread (web/rules/search-engine.mjs; not in the chess-rules
 *  bundle): what the worker runs, and what Node and tests use. Calls are synchronous. */
export interface ChessSearch {
  bestMove(fen: string, options?: SearchOptions, lang?: Lang | string): Result<BestMove>;
  mateIn(fen: string, maxMoves: number, options?: { nodes?: number; exercise?: boolean }, lang?: Lang | string): Result<MateLine | null>;
  generate(options: GenerateOptions, lang?: Lang | string): Result<Exercise>;
  /** A level's node budget. */
  levelNodes(level: 1 | 2 | 3 | 4 | 5): number;
  /** The messages' language. */
  lang: Lang;
}
// export function loadChessSearch(options?: { wasm?: LoadOptions['wasm']; lang?: Lang | string }): Promise<ChessSearch>;
// (from web/rules/search-engine.mjs; default: chess-search.wasm next to that script)
