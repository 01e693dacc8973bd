// The lessons' tiny text markup, parsed into tokens that a renderer turns into text nodes and
// elements it builds itself. Nothing here is ever HTML: a lesson's `<img onerror=…>` is just text.
//
//   {K} {q} …         a piece icon: one of K Q R B N P (White) or k q r b n p (Black) in braces
//   [王|wáng]         ruby: the base text with its reading (pinyin) above it
//   \{ \[ \\          a literal brace, bracket or backslash
//
// Anything that is not exactly one of these forms stays literal text, so a teacher's typo shows
// up on the page as typed instead of vanishing.

const PIECE_LETTERS = 'KQRBNPkqrbnp';
// Ruby base and reading: one or more characters, none of them a bracket, bar, brace or newline.
const RUBY = /^\[([^\[\]|{}\n]+)\|([^\[\]|{}\n]+)\]/;

/**
 * Parses lesson text into tokens:
 *   {type: 'text', text} | {type: 'piece', piece: 'K'} | {type: 'ruby', base, ruby}
 * Adjacent text is merged into one token. A non-string throws a TypeError (a programmer's mistake).
 */
export function parseMarkup(source) {
  if (typeof source !== 'string') throw new TypeError(`parseMarkup(source) needs a string, got ${source === null ? 'null' : typeof source}`);
  const tokens = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\' && i + 1 < source.length && '{[\\'.includes(source[i + 1])) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === '{' && source[i + 2] === '}' && PIECE_LETTERS.includes(source[i + 1])) {
      flush();
      tokens.push({ type: 'piece', piece: source[i + 1] });
      i += 3;
      continue;
    }
    if (char === '[') {
      const match = RUBY.exec(source.slice(i));
      if (match) {
        flush();
        tokens.push({ type: 'ruby', base: match[1], ruby: match[2] });
        i += match[0].length;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return tokens;
}

/** The text as plain words, for speech synthesis and for aria labels: ruby keeps its base (the
 *  reading would be spoken twice), and a piece icon becomes its name from `pieceNames`
 *  (e.g. {K: '白王', k: '黑王', …}), or its letter. */
export function markupToPlainText(source, pieceNames = {}) {
  return parseMarkup(source)
    .map((token) => (token.type === 'text' ? token.text : token.type === 'ruby' ? token.base : pieceNames[token.piece] ?? token.piece))
    .join('');
}
