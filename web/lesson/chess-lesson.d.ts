// The <chess-lesson> element's surface (web/lesson/chess-lesson.mjs), as docs/lesson-element.md
// describes it: what a page may set, read and listen to. The runner inside is private.
import type { Lang } from '../rules/index.js';

/** A text in the lesson's three languages. */
export interface LessonText { 'zh-Hans'?: string; 'zh-Hant'?: string; en?: string }

/** A lesson in the format of lessons/README.md (the element checks it as it checks a file). */
export interface LessonObject {
  id: string;
  title: LessonText | string;
  steps: object[];
  [field: string]: unknown;
}

/** A problem of a lesson file or object: `path` a JSON pointer into it, `step` the id of its step
 *  (null for the lesson as a whole); `code` and `params` are worded in the reader's language. */
export interface LessonProblem {
  file: string | null;
  step: string | null;
  code: string;
  path: string;
  params: Record<string, unknown>;
}

/** The element's attributes (all strings, read when set). */
export type ChessLessonAttribute = 'src' | 'lang' | 'child' | 'step' | 'index-href' | 'track' | 'hide-title' | 'sound' | 'fit' | 'checked-hash';

/** `data-state`: what the element shows. */
export type ChessLessonState = 'loading' | 'ready' | 'showing' | 'solved' | 'complete' | 'error';

/** The element's own events; all bubble and are composed. Its board's events bubble out too. */
export interface ChessLessonEventMap extends HTMLElementEventMap {
  lessonready: CustomEvent<{ lessonId: string; steps: number }>;
  lessonerror: CustomEvent<{ problems: LessonProblem[] }>;
  stepchange: CustomEvent<{ lessonId: string; stepId: string; index: number }>;
  boardready: CustomEvent<{ stepId: string }>;
  stepsolved: CustomEvent<{ lessonId: string; stepId: string; stars: number; best: number }>;
  lessoncomplete: CustomEvent<{ lessonId: string; stars: number; maxStars: number }>;
  langchange: CustomEvent<{ lang: Lang }>;
}

/**
 * `<chess-lesson src="lessons/castling.json" lang="en">`: one lesson on a <chess-board>.
 * Attributes (ChessLessonAttribute): `src` the lesson file (same origin as the page), `lang`
 * zh-Hans, zh-Hant or en, `child` whose progress, `step` the step id to open, `index-href` the
 * link back at the end, `track` ("main" or "all": the arbiter track's steps too; default: the
 * child's choice or assignment), `hide-title`, `sound="off"`, `fit` (fill the height the page gives it),
 * `checked-hash` (written by the site's build only).
 */
export interface ChessLessonElement extends HTMLElement {
  /** A lesson object to play instead of the `src` file (an editor's preview); null goes back to `src`. */
  lesson: LessonObject | null;
  /** The child whose progress is kept, or null for the learner nobody named. */
  readonly learner: string | null;
  /** The summary's next-lesson button, or null for none. */
  nextLesson: { href: string; title: LessonText } | null;
  /** The summary's certificate link, or null for none. */
  certificate: { href: string } | null;

  addEventListener<K extends keyof ChessLessonEventMap>(type: K, listener: (this: ChessLessonElement, event: ChessLessonEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChessLessonEventMap>(type: K, listener: (this: ChessLessonElement, event: ChessLessonEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export interface ChessLessonElementConstructor {
  new (): ChessLessonElement;
  prototype: ChessLessonElement;
  readonly observedAttributes: string[];
}

/** What defineChessLesson() resolves to: the lesson runner's module, once <chess-lesson> is defined. */
export interface ChessLessonModule {
  ChessLessonElement: ChessLessonElementConstructor;
}

declare global {
  interface HTMLElementTagNameMap {
    'chess-lesson': ChessLessonElement;
  }
}
