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
import { EXERCISE_WORDS, EXERCISE_WORDS_SHARED } from '../i18n/exercises.mjs';
import { LANGS } from '../i18n/lang.mjs';

/** Exercise kind → the goal of its step. `stars`: a step of stars is an exercise board. */
const KINDS = Object.freeze({
  'mate-in-one': { goal: () => ({ kind: 'mate', in: 1 }) },
  'check-in-one': { goal: () => ({ kind: 'check' }) },
  // every capture of the target is free (chess.h proves it), so the goal says so and the lesson
  // checker proves it again before the child sees it
  'capture-free': { goal: (exercise) => ({ kind: 'capture', target: exercise.target, free: true }) },
  // two moves over par still earn a star: a child who takes a longer route is not stopped
  'collect-stars': { goal: (exercise) => ({ kind: 'collect-stars', piece: exercise.target, stars: [...exercise.stars], maxMoves: exercise.par + 2, par: exercise.par }), board: 'exercise' },
});

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
    king: white ? '{k}' : '{K}',
  };
  const said = EXERCISE_WORDS[kind];
  // the hints: the piece that solves it (also what the free nudge marks), then where it goes
  const [first] = exercise.solutions;
  const from = first.slice(0, 2);
  const to = first.slice(2, 4);
  const step = {
    id,
    ...(skill ? { skill } : {}),
    fen: exercise.fen,
    ...(entry.board === 'exercise' || exercise.exercise ? { exercise: true } : {}),
    orientation: white ? 'white' : 'black',
    // as the lessons do, a child who plays Black is told so
    text: white ? words(said.text, fill) : Object.fromEntries(Object.entries(words(said.text, fill)).map(([lang, text]) => [lang, `${EXERCISE_WORDS_SHARED.playBlack[lang]}${text}`])),
    success: words(said.success, fill),
    hints: [
      { text: words(said.hintPiece, fill), highlights: [from] },
      { text: words(said.hintMove, fill), arrows: [{ from, to, color: 'green' }] },
    ],
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
