// The words of chess diagrams (web/board/diagram.mjs) and of `npm run diagram`: a diagram told in
// words, for its <title> and for screen readers, and the command line's help and messages.
// One module per language, diagram.<lang>.mjs, loaded on use.
import { languageLoader } from './lang.mjs';

const texts = languageLoader('loadDiagramText', {
  'zh-Hans': () => import('./diagram.zh-Hans.mjs'),
  'zh-Hant': () => import('./diagram.zh-Hant.mjs'),
  en: () => import('./diagram.en.mjs'),
});

/** Loads one language's words (a lang of LANGS) and resolves to them: {describe, cli}. */
export const loadDiagramText = texts.load;
