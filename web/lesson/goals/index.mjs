// The goal kinds: one module each, and this one table of them (held by kinds.mjs, which a lesson
// page fills with its lesson's kinds alone). Everything that differs from one
// kind of goal to another lives in its module; the session (step-session.mjs), the runner
// (step-runner.mjs), the element (chess-lesson.mjs), the checks (format.mjs, chess-checks.mjs,
// proofs.mjs), the worksheet and the editor ask the module of a step's goal, never its `kind`.
// A new goal kind is an entry in lessons/schema.json, a module here listed below and in kinds.mjs's
// loaders, and its tests.
//
//   goalKind(goal)      → the goal's module, or null (not an object, or a kind no module has)
//   goalKindName(goal)  → the kind's name, for labels and the editor's choice of kinds
//   goalKindNames()     → every kind, in the table's order
//
// A module is a plain object; every field but `name` and `boardMode` may be left out:
/**
 * @typedef {object} GoalKind
 * @property {string} name the `kind` of the lesson format
 * @property {'play' | 'setup' | 'tap' | 'none'} boardMode what the board does: moves, a tray, taps, nothing
 * @property {boolean} [boardGoal] the child plays moves on the board: it must be the child's turn, seen from the child's side, in a game not over
 * @property {boolean} [exerciseNeeded] an exercise position is this goal's nature (no "exercise not needed")
 * @property {boolean} [touchMove] the board keeps the touch-move rule; the lesson's touches are made first
 * @property {boolean} [opponentReplies] after the child's move the opponent answers (scripted or the practice partner)
 * @property {string} [parLimit] the goal's field that `par` may not exceed
 * @property {(session: any) => void} [open] sets up the session's own state for the goal
 * @property {(goal: any, fewest: number) => number} [par] par in moves (else 1); `fewest` from fewestMoves
 * @property {(rules: any, step: any, goal: any) => number} [fewestMoves] the fewest moves that solve the step, when par needs it (else -1)
 * @property {(session: any) => number | undefined} [movesBeyondPar] the moves beyond par, where the kind counts them its own way
 * @property {(session: any, legal: any, uci: string) => any} [checkMove] a legal move before it is played: null (play it) or a decision (else refused)
 * @property {(session: any, played: any) => any} [afterMove] a move played (else the step is solved)
 * @property {(session: any) => Promise<string | null>} [reply] the opponent's reply to the child's move (else the script's, then the practice partner's defence)
 * @property {(session: any, uci: string) => any} [afterReply] the opponent's reply was played (else a game it ended is a slipped mate)
 * @property {(session: any, code: string, uci: string | null) => any} [illegal] a move the board refused (else a free try)
 * @property {(session: any, ...args: any[]) => any} [tap] a square tapped
 * @property {(session: any, id: string) => any} [choose] a quiz choice
 * @property {(session: any) => any} [claim] the claim button
 * @property {(session: any) => any} [action] the action button
 * @property {(session: any, placement: object, square: string, piece: string) => any} [place] a piece placed from the tray
 * @property {(session: any, square: string, options: {adjusted: boolean}) => any} [touched] a piece the child touched
 * @property {(session: any) => string | null} [nudgeSquare] once moves are on the board, the square the hint's first press points at (the step's own squares are for its start)
 * @property {(session: any) => any[]} [highlights] squares the board marks for the goal
 * @property {(session: any) => any[]} [markers] markers (stars, targets) the board shows
 * @property {'choices' | 'button' | 'tray' | 'status'} [panel] what the element shows under the text
 * @property {(goal: any) => {className: string, name: string, label: string, press: 'claim' | 'action'}} [button] the panel's button: its class, its data-action, its text key, the runner's method it calls
 * @property {(session: any) => [string, object]} [status] the progress line: a text key and its values
 * @property {(goal: any, path: string, tools: any) => any[]} [formatProblems] what the schema cannot say about the goal
 * @property {(check: any) => void} [checkStart] rules checks that need no game (the setup's target and tray)
 * @property {(check: any) => void} [checkChess] rules checks at the step's position
 * @property {(goal: any) => string[]} [proofs] the authoring proofs (proofs.mjs) the goal needs
 * @property {(step: any, at: string, changes: any[]) => void} [migrateFrom0] the goal's part of the version 0 → 1 migration
 * @property {(session: any) => {moves?: string[], squares?: string[], choice?: string, button?: boolean, route?: string[], pieces?: {square: string, piece: string}[], open?: boolean, advice?: {key: string, params: object} | null} | null} [answer] the answer a teacher shows the class (projector mode): the moves to draw as arrows (UCI, legal now), the squares to mark, the quiz choice or the panel's button; a route drawn whole (its first move legal now), the pieces a setup places, `open` for a goal with no single answer (with the coach's advice); null where none can be shown now
 * @property {(goal: any) => {highlights?: string[], markers?: any[]}} [printed] what the printed worksheet marks on the diagram
 * @property {object} [editor] the editor's (data the editor's goal-form.mjs draws; no DOM here): defaults(), start(step) (the step a new goal of the kind starts from), form(goal, kit) (the kit's parts: stars(), moves(field, {line, one, ofStep, optional}), squares(field, {single}), target(field), select(field, values, {optional}), toggle(field, {absentOn}), number(labelKey, field), summary(), choices()), summary(goal, say) (a text key and its values; say.moves(list) in the course's words), fromCore(rules, step, goal) (the goal's `expect` as the core states it), tidy(goal, tidyText, step), fill(goal, fill, step), icon(goal), pieceSquare(goal), keepsExercise, problemWords ({fields, fixes}: the editor's ui keys that name the kind's fields and fixes in a check's problems)
 * @property {(game: any, goal: any, context: {rules: any, step: any}) => PrintedAnswer | null} [printedAnswer] the worksheet's answer key, at the step's position (`game`, opened for this call alone; the rules and the step for a search): the core's moves that solve it, or the quiz's choice; null when paper cannot hold one
 */
/**
 * @typedef {{moves: any[]} | {line: any[], oneWay?: boolean} | {choice: string}} PrintedAnswer moves: each a way to solve it (the core's Move records);
 *   line: one line of moves in turn, the opponent's replies between (PlayedMove records), `oneWay` when another is as good; choice: the right choice's id
 */
import { goalKind, goalKindName, goalKindNames, addGoalKind } from './kinds.mjs';
import move from './move.mjs';
import collectStars from './collect-stars.mjs';
import capture from './capture.mjs';
import check from './check.mjs';
import escapeCheck from './escape-check.mjs';
import mate from './mate.mjs';
import setup from './setup.mjs';
import quiz from './quiz.mjs';
import claim from './claim.mjs';
import touch from './touch.mjs';
import tap from './tap.mjs';
import action from './action.mjs';
import game from './game.mjs';

// Every kind in the table at once (the checks, the editor, the worksheets, the tests); a lesson
// page loads only its lesson's kinds instead (kinds.mjs's loadGoalKinds).
for (const kind of [move, collectStars, capture, check, escapeCheck, mate, setup, quiz, claim, touch, tap, action, game]) {
  if (!goalKind({ kind: kind.name })) addGoalKind(kind);
}

export { goalKind, goalKindName, goalKindNames, addGoalKind };
