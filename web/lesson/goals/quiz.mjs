// `quiz`: choose the right answer; each choice's `fact`, and `expect`, are checked by the core.

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'quiz',
  boardMode: 'none',
  printedAnswer: (game, goal) => ({ choice: goal.answer }),
  choose(session, id) {
    if (id === session.goal.answer) return session.solve({ choice: id });
    return session.wrong('WRONG_CHOICE', { choice: id });
  },
  answer: (session) => ({ choice: session.goal.answer }),
  panel: 'choices',
  formatProblems(goal, path, { duplicateIds, isObject }) {
    if (!Array.isArray(goal.choices)) return [];
    const problems = duplicateIds(goal.choices, `${path}/choices`, 'DUPLICATE_CHOICE_ID');
    const ids = goal.choices.filter(isObject).map((choice) => choice.id);
    if (typeof goal.answer === 'string' && !ids.includes(goal.answer)) problems.push({ code: 'ANSWER_NOT_A_CHOICE', path: `${path}/answer`, params: { answer: goal.answer, allowed: ids } });
    return problems;
  },
  // the right choice's fact must agree with the core, and every wrong choice's must not
  checkChess({ rules, step, goal, at, push, expectMismatches }) {
    if (goal.expect) push(expectMismatches(rules, step, goal.expect, `${at}/goal/expect`));
    goal.choices.forEach((choice, n) => {
      if (!choice.fact) return;
      const where = `${at}/goal/choices/${n}/fact`;
      const found = expectMismatches(rules, step, choice.fact, where);
      if (choice.id === goal.answer && found.length) push([{ code: 'ANSWER_DISAGREES', path: where, params: { choice: choice.id, problems: found } }]);
      if (choice.id !== goal.answer && found.length === 0) push([{ code: 'WRONG_CHOICE_TRUE', path: where, params: { choice: choice.id } }]);
    });
  },
  editor: {
    defaults: ({ emptyText }) => ({ kind: 'quiz', choices: [{ id: 'a', label: emptyText() }, { id: 'b', label: emptyText() }], answer: 'a' }),
    form: (goal, kit) => [kit.choices()],
    // a choice's label keeps its own text when every language is empty (the format check says so)
    tidy(goal, tidyText) { goal.choices = goal.choices.map((choice) => ({ ...choice, label: tidyText(choice.label) ?? choice.label })); },
    fill(goal, fill) { goal.choices = goal.choices.map((choice) => ({ ...choice, label: fill(choice.label) })); },
    icon: () => 'review',
  },
};
