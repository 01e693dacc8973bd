// The board demo page in en (see demo-page.mjs).
export default {
  white: 'White to move',
  black: 'Black to move',
  check: ' (in check)',
  setup: 'Set-up mode: put pieces on the squares',
  free: 'Free mode: any piece moves anywhere',
  illegal: 'Not allowed: ',
};
