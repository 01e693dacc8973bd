// The print view's words in zh-Hans (web/i18n/print.mjs). {name} slots are filled by fillTemplate.
export default {
  worksheet: '练习纸',
  pageTitle: '{title} · 练习纸',
  name: '姓名',
  date: '日期',
  step: '第 {n} 题',
  diagram: '第 {n} 题的棋盘图。',
  choices: '选一个，在方框里打勾：',
  answer: '答案',
  toolbar: '练习纸工具',
  print: '打印',
  back: '回到这一课',
  language: '语言',
  steps: '共 {count} 题',
};
