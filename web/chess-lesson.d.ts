// The bundle's types (web/chess-lesson.mjs): the <chess-board> element, and the loader of
// <chess-lesson>.
export * from './play/chess-board';

/** Loads and registers <chess-lesson>; resolves to its module. Safe to call more than once. */
export function defineChessLesson(): Promise<unknown>;
