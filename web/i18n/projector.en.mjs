// The projector mode's words in English (web/i18n/projector.mjs). {name} slots are filled by fillTemplate.
export default {
  enter: 'Projector',
  enterTip: 'Full screen and large, for the whole class. Page keys or arrow keys change the step; Esc leaves.',
  leave: 'Leave projector',
  leaveTip: 'Back to the usual page (Esc)',
  diagramOf: 'Question {n} of {total}',
  previous: 'Previous',
  next: 'Next',
};
