// The skills the course trains, one list: every step of a lesson names one (its `skill` field,
// lessons/README.md), so that a miss on a step is a miss on a skill. The progress store counts
// misses per skill from it (progress.mjs, missesBySkill), the class page shows them, and practice
// is made for a skill from the exercise kinds SKILL_EXERCISES (below) maps it to. A skill's names
// are in web/i18n/skills.mjs.
//
//   SKILLS             [{id, group}] in the course's order; `group` is the course map's group
//   SKILL_IDS          the ids, a Set
//   isSkill(id)        whether `id` is one of them
//
// Each skill is one thing a child can get right or wrong on a fresh position (so that practice
// can be made for it): moving one kind of piece, a capture, a kind of check or mate, a rule
// of the game (castling, en passant, draws, results, touch-move).
export const SKILLS = Object.freeze([
  { id: 'board', group: 'basics' }, // the board's placing, files, ranks, diagonals, who moves first
  { id: 'coordinates', group: 'basics' }, // a square's name
  { id: 'pieces', group: 'basics' }, // the pieces by name, shape and number
  { id: 'setup', group: 'basics' }, // setting up the pieces
  { id: 'rook-move', group: 'pieces' },
  { id: 'bishop-move', group: 'pieces' },
  { id: 'queen-move', group: 'pieces' },
  { id: 'king-move', group: 'pieces' }, // including never onto an attacked square
  { id: 'knight-move', group: 'pieces' },
  { id: 'pawn-move', group: 'pieces' }, // moving straight, capturing diagonally
  { id: 'capture', group: 'fight' }, // taking the piece one's own piece can reach
  { id: 'attack', group: 'fight' }, // which squares and pieces a piece attacks
  { id: 'capture-free', group: 'fight' }, // taking the piece nobody protects, not the defended one
  { id: 'protect', group: 'fight' }, // protecting an attacked piece
  { id: 'piece-value', group: 'fight' }, // the values, taking the most valuable piece
  { id: 'check', group: 'fight' }, // giving check (a discovered check too)
  { id: 'double-check', group: 'fight' }, // giving a double check, and answering one
  { id: 'escape-check', group: 'fight' }, // the three ways out of check
  { id: 'notation', group: 'notation' }, // reading and writing moves
  { id: 'castling', group: 'special' }, // how to castle
  { id: 'castling-rules', group: 'special' }, // when castling is not allowed
  { id: 'en-passant', group: 'special' },
  { id: 'promotion', group: 'special' },
  { id: 'check-mate-stalemate', group: 'mate' }, // telling check, checkmate and stalemate apart
  { id: 'mate-in-one', group: 'mate' },
  { id: 'mate-in-two', group: 'mate' },
  { id: 'mate-queen', group: 'mate' }, // king and queen against a lone king
  { id: 'mate-rook', group: 'mate' }, // king and rook against a lone king
  { id: 'mate-two-rooks', group: 'mate' },
  { id: 'stalemate', group: 'mate' }, // what it is, mating without it, saving a game by it
  { id: 'dead-position', group: 'draws' },
  { id: 'draw-claims', group: 'draws' }, // threefold repetition and fifty moves: claiming, 75 and fivefold
  { id: 'results', group: 'results' }, // resigning, losing on time, a draw agreed
  { id: 'touch-move', group: 'manners' }, // touch-move, "I adjust", castling with one hand
  { id: 'play-game', group: 'game' }, // a whole game: looking for checks, free pieces and danger
  { id: 'fork', group: 'tactics' }, // one move attacking two pieces (捉双)
  { id: 'pin', group: 'tactics' }, // a piece that may not or should not move off a line (牵制)
  { id: 'opening', group: 'opening' }, // developing, the centre, castling early, stopping the four-move mate
].map(Object.freeze));

export const SKILL_IDS = new Set(SKILLS.map((skill) => skill.id));

/** Whether `id` is one of the skills. */
export const isSkill = (id) => typeof id === 'string' && SKILL_IDS.has(id);

// The exercises that train each skill, the one table from the lessons' skills to the core's
// exercise kinds (chess.h's CHESS_EXERCISE_KIND_LIST, made by rules.generate): for a skill, a list
// of {kind, pieces, maxDifficulty?}, each piece one `piece` option that kind takes
// (web/rules/index.d.ts, GenerateOptions), up to maxDifficulty where the core makes fewer levels. A skill with no entry has no generated practice (a rule of the game, the
// board's names: a fresh position would not test it).
//
//   SKILL_EXERCISES    {skill id: [{kind, pieces, maxDifficulty?}]}
//   exercisesFor(id)   its list, [] for a skill without one
const STAR_PIECE = { 'rook-move': 'rook', 'bishop-move': 'bishop', 'queen-move': 'queen', 'king-move': 'king', 'knight-move': 'knight', 'pawn-move': 'pawn' };
const exercise = (kind, ...pieces) => Object.freeze({ kind, pieces: Object.freeze(pieces) });
// a knight's check cannot be blocked, so the core makes its escape-check at difficulty 1 and 2 only
const upTo = (maxDifficulty, entry) => Object.freeze({ ...entry, maxDifficulty });

export const SKILL_EXERCISES = Object.freeze({
  ...Object.fromEntries(Object.entries(STAR_PIECE).map(([skill, piece]) => [skill, Object.freeze([exercise('collect-stars', piece)])])),
  capture: Object.freeze([exercise('capture', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'king')]),
  // what a piece attacks: the men it can take
  attack: Object.freeze([exercise('capture', 'knight', 'queen', 'bishop', 'rook')]),
  'capture-free': Object.freeze([exercise('capture-free', 'queen', 'rook', 'bishop', 'knight')]),
  check: Object.freeze([exercise('check-in-one', 'queen', 'rook', 'bishop', 'knight', 'pawn')]),
  'double-check': Object.freeze([exercise('double-check', 'queen', 'rook', 'bishop')]),
  'escape-check': Object.freeze([exercise('escape-check', 'queen', 'rook', 'bishop'), upTo(2, exercise('escape-check', 'knight'))]),
  'check-mate-stalemate': Object.freeze([exercise('check-quiz', 'queen', 'rook', 'bishop', 'knight')]),
  'mate-in-one': Object.freeze([exercise('mate-in-one', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'two-rooks')]),
  'mate-two-rooks': Object.freeze([exercise('mate-in-one', 'two-rooks')]),
  'mate-queen': Object.freeze([exercise('lone-king', 'queen')]),
  'mate-rook': Object.freeze([exercise('lone-king', 'rook')]),
  fork: Object.freeze([exercise('fork', 'knight', 'pawn', 'queen', 'bishop', 'rook')]),
  pin: Object.freeze([exercise('pin', 'bishop', 'rook', 'queen')]),
});

/** The exercises that train skill `id`: [{kind, pieces, maxDifficulty?}], [] when none does. */
export const exercisesFor = (id) => (Object.hasOwn(SKILL_EXERCISES, id) ? SKILL_EXERCISES[id] : []);
