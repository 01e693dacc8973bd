// The projector mode's words in zh-Hant (web/i18n/projector.mjs). {name} slots are filled by fillTemplate.
export default {
  enter: '投影',
  enterTip: '全螢幕放大，給全班看。翻頁鍵或方向鍵換一步，Esc 退出。',
  leave: '退出投影',
  leaveTip: '回到平常的頁面（Esc）',
  diagramOf: '第 {n} 題，共 {total} 題',
  previous: '上一題',
  next: '下一題',
};
