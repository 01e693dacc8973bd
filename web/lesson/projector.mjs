// The lesson runner's part of the projector mode (a teacher shows a lesson to a class), through the
// <chess-lesson> element's public surface alone: its `projector` attribute (the large layout, every
// step open, the 答案 button, the board's drawing tools; lesson-css.mjs draws it) and its methods
// previousStep(), nextStep(), showHint() and showAnswer(). A page's part (web/site/projector.mjs:
// full screen, the keys, the page around the lesson) takes these as its handlers:
//
//   offerProjector({button, kind: 'lesson', ...lessonProjector(element)})

/** The projector mode's handlers for the <chess-lesson> `lesson`. */
export function lessonProjector(lesson) {
  return {
    enter: () => lesson.setAttribute('projector', ''),
    leave: () => lesson.removeAttribute('projector'),
    next: () => lesson.nextStep(),
    previous: () => lesson.previousStep(),
    hint: () => lesson.showHint(),
    answer: () => lesson.showAnswer(),
  };
}
