// The <chess-board> element's whole surface: what lesson, site and bench code may use. Its view,
// controller and game are private fields. docs/board.md shows it with examples.
import type {
  ChessRules, ClaimReason, ClaimResult, Color, ColorName, ErrorCode, Game, GameResult, Outcome,
  OutcomeReason, PlayedMove, PromotionPiece, Result, Square, TouchObligation, TouchResult,
} from '../rules/index';

/** `mode`: play (the rules judge every move), free (any piece goes anywhere, no rules), setup
 *  (pieces are placed from a tray), tap (no piece is picked up; a press on a square fires
 *  `squaretap`). */
export type BoardMode = 'play' | 'free' | 'setup' | 'tap';
/** The error of a move that a `beforemove` listener cancelled (play() and a claim with a move):
 *  the rules never judged it, so it has no message and no article. */
export interface CancelledError { code: 'CANCELLED'; message: ''; }
/** What play() and claimDraw() with a move return: the rules' Result, or the cancelled move's. */
export type MoveResult<T> = Result<T> | { ok: false; error: CancelledError };
/** `movable`: whose pieces the child may pick up in play mode. Without the attribute: the side to
 *  move. Nobody's once the game is over. */
export type Movable = 'white' | 'black' | 'both' | 'none';
/** A FEN piece letter: KQRBNP white, kqrbnp black. */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';
export type Mark = 'good' | 'bad' | 'hint';

export interface Highlight { square: Square; kind?: Mark }
export interface Arrow { from: Square; to: Square; kind?: Mark }
export interface Marker { square: Square; kind?: 'star' | 'target' }

/** What was drawn on the board by hand (the `draw` attribute). The colours are the marks' kinds:
 *  good green (solid), bad red (dashed), hint blue (dotted). */
export interface Drawings {
  arrows: { from: Square; to: Square; kind: Mark }[];
  circles: { square: Square; kind: Mark }[];
}

/** saveDiagram's options. */
export interface DiagramOptions {
  /** Default 'png'. */
  format?: 'svg' | 'png';
  /** The picture's width and height in pixels, 64 to 4096; default 480 (240, 480 and 960 are the
   *  usual sizes: a worksheet, a slide, a printed page). */
  size?: number;
  /** Default `chess-diagram-<size>.<format>`. */
  filename?: string;
}

/** An outcome in the board's language. */
export interface BoardOutcome {
  result: GameResult;
  reason: OutcomeReason;
  modern: boolean;
  message: string;
}

export interface BeforeMoveDetail {
  uci: string;
  from: Square | null;
  to: Square | null;
  promotion?: PromotionPiece;
  /** 'user': the child's move; 'script': play() or claimDraw() with a move. */
  by: 'user' | 'script';
}

export interface MoveDetail {
  from: Square;
  to: Square;
  piece: PieceLetter;
  captured: PieceLetter | null;
  /** The FEN after the move (in free mode: the placement with " w - - 0 1"). */
  fen: string;
  by: 'user' | 'script';
  /** In play mode; free mode moves have none of these. */
  uci?: string;
  san?: string;
  promotion?: PromotionPiece | null;
  check?: boolean;
  mate?: boolean;
}

export interface IllegalDetail {
  from: Square | null;
  to: Square | null;
  code: ErrorCode;
  message: string;
  /** The Laws' article, for teachers and tools (not for the child's eyes). */
  article?: string;
}

export interface SquareDetail { square: Square | null; piece: PieceLetter | null }

export interface TouchDetail {
  square: Square;
  obligation: TouchObligation;
  /** The Laws' article (2000 numbering), for teachers and tools. */
  article: string;
  /** The moves, in UCI, that keep the obligation. */
  allowed: string[];
  /** The words the board showed for the touch (else the rules' explanation). */
  message: string;
}

/** What changed: a new position or game the board opened itself (setPosition, the fen attribute,
 *  the position box of the controls, leaving setup mode), a game the page handed over (setGame),
 *  a move, a take-back, a pass, a draw offer. Endings come as `outcome`. */
export interface ChangeDetail { reason: 'position' | 'game' | 'move' | 'undo' | 'pass' | 'offer' }

/** A bad fen or mode, or a load failure: RULES_LOAD, CONTROLS_LOAD, TOUCH_MOVE_LOAD, DRAW_LOAD,
 *  TEXT_LOAD; BROWSER_UNSUPPORTED: this browser lacks what the board needs (the board shows a
 *  sentence saying so, in the page's language, instead of the board). */
export interface ErrorDetail {
  code: ErrorCode | 'RULES_LOAD' | 'CONTROLS_LOAD' | 'TOUCH_MOVE_LOAD' | 'DRAW_LOAD' | 'TEXT_LOAD' | 'BROWSER_UNSUPPORTED';
  message: string;
}

export interface ChessBoardEventMap {
  /** The board first takes input (its rules, words and controls are there). */
  ready: CustomEvent<Record<string, never>>;
  /** Cancelable: preventDefault() refuses the move before the rules see it. */
  beforemove: CustomEvent<BeforeMoveDetail>;
  /** Delivered a task after the board drew it when by is 'user'. */
  move: CustomEvent<MoveDetail>;
  illegal: CustomEvent<IllegalDetail>;
  /** The child picked a piece up (square) or put it down (null). */
  select: CustomEvent<SquareDetail>;
  /** Tap mode: a tap, click, Enter or Space on a square. */
  squaretap: CustomEvent<{ square: Square; piece: PieceLetter | null }>;
  /** A touch judged under touch-move: the child's, or one of touch(). */
  touch: CustomEvent<TouchDetail>;
  outcome: CustomEvent<BoardOutcome>;
  change: CustomEvent<ChangeDetail>;
  /** Setup mode: a piece placed on a square. */
  place: CustomEvent<{ square: Square; piece: PieceLetter }>;
  /** Setup mode: a piece taken off a square. */
  remove: CustomEvent<{ square: Square; piece: PieceLetter }>;
  /** A bad fen attribute or a refused mode (the board keeps its position), or a load failure. */
  error: CustomEvent<ErrorDetail>;
}

export interface ChessBoardElement extends HTMLElement {
  /** Resolves when the board first takes input: the rules know the legal moves (with its controls,
   *  touch-move rule and drawing tools, if it has those attributes); after a `lang` change, once
   *  that language's words are there. It also resolves after an `error` event (RULES_LOAD,
   *  CONTROLS_LOAD, TOUCH_MOVE_LOAD, DRAW_LOAD, BROWSER_UNSUPPORTED). The board is drawn before
   *  that, and presses made meanwhile are held and judged once it has resolved. */
  readonly ready: Promise<void>;
  /** The position: the game's FEN (in setup mode, the placement with " w - - 0 1"). Setting it
   *  sets the `fen` attribute. */
  fen: string;

  // ---- the game (each returns the rules' Result where the rules answer) ----
  /** Starts a game at `fen` (default: the initial position). A bad FEN changes nothing. */
  setPosition(fen?: string): Result<string>;
  /** Plays on a rules game the caller opened (an exercise position, a history, other laws). The
   *  caller may read that game; it changes it only through this element. */
  setGame(game: Game): void;
  /** A move in UCI or SAN, played as a script (beforemove and move with by: 'script'); a
   *  cancelled `beforemove` makes it a CancelledError. */
  play(move: string): MoveResult<PlayedMove>;
  /** Takes back the last move; null while the board has no game. */
  undo(): Result<PlayedMove> | null;
  /** The side to move passes (exercise positions only). The last move stays marked. */
  pass(): Result<PlayedMove>;
  /** The player to move touches the piece on `square` (adjust: says j'adoube and straightens it),
   *  judged as a child's touch is under touch-move; fires `touch`. Needs the `touch-move`
   *  attribute (await `ready` after setting it), in play or tap mode. */
  touch(square: Square, options?: { adjust?: boolean }): Result<TouchResult>;
  /** A draw claim by the player to move, now or with the move they intend (then played, and the
   *  claim judged with it; a `beforemove` listener may cancel that move). A correct claim ends the
   *  game and fires `outcome`. */
  claimDraw(reason: ClaimReason, intendedMove?: string): MoveResult<ClaimResult>;
  /** The player to move offers a draw. */
  offerDraw(): Result<Outcome>;
  /** The other player accepts the pending offer: drawn by agreement. */
  acceptDraw(): Result<Outcome>;
  /** `color` resigns (default: the player to move). */
  resign(color?: ColorName): Result<Outcome>;
  /** `color`'s time ran out. */
  flag(color: ColorName): Result<Outcome>;
  /** The moves played, in SAN, or with {verbose: true} as the rules' records. */
  history(): string[];
  history(options: { verbose: true }): PlayedMove[];
  /** The game's state, its message in the board's language. */
  outcome(): BoardOutcome;
  /** The side to move. */
  turn(): Color;
  /** Whether the side to move is in check. */
  inCheck(): boolean;

  // ---- the drawing ----
  /** The square under a point in client coordinates (a pointer event's clientX, clientY), or null. */
  squareAt(clientX: number, clientY: number): Square | null;
  /** Turns the board round (sets `orientation`). */
  flip(): void;
  /** Stops all input (a reply is coming, a lesson step is solved); unlock() lets it in again. */
  lock(): void;
  unlock(): void;
  /** Marks squares (a plain square is a hint); [] clears. */
  highlight(list: (Square | Highlight)[] | null): void;
  /** Draws arrows; [] clears. */
  arrows(list: Arrow[] | null): void;
  /** Stars to collect or targets (a plain square is a star); [] clears. */
  markers(list: (Square | Marker)[] | null): void;
  /** Hatches the squares `color` attacks; null clears. */
  showAttacked(color: ColorName | null): void;
  /** Clears highlights, arrows, markers and the attacked squares. */
  clearAnnotations(): void;
  /** Says `text` to screen readers. */
  announce(text: string): void;

  // ---- drawing by hand and diagrams ----
  /** What was drawn on the board by hand (with the `draw` attribute); a lesson's arrows and
   *  highlights are not among them. */
  drawings(): Drawings;
  /** Clears what was drawn by hand; a lesson's arrows and highlights stay. */
  clearDrawings(): void;
  /** Offers the board as a picture to download: the position as shown (orientation, coordinates),
   *  the arrows, highlights and markers, and what was drawn by hand (circles as highlights of their
   *  colour). The diagram module loads on the first call. */
  saveDiagram(options?: DiagramOptions): Promise<{ blob: Blob; filename: string }>;

  addEventListener<K extends keyof ChessBoardEventMap>(type: K, listener: (this: ChessBoardElement, event: ChessBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChessBoardEventMap>(type: K, listener: (this: ChessBoardElement, event: ChessBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export interface ChessBoardElementConstructor {
  new (): ChessBoardElement;
  prototype: ChessBoardElement;
  readonly observedAttributes: string[];
  /** Supplies the rules API (or a promise of it) that every board on the page shares; call it
   *  before the boards connect, in the module that imports the element. */
  useRules(rules: ChessRules | Promise<ChessRules>): void;
}

export const ChessBoardElement: ChessBoardElementConstructor;

declare global {
  interface HTMLElementTagNameMap {
    'chess-board': ChessBoardElement;
  }
}
