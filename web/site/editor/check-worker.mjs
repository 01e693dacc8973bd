// The editor's live check off the page's thread: the checks of `npm run check-lessons`
// (web/lesson/authoring/check.mjs, mate proofs included) on each lesson the editor posts, so that a long proof
// never holds up typing or the board. Message in: {id, lesson, lang}; out: {id, problems}, each
// problem with `said` ({where, message, fix} in that language, as the editor tells it).
import { loadChessRules } from '../../rules/index.mjs';
import { loadChessSearch } from '../../rules/search-engine.mjs';
import { checkLessonFile } from '../../lesson/authoring/check.mjs';
import { editorWords, loadWords, tellProblem } from './words.mjs';

const tools = Promise.all([
  loadChessRules({ deepAnalysis: true }), // the lesson checks' "can still mate: yes" needs it
  loadChessSearch({ wasm: new URL('../chess-search.wasm', import.meta.url) }).catch(() => null),
]);

self.addEventListener('message', async (event) => {
  const { id, lesson, lang } = event.data;
  const [[rules, mateSolver], words] = await Promise.all([tools, loadWords(lang).then(editorWords)]);
  const { problems } = checkLessonFile(lesson, { rules, mateSolver });
  self.postMessage({ id, problems: problems.map((problem) => ({ ...problem, said: tellProblem(problem, words, lang, { rules, lesson }) })) });
});
