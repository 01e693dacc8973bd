// The projector mode's words in zh-Hans (web/i18n/projector.mjs). {name} slots are filled by fillTemplate.
export default {
  enter: '投影',
  enterTip: '全屏放大，给全班看。翻页键或方向键换一步，Esc 退出。',
  leave: '退出投影',
  leaveTip: '回到平常的页面（Esc）',
  diagramOf: '第 {n} 题，共 {total} 题',
  previous: '上一题',
  next: '下一题',
};
