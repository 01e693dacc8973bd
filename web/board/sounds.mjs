// Move, capture and check sounds synthesised with WebAudio: no audio files to download.
// Off unless the page asks (the `sound` option). The AudioContext is made on first use,
// which happens after a user gesture, so browsers' autoplay rules allow it.

const VOICES = {
  // [frequency Hz, start s, length s, peak gain, wave]
  move: [[520, 0, 0.07, 0.25, 'triangle']],
  capture: [[330, 0, 0.08, 0.3, 'square'], [220, 0.06, 0.1, 0.25, 'triangle']],
  check: [[880, 0, 0.09, 0.22, 'sine'], [1175, 0.11, 0.12, 0.22, 'sine']],
  illegal: [[196, 0, 0.14, 0.18, 'sawtooth']],
};

export const SOUND_KINDS = Object.keys(VOICES);

/**
 * Plays `notes` on `context` from now: each [frequency Hz, start s, length s, peak gain, wave]
 * rises to its peak in `attack` seconds and fades out by its length. Shared with the lesson's
 * success tune, so every sound of the widget is made one way.
 * @param {BaseAudioContext} context
 * @param {ReadonlyArray<readonly [number, number, number, number, OscillatorType]>} notes
 */
export function playNotes(context, notes, attack = 0.01) {
  const now = context.currentTime;
  for (const [frequency, start, length, peak, wave] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.setValueAtTime(frequency, now + start);
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(peak, now + start + attack);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + length + 0.02);
  }
}

export function createSounds(win) {
  let context = null;
  const AudioContextClass = win && (win.AudioContext || win.webkitAudioContext);

  function play(kind) {
    const voice = VOICES[kind];
    if (!voice) throw new TypeError(`playSound: expected one of ${SOUND_KINDS.join(', ')}`);
    if (!AudioContextClass) return false;
    try {
      context = context || new AudioContextClass();
      if (context.state === 'suspended') context.resume();
      playNotes(context, voice);
      return true;
    } catch {
      return false; // A page without audio keeps working silently.
    }
  }

  function destroy() {
    if (context && context.close) context.close().catch(() => {});
    context = null;
  }

  return { play, destroy };
}
