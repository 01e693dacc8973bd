// The words under an answer a teacher shows the class (projector mode): what the step runner's
// showAnswer found, said as the course says moves (马f3) and pieces (白王e1), as a text key of the
// lesson's table and its values.
import { pieceName } from '../i18n/board.mjs';
import { lessonText } from '../i18n/lesson.mjs';
import { sanInLang } from './render.mjs';

/** {key, params} for `answer` (showAnswer's record) in `lang`. */
export function answerWords(answer, lang) {
  const list = (items) => items.join(lang === 'en' ? ', ' : '、');
  if (answer.open) {
    return answer.advice
      ? { key: 'answerGameAdvice', params: { advice: lessonText(lang, answer.advice.key, answer.advice.params) } }
      : { key: 'answerGame', params: {} };
  }
  if (answer.pieces?.length) {
    return { key: 'answerSetup', params: { pieces: list(answer.pieces.map(({ square, piece }) => `${pieceName(lang, piece)}${lang === 'en' ? ' ' : ''}${square}`)) } };
  }
  if (answer.route?.length && answer.moves.length) {
    // the first move as the course writes it, then the squares the piece goes on to
    const route = [sanInLang(answer.moves[0].san, lang), ...answer.route.slice(1).map((uci) => uci.slice(2, 4))];
    return { key: 'answerRoute', params: { route: route.join(' → ') } };
  }
  const moves = answer.moves.map((move) => sanInLang(move.san, lang)).join(lang === 'en' ? ' or ' : ' 或 ');
  return { key: moves ? 'answerMoves' : 'answerShown', params: { moves } };
}
