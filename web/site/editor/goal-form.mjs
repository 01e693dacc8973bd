// The step's goal form and the board that records it. Each goal kind's module says what its form is
// made of (`editor.form(goal, kit)`, web/lesson/goals/); this module is the kit: moves recorded by
// playing them, squares and stars by tapping them, the target of a set-up by placing pieces, a choice
// of values, a yes/no, a number (or one that may be left empty), a quiz's choices. Where a goal
// states what the core says of it (a claim's answer, a touch's duty, an action's ending), the
// module's `editor.fromCore` asks the core after every change, and the teacher never types it. The
// board shows the step in the mode the form needs: setup (the position, from the tray), play
// (recording moves) or tap (squares).
import { goalKind } from '../../lesson/goals/index.mjs';
import { openStepGame } from '../../lesson/step-game.mjs';
import { button, checkField, numberField, optionalNumberField, selectField, textField } from './fields.mjs';
import { emptyText, START_FEN } from './lesson-file.mjs';
import { movesInWords } from './move-words.mjs';

const placementOf = (fen) => fen.split(' ')[0];
const squareOf = (touch) => (typeof touch === 'string' ? touch : touch.square);

/**
 * The goal form of `ctx` ({state, $, ui, step(), changed(options), textsOf(label, holder, key, path)}):
 * {render, renderSummary, showBoard, fromCore, stopRecording}. It listens to the board itself.
 */
export function createGoalForm(ctx) {
  const { state, $, ui } = ctx;
  const board = /** @type {any} */ ($('board'));
  const fieldWords = (path) => state.words.fields[path] ?? path;

  /** The list a recording fills: the goal's field, or the step's own (`history`). */
  const holderOf = (rec) => (rec.ofStep ? ctx.step() : ctx.step().goal);

  const say = () => ({
    moves: (list, { line = false, ofStep = false } = {}) => movesInWords(state.rules, ctx.step(), list, state.lang, { line, fromStart: ofStep }) || '—',
    word: (key) => ui(key),
  });

  function renderSummary() {
    const summary = $('goal-summary');
    if (!summary) return;
    const goal = ctx.step().goal;
    const said = goalKind(goal)?.editor?.summary?.(goal, say());
    if (said) summary.textContent = ui(...said);
    for (const line of document.querySelectorAll('[data-moves-of]')) line.dispatchEvent(new Event('redraw'));
  }

  /** The goal's facts as the core states them, where its kind has any (its `expect`). */
  function fromCore() {
    const s = ctx.step();
    const ask = goalKind(s.goal)?.editor?.fromCore;
    if (!ask || !state.rules) return;
    const expect = ask(state.rules, s, s.goal);
    if (expect) s.goal.expect = expect;
  }

  /** After an edit of the goal: the core's facts, the summary, the history and the check. */
  function edited(options = {}) {
    fromCore();
    renderSummary();
    ctx.changed(options);
  }

  async function showBoard() {
    const s = ctx.step();
    const rec = state.recording;
    board.setAttribute('orientation', s.orientation === 'black' ? 'black' : 'white');
    board.clearAnnotations?.();
    if (rec === null || rec.how === 'board') {
      board.setAttribute('mode', 'setup');
      await board.ready;
      // set on the board itself: the attribute may already hold the same text (two empty steps)
      const fen = rec === null ? s.fen : `${s.goal.board} w - - 0 1`;
      if (!board.setPosition(fen).ok) board.fen = fen;
      $('board-mode').textContent = ui(rec === null ? 'modeSetup' : 'mode-board');
      return;
    }
    const opened = state.rules ? openStepGame(state.rules, rec.ofStep ? { ...s, history: [] } : s) : null;
    if (!opened?.ok || !opened.value) {
      state.recording = null;
      $('board-mode').textContent = ui('positionNotPlayable');
      board.setAttribute('mode', 'setup');
      render();
      return;
    }
    const tapping = ['stars', 'squares', 'square'].includes(rec.how);
    // the board leaves setup mode only with a game's position on it (not an exercise's), so it is
    // given the initial one; the step's own game replaces it at once
    if (board.getAttribute('mode') === 'setup') board.setPosition(START_FEN);
    board.setAttribute('mode', tapping ? 'tap' : 'play');
    await board.ready;
    board.setGame(opened.value);
    if (rec.how === 'line') for (const move of holderOf(rec)[rec.field] ?? []) board.play(move);
    markBoard();
    $('board-mode').textContent = ui(`mode-${rec.how}`);
  }

  /** The stars and the tapped squares marked on the board while they are recorded. */
  function markBoard() {
    const rec = state.recording;
    const goal = ctx.step().goal;
    if (rec?.how === 'stars') {
      board.markers(goal.stars.map((square) => ({ square, kind: 'star' })));
      board.highlight(goal.piece ? [{ square: goal.piece, kind: 'good' }] : []);
    } else if (rec?.how === 'squares' || rec?.how === 'square') {
      const value = goal[rec.field];
      board.highlight([value ?? []].flat().map((touch) => ({ square: squareOf(touch), kind: 'good' })));
    }
  }

  /** The position from the board's setup (its placement), with the side to move and the flags. */
  function takeSetup() {
    const s = ctx.step();
    const placement = placementOf(board.fen);
    const side = $('turn').value;
    const kings = /K/.test(placement) && /k/.test(placement);
    s.fen = `${placement} ${side} - - 0 1`;
    // a position without both kings is a practice position; one with both is a game's
    s.exercise = !kings || goalKind(s.goal)?.name === 'setup';
    s.orientation = side === 'b' ? 'black' : 'white';
    $('fen').value = s.fen;
    $('exercise').checked = s.exercise === true;
    edited();
  }

  const placed = () => {
    if (state.recording === null) takeSetup();
    else if (state.recording.how === 'board') { ctx.step().goal.board = placementOf(board.fen); edited(); }
  };
  board.addEventListener('place', placed);
  board.addEventListener('remove', placed);
  board.addEventListener('squaretap', (event) => {
    const rec = state.recording;
    if (!rec) return;
    const { square, piece } = event.detail;
    const goal = ctx.step().goal;
    if (rec.how === 'stars') {
      if (piece) goal.piece = square;
      else if (goal.stars.includes(square)) goal.stars = goal.stars.filter((star) => star !== square);
      else goal.stars.push(square);
    } else if (rec.how === 'square') goal[rec.field] = square;
    else if (rec.how === 'squares') {
      const list = goal[rec.field] ?? [];
      goal[rec.field] = list.some((item) => squareOf(item) === square) ? list.filter((item) => squareOf(item) !== square) : [...list, square];
    } else return;
    markBoard();
    edited();
  });
  board.addEventListener('move', (event) => {
    const rec = state.recording;
    if (event.detail.by !== 'user' || !rec) return;
    const holder = holderOf(rec);
    const uci = event.detail.uci;
    if (rec.how === 'moves') {
      holder[rec.field] = [...new Set([...(holder[rec.field] ?? []), uci])];
      showBoard(); // back to the step's position, for another accepted move
    } else if (rec.how === 'line') holder[rec.field] = [...(holder[rec.field] ?? []), uci];
    else if (rec.how === 'one') {
      holder[rec.field] = uci;
      state.recording = null;
      showBoard();
      render();
    }
    edited();
  });

  /** A button that starts recording `field` (`how`), and says so while it does. */
  function recordButton(field, how, startWords, extra = {}) {
    const on = state.recording?.field === field;
    return button(on ? ui(how === 'board' ? 'doneSetting' : how === 'stars' || how.startsWith('square') ? 'doneTapping' : 'doneRecording') : startWords, async () => {
      state.recording = on ? null : { field, how, ...extra };
      await showBoard();
      render();
    }, `record-${field}`);
  }

  /** A line that names what a field holds now, redrawn with the summary. */
  function shownLine(path, said) {
    const line = document.createElement('p');
    line.className = 'ed-muted ed-shown';
    line.dataset.movesOf = path;
    const draw = () => { line.textContent = ui('fieldNow', { field: fieldWords(path.replace('/', '.')), value: said() }); };
    line.addEventListener('redraw', draw);
    draw();
    return line;
  }

  function kit(goal, summary) {
    return {
      stars: () => recordButton('stars', 'stars', ui('tapStars')),
      moves: (field, { line = false, one = false, ofStep = false, optional = false } = {}) => {
        const rec = { ofStep };
        const holder = () => (ofStep ? ctx.step() : ctx.step().goal);
        const path = ofStep ? field : `goal/${field}`;
        const box = document.createElement('div');
        box.className = 'ed-row';
        box.dataset.path = path; // a problem of these moves is told under their buttons
        const clear = button(ui('clearMoves'), async () => {
          if (ofStep || !optional) holder()[field] = []; else delete holder()[field];
          if (one) delete holder()[field];
          if (state.recording?.field === field) await showBoard();
          edited();
        }, `clear-${field}`);
        box.append(recordButton(field, one ? 'one' : line ? 'line' : 'moves', ui(`record-${field}`), rec), clear);
        const words = () => {
          const value = holder()[field];
          const list = value === undefined ? [] : [value].flat();
          return list.length ? say().moves(list, { line, ofStep }) : ui(optional ? 'anyMove' : 'noneYet');
        };
        // a goal's own moves are in its summary; the step's, and a move written down, are shown here
        return ofStep || one ? [box, shownLine(path, words)] : [box];
      },
      squares: (field, { single = false } = {}) => {
        const box = document.createElement('div');
        box.className = 'ed-row';
        box.dataset.path = `goal/${field}`;
        box.append(
          recordButton(field, single ? 'square' : 'squares', ui(`tap-${field}`)),
          button(ui('clearSquares'), () => { if (single) delete goal[field]; else goal[field] = []; markBoard(); edited(); }, `clear-${field}`),
        );
        return [box]; // the squares are in the goal's summary
      },
      target: (field) => recordButton(field, 'board', ui('setTarget')),
      select: (field, values, { optional = false } = {}) => selectField(fieldWords(`goal.${field}`), goal[field] ?? '', [
        ...(optional ? [['', ui(`any-${field}`)]] : []),
        ...values.map((value) => [value, ui(`${field}-${value}`)]),
      ], `goal/${field}`, (value) => { if (value) goal[field] = value; else delete goal[field]; edited(); }),
      // a yes/no field, left out of the file when no (absentOn: left out when yes, `false` when no)
      toggle: (field, { absentOn = false } = {}) => checkField(ui(`toggle-${field}`), absentOn ? goal[field] !== false : goal[field] === true, `goal/${field}`, (on) => {
        if (on === absentOn) delete goal[field]; else goal[field] = on;
        edited();
      }),
      number: (labelKey, field, after = () => {}) => numberField(ui(labelKey), goal[field] ?? 1, `goal/${field}`, (n) => {
        goal[field] = n;
        after(n);
        edited({ field: `${state.current}:goal/${field}` });
      }),
      // a number the file may leave out (empty: the field is left out of the file)
      limit: (labelKey, field, { min, max }) => optionalNumberField(ui(labelKey), goal[field], `goal/${field}`, (n) => {
        if (n === undefined) delete goal[field]; else goal[field] = n;
        edited({ field: `${state.current}:goal/${field}` });
      }, { min, max, hint: ui(`${labelKey}-empty`), badWords: ui('wholeNumberOrEmpty', { min, max }) }),
      summary: () => summary,
      choices: () => choiceFields(goal),
    };
  }

  /** A quiz's choices, each with its label and its "right answer" button, a wrong one with why it is
   *  wrong and the squares that reason marks, and a button to add one. */
  function choiceFields(goal) {
    const box = document.createDocumentFragment();
    goal.choices.forEach((choice, n) => {
      const item = document.createElement('div');
      item.className = 'ed-choice';
      item.append(ctx.textsOf(ui('choice', { n: n + 1 }), choice, 'label', `goal/choices/${n}/label`));
      if (goal.answer !== choice.id) {
        item.append(ctx.textsOf(ui('choiceWhy', { n: n + 1 }), choice, 'why', `goal/choices/${n}/why`));
        const path = `goal/choices/${n}/squares`;
        // the check says which name is no square; the field keeps what was typed
        item.append(textField(ui('choiceSquares'), (choice.squares ?? []).join(' '), path, (value) => {
          choice.squares = value.split(/[\s,，、]+/).filter(Boolean);
          ctx.changed({ field: `${state.current}:${path}` });
        }));
      }
      const right = document.createElement('label');
      right.className = 'ed-field-inline';
      const radio = Object.assign(document.createElement('input'), { type: 'radio', name: 'answer', checked: goal.answer === choice.id });
      radio.dataset.path = 'goal/answer';
      radio.addEventListener('change', () => { goal.answer = choice.id; render(); ctx.changed(); });
      right.append(radio, Object.assign(document.createElement('span'), { textContent: ui('rightAnswer') }));
      item.append(right);
      if (goal.choices.length > 2) item.append(button(ui('removeChoice'), () => { goal.choices.splice(n, 1); if (!goal.choices.some((c) => c.id === goal.answer)) goal.answer = goal.choices[0].id; render(); ctx.changed(); }));
      box.append(item);
    });
    box.append(button(ui('addChoice'), () => {
      const used = new Set(goal.choices.map((c) => c.id));
      const id = 'abcdefghij'.split('').find((letter) => !used.has(letter));
      goal.choices.push({ id, label: emptyText() });
      render();
      ctx.changed();
    }, 'add-choice'));
    return box;
  }

  /** The form of the shown step's goal, from its kind's module. */
  function render() {
    const goal = ctx.step().goal;
    const form = $('goal-form');
    form.replaceChildren();
    const summary = document.createElement('p');
    summary.id = 'goal-summary';
    summary.setAttribute('role', 'status');
    summary.dataset.path = 'goal';
    summary.tabIndex = -1; // a problem of the goal as a whole, opened from the list, focuses it
    const parts = goalKind(goal)?.editor?.form?.(goal, kit(goal, summary)) ?? [summary];
    form.append(...parts.flat());
    renderSummary();
    ctx.placeProblems();
  }

  return { render, renderSummary, showBoard, fromCore, takeSetup };
}
