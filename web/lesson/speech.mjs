// "Read aloud": a step's text spoken by the browser's speech synthesis in the lesson's language,
// with the pinyin left out and the piece icons named. Nothing is spoken where the browser has no
// voice for that language; the runner then hides its button.
//
//   const speech = new Speech(() => update());   // called when the voices or the speaking change
//   speech.available('zh-Hans'); speech.speak(text, 'zh-Hans'); speech.stop(); speech.destroy();
import { pieceName } from '../i18n/board.mjs';
import { markupToPlainText } from './markup.mjs';

// The voices that read each language, best first (a voice's lang is matched by prefix).
const SPEECH_LANGS = { 'zh-Hans': ['zh-CN', 'zh-SG', 'zh'], 'zh-Hant': ['zh-TW', 'zh-HK', 'zh-MO'], en: ['en'] };
const RATE = 0.9; // a little slower than the voice's own pace, for children

/** Piece names for speech: {K: 'white king', …}. */
function pieceNames(lang) {
  return Object.fromEntries([...'KQRBNPkqrbnp'].map((piece) => [piece, pieceName(lang, piece)]));
}

export class Speech {
  /** `onChange` is called when voices arrive late and when speaking starts or ends. */
  constructor(onChange = () => {}) {
    this.onChange = onChange;
    this.speaking = false;
    this.synth = globalThis.speechSynthesis ?? null;
    // voices arrive late in some browsers
    this.onVoices = () => this.onChange();
    this.synth?.addEventListener?.('voiceschanged', this.onVoices);
  }

  /** The voice that reads `lang`, or null. */
  voice(lang) {
    const synth = this.synth;
    if (!synth || typeof globalThis.SpeechSynthesisUtterance !== 'function') return null;
    const voices = synth.getVoices?.() ?? [];
    for (const tag of SPEECH_LANGS[lang] ?? []) {
      const found = voices.find((v) => v.lang && v.lang.replace('_', '-').toLowerCase().startsWith(tag.toLowerCase()));
      if (found) return found;
    }
    return null;
  }

  available(lang) { return Boolean(this.voice(lang)); }

  /** Speaks lesson markup in `lang`, stopping whatever was being read. */
  speak(markup, lang) {
    const voice = this.voice(lang);
    if (!voice) return;
    const utterance = new globalThis.SpeechSynthesisUtterance(markupToPlainText(markup, pieceNames(lang)));
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = RATE;
    utterance.onend = () => {
      this.speaking = false;
      this.onChange();
    };
    this.speaking = true;
    this.synth.cancel();
    this.synth.speak(utterance);
    this.onChange();
  }

  stop() {
    if (!this.speaking) return;
    this.speaking = false;
    this.synth?.cancel();
    this.onChange();
  }

  destroy() {
    this.stop();
    this.synth?.removeEventListener?.('voiceschanged', this.onVoices);
  }
}
