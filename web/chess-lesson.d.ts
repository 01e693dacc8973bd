// The bundle's types (web/chess-lesson.mjs): the <chess-board> element, and the loader of
// <chess-lesson> with that element's type. The import paths carry .js so that they resolve under
// every moduleResolution (NodeNext and Node16 want an extension; .js names the .d.ts beside it).
export * from './play/chess-board.js';
export type {
  ChessLessonAttribute, ChessLessonElement, ChessLessonElementConstructor, ChessLessonEventMap,
  ChessLessonModule, ChessLessonState, LessonObject, LessonProblem, LessonText,
} from './lesson/chess-lesson.js';
import type { ChessLessonModule } from './lesson/chess-lesson.js';

/** Loads and registers <chess-lesson>; resolves to its module. Safe to call more than once.
 *  Importing the bundle calls it by itself as soon as the page has a <chess-lesson>. */
export function defineChessLesson(): Promise<ChessLessonModule>;
