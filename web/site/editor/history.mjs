// The editor's undo history, as data: no DOM, no storage. It holds snapshots (strings: the lesson
// and the shown step as JSON) after each edit. Typing in one field replaces the newest snapshot
// instead of adding one, so a field's typing is undone as a whole; any other edit, an undo or a
// redo ends that field's run. An edit after an undo drops the undone edits.
//
//   const history = createHistory(limit)
//   history.reset(snapshot)           a new history starting from `snapshot`
//   history.record(snapshot, field?)  after an edit; false when nothing changed
//   history.travel(by)                -1 undo, +1 redo: the snapshot to show, or null
//   history.canUndo(), history.canRedo(), history.position()  ('2/5': where the page is)

/** A new history keeping at most `limit` snapshots (a lesson's worth of work, in memory only). */
export function createHistory(limit = 200) {
  /** @type {string[]} */
  let entries = [];
  let at = -1; // entries[at] is the lesson as shown
  let typingIn = null; // the field whose typing makes up entries[at]
  return {
    reset(snapshot) {
      entries = [snapshot];
      at = 0;
      typingIn = null;
    },
    record(snapshot, field = null) {
      if (snapshot === entries[at]) return false;
      entries.length = at + 1;
      if (field !== null && field === typingIn && at > 0) entries[at] = snapshot;
      else {
        entries.push(snapshot);
        if (entries.length > limit) entries.shift();
        at = entries.length - 1;
      }
      typingIn = field;
      return true;
    },
    travel(by) {
      const to = at + by;
      if (to < 0 || to >= entries.length) return null;
      at = to;
      typingIn = null;
      return entries[at];
    },
    canUndo: () => at > 0,
    canRedo: () => at < entries.length - 1,
    position: () => `${at}/${entries.length}`,
  };
}
