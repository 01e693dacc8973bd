// The print view's words in English (web/i18n/print.mjs). {name} slots are filled by fillTemplate.
export default {
  worksheet: 'Worksheet',
  pageTitle: '{title} · Worksheet',
  name: 'Name',
  date: 'Date',
  step: 'Question {n}',
  diagram: 'The board of question {n}.',
  choices: 'Choose one and tick its box:',
  answer: 'Answer',
  toolbar: 'Worksheet tools',
  print: 'Print',
  back: 'Back to the lesson',
  language: 'Language',
  steps: 'Questions: {count}',
};
