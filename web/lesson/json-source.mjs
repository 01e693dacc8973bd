// A lesson file's text read as JSON, with where each value stands in it: the line and column of
// every value and key (for messages that point into the file, and for rewriting one string in place
// without touching the rest), and, for text that is not JSON, where it goes wrong and why in terms a
// teacher can act on, above all the marks a Chinese input method types in place of JSON's own:
// the full-width comma ，, colon ：, curly quotes “” ‘’ and full-width brackets.
//
//   readJsonSource(text) → {ok: true, value, locate(pointer), strings}
//                        | {ok: false, error: {code, line, column, found?, expected?}}
//
// `locate(pointer)` gives {line, column, start, end} of the value at a JSON pointer ('/steps/0/fen'),
// or of the nearest enclosing value that exists; `strings` lists every string token, value or key,
// as {pointer, isKey, start, end, value} (offsets into the text, end exclusive). Lines and columns
// count from 1, in characters. A byte-order mark at the start is skipped, as browsers do.
//
// Error codes (worded by the editor's tables): JSON_EMPTY, JSON_FULL_WIDTH (found: the mark,
// expected: what JSON wants there), JSON_MISSING_COMMA (the place where the comma belongs),
// JSON_TRAILING_COMMA, JSON_SINGLE_QUOTE, JSON_COMMENT, JSON_UNTERMINATED_STRING, JSON_BAD_ESCAPE,
// JSON_CONTROL_CHARACTER, JSON_UNEXPECTED (found), JSON_UNEXPECTED_END (expected), JSON_EXTRA_TEXT,
// JSON_BAD_NUMBER, JSON_NOT_A_KEY.

// What a Chinese input method types instead of JSON's punctuation, and what JSON wants there.
export const FULL_WIDTH_MARKS = Object.freeze({
  '，': ',', '：': ':', '“': '"', '”': '"', '‘': '"', '’': '"', '｛': '{', '｝': '}',
  '［': '[', '］': ']', '【': '[', '】': ']', '、': ',', '；': ',', '＂': '"',
});

class JsonSourceError extends Error {
  constructor(code, at, extra = {}) {
    super(code);
    this.code = code;
    this.at = at;
    this.extra = extra;
  }
}

const pointerPart = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Line and column (1-based, in characters) of each offset, from a table of line starts. */
function lineIndex(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    // columns in characters: a character outside the BMP counts once
    const column = [...text.slice(starts[low], offset)].length + 1;
    return { line: low + 1, column };
  };
}

class Reader {
  constructor(text) {
    this.text = text;
    this.at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    this.places = new Map(); // pointer → {start, end}
    this.strings = [];
    this.lastValueEnd = this.at; // where the value before the current token ended
  }

  fail(code, at = this.at, extra = {}) {
    throw new JsonSourceError(code, at, extra);
  }

  skipSpace() {
    const text = this.text;
    for (;;) {
      const ch = text[this.at];
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') this.at++;
      else if (ch === '\u3000' || ch === '\u00a0') this.fail('JSON_FULL_WIDTH', this.at, { found: ch, expected: ' ' });
      else if (ch === '/' && (text[this.at + 1] === '/' || text[this.at + 1] === '*')) this.fail('JSON_COMMENT');
      else return;
    }
  }

  /** A character where JSON expects punctuation or a value: what is wrong with it. */
  unexpected(expected) {
    const ch = this.text[this.at];
    if (ch === undefined) this.fail('JSON_UNEXPECTED_END', this.at, { expected });
    if (Object.hasOwn(FULL_WIDTH_MARKS, ch)) this.fail('JSON_FULL_WIDTH', this.at, { found: ch, expected: FULL_WIDTH_MARKS[ch] });
    if (ch === "'") this.fail('JSON_SINGLE_QUOTE');
    this.fail('JSON_UNEXPECTED', this.at, { found: [...this.text.slice(this.at, this.at + 2)][0], expected });
  }

  value(pointer) {
    this.skipSpace();
    const start = this.at;
    const ch = this.text[this.at];
    let value;
    if (ch === '{') value = this.object(pointer);
    else if (ch === '[') value = this.array(pointer);
    else if (ch === '"') value = this.string(pointer, false);
    else if (ch === '-' || (ch >= '0' && ch <= '9')) value = this.number();
    else if (this.text.startsWith('true', this.at)) { this.at += 4; value = true; }
    else if (this.text.startsWith('false', this.at)) { this.at += 5; value = false; }
    else if (this.text.startsWith('null', this.at)) { this.at += 4; value = null; }
    else this.unexpected('value');
    this.places.set(pointer, { start, end: this.at });
    this.lastValueEnd = this.at;
    return value;
  }

  /** After a member or an element: a comma, or the close. A value starting here instead means a
   *  comma was left out after the one before. */
  separator(close) {
    this.skipSpace();
    const ch = this.text[this.at];
    if (ch === ',') return true;
    if (ch === close) return false;
    if (ch === '"' || ch === '{' || ch === '[' || (ch >= '0' && ch <= '9') || ch === '-' || /^(true|false|null)/.test(this.text.slice(this.at, this.at + 5))) {
      this.fail('JSON_MISSING_COMMA', this.lastValueEnd);
    }
    return this.unexpected(close === '}' ? ', }' : ', ]');
  }

  /** Steps over a `{` or `[`; true, past `close` too, when the container is empty. */
  opensEmpty(close) {
    this.at++;
    this.skipSpace();
    if (this.text[this.at] !== close) return false;
    this.at++;
    return true;
  }

  object(pointer) {
    const result = {};
    if (this.opensEmpty('}')) return result;
    for (;;) {
      this.skipSpace();
      const ch = this.text[this.at];
      if (ch === '}') this.fail('JSON_TRAILING_COMMA', this.commaAt);
      if (ch !== '"') {
        if (ch === undefined || Object.hasOwn(FULL_WIDTH_MARKS, ch) || ch === "'") this.unexpected('"');
        this.fail('JSON_NOT_A_KEY', this.at, { found: [...this.text.slice(this.at, this.at + 2)][0] });
      }
      const keyStart = this.at;
      const key = this.readString();
      this.strings.push({ pointer: `${pointer}/${pointerPart(key)}`, isKey: true, start: keyStart, end: this.at, value: key });
      this.skipSpace();
      if (this.text[this.at] !== ':') this.unexpected(':');
      this.at++;
      result[key] = this.value(`${pointer}/${pointerPart(key)}`);
      if (!this.separator('}')) break;
      this.commaAt = this.at;
      this.at++;
    }
    this.at++; // }
    return result;
  }

  array(pointer) {
    const result = [];
    if (this.opensEmpty(']')) return result;
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === ']') this.fail('JSON_TRAILING_COMMA', this.commaAt);
      result.push(this.value(`${pointer}/${result.length}`));
      if (!this.separator(']')) break;
      this.commaAt = this.at;
      this.at++;
    }
    this.at++; // ]
    return result;
  }

  string(pointer, isKey) {
    const start = this.at;
    const value = this.readString();
    this.strings.push({ pointer, isKey, start, end: this.at, value });
    return value;
  }

  readString() {
    const text = this.text;
    const start = this.at;
    this.at++; // "
    let out = '';
    for (;;) {
      const ch = text[this.at];
      if (ch === undefined || ch === '\n' || ch === '\r') {
        // a string closed with a curly quote ” runs on to the end of the line
        const curly = /[“”]/.exec(text.slice(start, this.at));
        this.fail('JSON_UNTERMINATED_STRING', start, curly ? { found: curly[0], expected: '"' } : {});
      }
      if (ch === '"') break;
      if (ch === '\\') {
        const next = text[this.at + 1];
        const simple = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }[next];
        if (simple !== undefined) {
          out += simple;
          this.at += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.at + 2, this.at + 6))) {
          out += String.fromCharCode(parseInt(text.slice(this.at + 2, this.at + 6), 16));
          this.at += 6;
        } else {
          this.fail('JSON_BAD_ESCAPE', this.at, { found: `\\${next ?? ''}` });
        }
      } else {
        if (ch < ' ') this.fail('JSON_CONTROL_CHARACTER');
        out += ch;
        this.at++;
      }
    }
    this.at++; // "
    return out;
  }

  number() {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at));
    if (!match) this.fail('JSON_BAD_NUMBER');
    this.at += match[0].length;
    if (/^[\w.]/.test(this.text[this.at] ?? '')) this.fail('JSON_BAD_NUMBER');
    return Number(match[0]);
  }
}

/** Reads `text` as JSON, keeping where each value stands (see the top of this file). */
export function readJsonSource(text) {
  const position = lineIndex(text);
  const reader = new Reader(text);
  try {
    reader.skipSpace();
    if (reader.at >= text.length) reader.fail('JSON_EMPTY');
    const value = reader.value('');
    reader.skipSpace();
    if (reader.at < text.length) {
      const ch = text[reader.at];
      if (Object.hasOwn(FULL_WIDTH_MARKS, ch)) reader.fail('JSON_FULL_WIDTH', reader.at, { found: ch, expected: FULL_WIDTH_MARKS[ch] });
      reader.fail('JSON_EXTRA_TEXT');
    }
    const locate = (pointer) => {
      let at = pointer;
      for (;;) {
        const place = reader.places.get(at);
        if (place) return { ...position(place.start), ...place };
        if (at === '') return { line: 1, column: 1, start: 0, end: text.length };
        at = at.slice(0, at.lastIndexOf('/'));
      }
    };
    return { ok: true, value, locate, strings: reader.strings };
  } catch (error) {
    if (!(error instanceof JsonSourceError)) throw error;
    return { ok: false, error: { code: error.code, ...position(error.at), ...error.extra } };
  }
}

/** `text` with the string tokens of `edits` ([{start, end, value}], from `strings`) replaced by
 *  `value` written as JSON; everything else stays as it was. */
export function replaceStrings(text, edits) {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, edit.start)}${JSON.stringify(edit.value)}${out.slice(edit.end)}`;
  }
  return out;
}
