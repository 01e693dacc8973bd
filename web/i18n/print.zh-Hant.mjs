// The print view's words in zh-Hant (web/i18n/print.mjs). {name} slots are filled by fillTemplate.
export default {
  worksheet: '練習紙',
  pageTitle: '{title} · 練習紙',
  name: '姓名',
  date: '日期',
  step: '第 {n} 題',
  diagram: '第 {n} 題的棋盤圖。',
  choices: '選一個，在方框裡打勾：',
  answer: '答案',
  toolbar: '練習紙工具',
  print: '列印',
  back: '回到這一課',
  language: '語言',
  steps: '共 {count} 題',
};
