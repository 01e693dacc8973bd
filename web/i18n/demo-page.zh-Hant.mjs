// The board demo page in zh-Hant (see demo-page.mjs).
export default {
  white: '輪到白方走棋',
  black: '輪到黑方走棋',
  check: '（被將軍）',
  setup: '擺棋模式：把棋子放到格子上',
  free: '自由模式：任何棋子都能隨意移動',
  illegal: '不能這樣走：',
};
