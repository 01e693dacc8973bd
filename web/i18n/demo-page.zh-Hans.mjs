// The board demo page in zh-Hans (see demo-page.mjs).
export default {
  white: '轮到白方走棋',
  black: '轮到黑方走棋',
  check: '（被将军）',
  setup: '摆棋模式：把棋子放到格子上',
  free: '自由模式：任何棋子都能随意移动',
  illegal: '不能这样走：',
};
