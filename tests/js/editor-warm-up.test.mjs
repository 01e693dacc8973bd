// A game goal's warm-up (`in`) as the editor tells its problems (web/site/editor/words.mjs): in each
// language the field is named by the game form's label (几步内将死 / 幾步內將死 / Mate within … moves),
// not the mate goal's (几步杀), and a position without the mate says to raise the number or leave it
// empty; a mate goal's `in` keeps its own label.
import { editorWords, loadWords, tellProblem } from '../../web/site/editor/words.mjs';

const lessonWith = (goal) => ({ id: 'x', steps: [{ id: 'warm-up', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', goal }] });
const tooBig = { code: 'NUMBER_TOO_BIG', path: '/steps/0/goal/in', params: { value: 31, limit: 30 }, stepNumber: 1, step: 'warm-up' };
const noMate = { code: 'NO_FORCED_MATE', path: '/steps/0/goal/in', params: { moves: 1 }, stepNumber: 1, step: 'warm-up' };

// each language's label of the game's field and the mate goal's, as the fix quotes them
const LABELS = { 'zh-Hans': ['几步内将死', '“几步杀”'], 'zh-Hant': ['幾步內將死', '「幾步殺」'], en: ['Mate within … moves', '"mate in"'] };

for (const [lang, [game, mate]] of Object.entries(LABELS)) {
  test(`${lang}: a game's "in" is named as its field is`, async () => {
    const words = editorWords(await loadWords(lang));
    const big = tellProblem(tooBig, words, lang, { lesson: lessonWith({ kind: 'game', level: 1, in: 31 }) });
    expect(big.where).toContain(game);
    expect(big.message).toContain(game);
    expect(big.message).toContain('31');
    const none = tellProblem(noMate, words, lang, { lesson: lessonWith({ kind: 'game', level: 1, in: 1 }) });
    expect(none.fix.toLowerCase()).toContain(game.toLowerCase());
    expect(none.fix).not.toContain(mate);
    // a mate goal's `in` is the mate form's "mate in"
    const asMate = tellProblem(noMate, words, lang, { lesson: lessonWith({ kind: 'mate', in: 1, solution: [] }) });
    expect(asMate.fix).toContain(mate);
  });
}
