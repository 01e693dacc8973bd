// What a worksheet prints, one item per question, from a lesson's steps or from the core's
// generated exercises, the same at build time (scripts/build-print.mjs) and in the browser
// (lesson-print.mjs). An item:
//   {id, diagram, side, text, choices, answer, fen}
//     diagram  the diagram's options (web/board/diagram.mjs), in the print palette
//     side     'w' or 'b', the side to move under the board (白先 / 黑先), for a step whose child
//              plays moves on the board; null otherwise
//     text     the question's words, {lang: markup}
//     choices  a quiz's choices [{id, label: {lang: markup}}] or null
//     answer   the answer key's entry: {moves} | {line, oneWay?} | {choice} (goals/index.mjs's PrintedAnswer),
//              or null when paper holds none
//     fen      the position the question asks about (null for a setup or an empty board)
// Everything a goal decides (what it marks on paper, whether the child moves, the answer) comes
// from its module in the goal table (web/lesson/goals/); nothing here reads a goal's kind.
import { openStepGame } from '../../lesson/step-game.mjs';
import { goalKind } from '../../lesson/goals/index.mjs';
import { exerciseStep } from '../../lesson/exercise-step.mjs';

const DIAGRAM_SIZE = 480;
const EMPTY_PLACEMENT = '8/8/8/8/8/8/8/8';
// A board drawn the wrong way round (a step's boardTurned): its light squares grey, its dark ones
// white, as the lesson runner swaps them, in the print palette's two colours.
const TURNED_COLOURS = { light: '#d9d9d9', dark: '#ffffff' };

/** A step's diagram options and the game at its position (null for a setup or an empty board).
 *  Throws an Error that names the step when the rules refuse its position or a move of its history. */
function stepPosition(rules, step) {
  const kind = goalKind(step.goal);
  if (step.empty || kind?.boardMode === 'setup') return { position: step.fen ? step.fen.split(/\s+/)[0] : EMPTY_PLACEMENT, game: null };
  const opened = openStepGame(rules, step);
  if (!opened.ok) throw new Error(`step ${step.id}: ${opened.move ? `the history's move ${opened.move}` : 'its FEN'} is refused (${opened.error.code}): ${opened.error.message}`);
  return { position: opened.value ? opened.value.fen() : EMPTY_PLACEMENT, game: opened.value };
}

/** A step's diagram options: its position after its history (or the setup board it starts from),
 *  its orientation, arrows, highlights, the stars of a star hunt, the target of a capture. */
export function stepDiagram(rules, step) {
  const { position } = stepPosition(rules, step);
  const printed = goalKind(step.goal)?.printed?.(step.goal) ?? {};
  const turned = step.boardTurned === true;
  return {
    position,
    orientation: step.orientation ?? 'white',
    arrows: (step.arrows ?? []).map(({ from, to, color = 'green' }) => ({ from, to, color })),
    highlights: [...(step.highlights ?? []), ...(printed.highlights ?? [])],
    markers: printed.markers ?? [],
    // the worksheet writes the coordinates beside the board, larger than inside it
    coordinates: false,
    palette: 'print',
    ...(turned ? { colors: TURNED_COLOURS } : {}),
    size: DIAGRAM_SIZE,
  };
}

/** The worksheet's item of one lesson step; `lessonId` keeps items of several lessons apart. */
export function stepItem(rules, step, lessonId) {
  const kind = goalKind(step.goal);
  const { game } = stepPosition(rules, step);
  let answer = null;
  if (kind?.printedAnswer && game) {
    // the answer's game is its own: a line of moves is played on it
    const fresh = openStepGame(rules, step);
    answer = fresh.ok && fresh.value ? kind.printedAnswer(fresh.value, step.goal, { rules, step }) : null;
    if (answer?.moves && answer.moves.length === 0) answer = null;
  }
  return {
    id: `${lessonId}/${step.id}`,
    diagram: stepDiagram(rules, step),
    // every step whose child makes moves: its turn, a star hunt's too (the piece's colour, which
    // the runner requires to be the side to move)
    side: kind?.boardGoal && game ? game.turn() : null,
    text: step.text,
    choices: kind?.panel === 'choices' ? step.goal.choices : null,
    answer,
    fen: game ? game.fen() : null,
  };
}

/** The items of the chosen steps of loaded lessons: `lessons` [{entry, lesson}], `steps` null
 *  (every step) or a Set of "lessonId/stepId". */
export function lessonItems(rules, lessons, steps = null) {
  const items = [];
  for (const { entry, lesson } of lessons) {
    for (const step of lesson.steps) {
      if (steps && !steps.has(`${entry.id}/${step.id}`)) continue;
      items.push(stepItem(rules, step, entry.id));
    }
  }
  return items;
}

// ---- generated exercises -----------------------------------------------------------------------

/** The most exercises one worksheet holds, and how far the seeds of one run: exercise i of
 *  worksheet seed s is drawn with the core's seed s × SEED_STRIDE + i (duplicates skipped). */
export const MAX_GENERATED = 60;
export const SEED_STRIDE = 100;
export const MAX_SEED = Math.floor((2 ** 32 - 1) / SEED_STRIDE) - 1;

/**
 * `count` exercises the core makes for `options` ({skill, piece, side, difficulty}) from the
 * worksheet's `seed`, as items; the same arguments give the same items. Each is the lesson step the
 * practice mode plays (web/lesson/exercise-step.mjs), so its words, marks and answer come from the
 * same goal as there; a route of stars, which no goal holds, is the core's. Resolves to {items} or
 * {error} (the core's error for the first exercise it could not make).
 */
export async function generatedItems(rules, { skill, piece = 'any', side = 'white', difficulty = 1, count, seed }) {
  const items = [];
  const seen = new Set();
  for (let i = 0; i < SEED_STRIDE && items.length < count; i++) {
    const made = await rules.generate({ skill, piece, side, difficulty, seed: seed * SEED_STRIDE + i });
    if (!made.ok) return { error: made.error };
    const exercise = made.value;
    const placement = exercise.fen.split(' ')[0];
    if (seen.has(placement)) continue;
    seen.add(placement);
    const item = stepItem(rules, exerciseStep(exercise, { id: `${skill}-${exercise.seed}` }), 'generated');
    if (!item.answer && exercise.stars) item.answer = { line: starRoute(rules, exercise) };
    items.push(item);
  }
  return { items };
}

/** The core's route over the stars of an exercise board, played (the other side passes). */
function starRoute(rules, exercise) {
  const game = rules.game(exercise.fen, { exercise: true }).value;
  const line = [];
  for (const uci of exercise.solutions) {
    if (game.turn() !== exercise.side[0]) game.pass();
    const played = game.play(uci);
    if (!played.ok) break;
    line.push(played.value);
  }
  return line;
}
