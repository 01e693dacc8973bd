// A generated exercise (rules.generate's answer, web/rules/index.d.ts's Exercise) as a step of the
// lesson format (lessons/README.md), so that <chess-lesson> plays it like any lesson step: the same
// goals judge it, and its stars, hints, feedback and rewards are the lessons'. No DOM, no rules:
// the core made and proved the exercise; this only words it.
//
//   exerciseStep(exercise, {id, skill})  → a step: {id, skill, fen, orientation, text, success,
//                                          hints, goal} (and exercise: true for a kingless board)
//   exerciseLesson({id, title, steps})   → a lesson object for <chess-lesson>'s `lesson` property
//   EXERCISE_KINDS                       the kinds a step can be made from
//
// One line per exercise kind in KINDS: the goal its step gets (a goal kind of web/lesson/goals/).
// Its words are web/i18n/exercises.mjs's, under the same name.
import { CHECK_QUIZ_CHOICES, EXERCISE_WORDS, EXERCISE_WORDS_SHARED } from '../i18n/exercises.mjs';
import { LANGS } from '../i18n/lang.mjs';
import { parsePlacement } from '../board/api.mjs';

// The longest K+Q and K+R mates against the best defence (web/lesson/lone-king.mjs's table: 10 and
// 16 moves): a lone-king start is scored against it, with 4 moves more before the step starts again.
const LONE_KING_PAR = { queen: 10, rook: 16 };
const QUIZ_ANSWERS = ['check', 'checkmate', 'stalemate'];
const OWN_KING_KINDS = new Set(['check-quiz', 'escape-check']);

/**
 * Exercise kind → the goal of its step; `hints(exercise, squares)`: the two hints' marks where
 * they are not the first solution's piece and square; `board: 'exercise'`: a kingless exercise
 * board. A wrong move or tap gets the kind's wrongMove or wrongSquare words (i18n/exercises.mjs)
 * where it has them, which say why.
 */
const KINDS = Object.freeze({
  'mate-in-one': { goal: () => ({ kind: 'mate', in: 1 }) },
  'check-in-one': { goal: () => ({ kind: 'check' }) },
  // every capture of the target is free (chess.h proves it), so the goal says so and the lesson
  // checker proves it again before the child sees it
  'capture-free': { goal: (exercise) => ({ kind: 'capture', target: exercise.target, free: true }) },
  // two moves over par still earn a star: a child who takes a longer route is not stopped
  'collect-stars': { goal: (exercise) => ({ kind: 'collect-stars', piece: exercise.target, stars: [...exercise.stars], maxMoves: exercise.par + 2, par: exercise.par }), board: 'exercise' },
  // every capture in the position is a solution, so a wrong move is one that takes nothing
  capture: { goal: (exercise) => ({ kind: 'move', moves: [...exercise.solutions] }) },
  // every legal move escapes: a wrong try is an illegal one, and the core says why
  'escape-check': { goal: () => ({ kind: 'escape-check' }) },
  'double-check': { goal: (exercise) => ({ kind: 'check', moves: [...exercise.solutions] }) },
  'check-quiz': { goal: (exercise) => checkQuiz(exercise.answer), hints: (exercise, kings) => [[kings.mover], [kings.mover]] },
  'lone-king': {
    goal: (exercise) => ({ kind: 'mate', in: LONE_KING_PAR[exercise.piece] + 4, par: LONE_KING_PAR[exercise.piece], defender: 'search' }),
    hints: (exercise, kings) => [[kings.other], [kings.mover]],
  },
  fork: { goal: (exercise) => ({ kind: 'move', moves: [...exercise.solutions] }) },
  pin: { goal: (exercise) => ({ kind: 'tap', squares: [exercise.target] }), hints: (exercise) => [[exercise.decoy], [exercise.target]] },
});

/** The check/checkmate/stalemate quiz whose right choice is `answer`; each wrong one says why. */
function checkQuiz(answer) {
  if (!QUIZ_ANSWERS.includes(answer)) throw new TypeError(`exerciseStep: a check-quiz answer must be one of ${QUIZ_ANSWERS.join(', ')}, not ${JSON.stringify(answer)}`);
  return {
    kind: 'quiz',
    choices: QUIZ_ANSWERS.map((id) => ({ id, label: { ...CHECK_QUIZ_CHOICES[id].label }, ...(id === answer ? {} : { why: { ...CHECK_QUIZ_CHOICES[id].whyNot[answer] } }) })),
    answer,
  };
}

/** The squares of the side to move's king (`mover`) and the other's, from the FEN's placement. */
function kingSquares(fen, white) {
  const found = {};
  for (const [square, letter] of parsePlacement(fen.split(' ')[0])) if (letter === 'K' || letter === 'k') found[letter] = square;
  return { mover: white ? found.K : found.k, other: white ? found.k : found.K };
}

export const EXERCISE_KINDS = Object.freeze(Object.keys(KINDS));

// The solving piece as lesson markup: a white piece's letter upper-case, a black one's lower-case.
const PIECE_LETTERS = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K', 'two-rooks': 'RR' };

/** Every language of `texts` with {piece} and {king} filled. */
function words(texts, fill) {
  return Object.fromEntries(LANGS.map((lang) => [lang, texts[lang].replace(/\{(piece|king|skill)\}/g, (match, name) => fill[name] ?? match)]));
}

/** `exercise`'s kind (its `kind`, or `skill` as the core named it before kinds had their own name). */
const kindOf = (exercise) => exercise?.kind ?? exercise?.skill;

/**
 * The lesson step of a generated exercise. `id`: the step's id (lesson id form); `skill`: the
 * lesson skill it trains (web/lesson/skills.mjs), so that a miss on it is a miss on that skill.
 * Throws a TypeError for an exercise of a kind with no entry in KINDS.
 */
export function exerciseStep(exercise, { id, skill = null }) {
  const kind = kindOf(exercise);
  const entry = Object.hasOwn(KINDS, kind) ? KINDS[kind] : null;
  if (!entry || !Object.hasOwn(EXERCISE_WORDS, kind)) throw new TypeError(`exerciseStep: no step for an exercise of kind ${JSON.stringify(kind)}`);
  const white = exercise.side !== 'black';
  const letters = PIECE_LETTERS[exercise.piece] ?? '';
  const fill = {
    piece: [...letters].map((letter) => `{${white ? letter : letter.toLowerCase()}}`).join(''),
    // the quiz and escape-check name the side to move's own king; the other kinds the other side's
    king: OWN_KING_KINDS.has(kind) === white ? '{K}' : '{k}',
  };
  const said = EXERCISE_WORDS[kind];
  // the hints: the piece that solves it (also what the free nudge marks), then where it goes;
  // a kind with no solving move marks the squares its entry names
  let marks;
  if (entry.hints) {
    const [pieceMarks, moveMarks] = entry.hints(exercise, kingSquares(exercise.fen, white));
    marks = [{ highlights: pieceMarks }, { highlights: moveMarks }];
  } else {
    const [first] = exercise.solutions;
    const from = first.slice(0, 2);
    marks = [{ highlights: [from] }, { arrows: [{ from, to: first.slice(2, 4), color: 'green' }] }];
  }
  const text = words(said.text, fill);
  // as the lessons do, a child who plays Black is told so (a quiz on the position plays no side)
  const toldBlack = !white && kind !== 'check-quiz';
  const feedback = {
    ...(said.wrongMove ? { WRONG_MOVE: words(said.wrongMove, fill) } : {}),
    ...(said.wrongSquare ? { WRONG_SQUARE: words(said.wrongSquare, fill) } : {}),
  };
  const step = {
    id,
    ...(skill ? { skill } : {}),
    fen: exercise.fen,
    ...(entry.board === 'exercise' || exercise.exercise ? { exercise: true } : {}),
    orientation: white ? 'white' : 'black',
    text: toldBlack ? Object.fromEntries(Object.entries(text).map(([lang, said]) => [lang, `${EXERCISE_WORDS_SHARED.playBlack[lang]}${said}`])) : text,
    success: words(said.success, fill),
    hints: [
      { text: words(said.hintPiece, fill), ...marks[0] },
      { text: words(said.hintMove, fill), ...marks[1] },
    ],
    ...(Object.keys(feedback).length ? { feedback } : {}),
    goal: entry.goal(exercise),
  };
  return step;
}

/**
 * A lesson of generated steps for <chess-lesson>'s `lesson` property: `title` is
 * {zh-Hans, zh-Hant, en}, or {skillNames} to be titled "Practice: <skill>" (the skill's names in
 * the three languages), or {review: true} for the daily review's title.
 */
export function exerciseLesson({ id, title, steps }) {
  let titles = title;
  if (title?.review) titles = { ...EXERCISE_WORDS_SHARED.reviewTitle };
  else if (title?.skillNames) titles = Object.fromEntries(LANGS.map((lang) => [lang, EXERCISE_WORDS_SHARED.practiceTitle[lang].replace('{skill}', title.skillNames[lang])]));
  return { id, title: titles, steps };
}
