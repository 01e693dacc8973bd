// The practice page: `?skill=<skill>` is a finished lesson's endless practice (练习), a set of 5
// fresh exercises of that skill at the child's level; `?review` is the day's review (每日复习), one
// or more fresh exercises of each skill due (web/lesson/review-schedule.mjs). The core makes and
// proves each exercise (rules.generate, in the search worker); web/lesson/exercise-step.mjs makes it
// a lesson step, and a <chess-lesson> plays the set, so its stars, hints, feedback and rewards are
// the lessons'. Each exercise solved moves the skill's level (practice-level.mjs) and, where it was
// missed, brings the skill back tomorrow; a review passed puts it further out. All of it is kept
// on the device by web/lesson/review-store.mjs; the set's own step records (lesson id
// PRACTICE_LESSON, which no course has) are cleared before each set and never exported.
// body[data-ready]: 'true' once the set is on the page, 'none' when there is nothing to do,
// 'error' when it could not be made; body[data-done] once the set is finished, when the page's own
// summary (its stars, and 5 more or when the next review is) takes the lesson's place.
import { defineChessLesson } from '../../chess-lesson.mjs';
import { loadChessRules } from '../../rules/index.mjs';
import { fillTemplate, matchLang, pickLang } from '../../i18n/lang.mjs';
import { practiceTexts } from '../../i18n/practice.mjs';
import { skillName, SKILL_NAMES } from '../../i18n/skills.mjs';
import { DEFAULT_CHILD, ProgressStore, starGlyphs } from '../../lesson/progress.mjs';
import { ReviewStore } from '../../lesson/review-store.mjs';
import { dailySet, dueSkills, nextDue } from '../../lesson/review-schedule.mjs';
import { canPractise, generateOptions } from '../../lesson/practice-plan.mjs';
import { exerciseLesson, exerciseStep } from '../../lesson/exercise-step.mjs';
import { loadSiteCourse } from '../course.mjs';
import { registerServiceWorker } from '../offline.mjs';

export const PRACTICE_LESSON = 'practice-set';
const SET_SIZE = 5;
// a seed whose candidates all failed (SEARCH_BUDGET) is followed by the next: this many in all
const TRIES = 3;
const SITE_ROOT = new URL('../', document.baseURI);

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(globalThis.location.search);
const reviewing = params.has('review');
const skill = params.get('skill');
const progress = new ProgressStore();
const child = progress.child;
const review = new ReviewStore();
let lang = matchLang(progress.lang) ?? pickLang();
let note = { key: 'making' }; // the status line, kept to redraw it in another language
let done = null; // {stars} once the set is finished

const t = (key, values = {}) => fillTemplate(practiceTexts.get(lang)?.[key] ?? key, values);

function render() {
  document.documentElement.lang = lang;
  // an address without a skill the course knows says so below, under a title that names none
  const known = Object.hasOwn(SKILL_NAMES, skill ?? '');
  const title = reviewing ? t('reviewTitle') : known ? t('practiceTitle', { skill: skillName(lang, skill) }) : t('practiceTitleNone');
  $('practice-title').textContent = title;
  document.title = title;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  $('learner').textContent = child === DEFAULT_CHILD ? t('learnerDefault') : t('learner', { child });
  const line = $('practice-note');
  const values = note?.skills ? { skills: note.skills.map((id) => skillName(lang, id)).join(lang === 'en' ? ', ' : '、') } : note?.params;
  line.textContent = note ? t(note.key, values) : '';
  line.classList.toggle('is-problem', Boolean(note?.problem));
  if (done) {
    $('practice-done-stars').setAttribute('aria-label', t('starsLabel', done));
    $('practice-done-words').textContent = reviewing ? `${t('reviewDone', { stars: done.stars })} ${nextReviewWords()}` : t('setDone', { stars: done.stars });
  }
}

/** "Next review: tomorrow / in 3 days", or "All learned!" when nothing is scheduled. */
function nextReviewWords() {
  const today = review.today();
  const next = nextDue(review.skills(child), today, canPractise);
  if (next === null) return t('learned');
  return t('nextReview', { when: next === today + 1 ? t('tomorrow') : t('inDays', { days: next - today }) });
}

async function setLang(wanted) {
  await practiceTexts.load(wanted).catch(() => practiceTexts.load('en'));
  lang = wanted;
  render();
}

/** The skills of the set, one per exercise, or [] when there is nothing to do. */
async function planSet() {
  if (!reviewing) return canPractise(skill) ? Array(SET_SIZE).fill(skill) : [];
  // the lessons' misses since the last visit count first (the course file tells each step's skill)
  const course = await loadSiteCourse(SITE_ROOT, { readLesson: null }).catch(() => null);
  if (course) review.syncLessons(child, progress, course.lessons);
  return dailySet(dueSkills(review.skills(child), review.today(), canPractise));
}

/** A fresh exercise of `trained` at its level, proved by the core: its lesson step. */
async function makeStep(rules, trained, n) {
  const { level } = review.entry(child, trained);
  let failure = null;
  for (const seed of review.takeSeeds(child, TRIES)) {
    const made = await rules.generate(generateOptions(trained, seed, level));
    if (made.ok) return exerciseStep(made.value, { id: `exercise-${n + 1}`, skill: trained });
    failure = made.error;
  }
  throw new Error(failure?.message ?? 'no exercise');
}

/** What each solved exercise does to the record; the review of a skill once all of its are done. */
function listen(element, skills) {
  const solved = new Map(); // step id → its stars, the first time it is solved in this set
  element.addEventListener('stepsolved', ({ detail }) => {
    if (detail.lessonId !== PRACTICE_LESSON || solved.has(detail.stepId)) return;
    const n = Number(detail.stepId.replace('exercise-', '')) - 1;
    const trained = skills[n];
    if (!trained) return;
    // the lesson saved the try a moment ago: its wrong moves and answers shown
    const record = new ProgressStore().stepRecord(PRACTICE_LESSON, detail.stepId, child) ?? {};
    solved.set(detail.stepId, detail.stars);
    review.recordExercise(child, trained, { stars: detail.stars, hints: record.hints ?? 0, mistakes: record.mistakes ?? 0 });
    if (!reviewing) return;
    review.addReviewStars(child, detail.stars);
    const mine = skills.map((s, k) => [s, `exercise-${k + 1}`]).filter(([s]) => s === trained).map(([, id]) => id);
    if (mine.every((id) => solved.has(id))) review.recordReview(child, trained, mine.every((id) => solved.get(id) === 3));
  });
  element.addEventListener('lessoncomplete', ({ detail }) => {
    if (detail.lessonId !== PRACTICE_LESSON) return;
    done = { stars: [...solved.values()].reduce((sum, stars) => sum + stars, 0), maxStars: skills.length * 3 };
    // the set's own summary, in place of the lesson's (a set is no lesson to restart)
    element.remove();
    const filled = starGlyphs({ done: skills.length, stars: done.stars, maxStars: done.maxStars });
    $('practice-done-stars').textContent = `${'★'.repeat(filled)}${'☆'.repeat(3 - filled)}`;
    $('practice-done').hidden = false;
    $('practice-again').hidden = reviewing;
    document.body.dataset.done = 'true';
    render();
    (reviewing ? $('practice-home') : $('practice-again')).focus({ preventScroll: true });
  });
  element.addEventListener('langchange', ({ detail }) => { if (detail.lang !== lang) setLang(detail.lang); });
}

async function start() {
  await setLang(lang);
  const skills = await planSet();
  if (!skills.length) {
    note = { key: reviewing ? 'nothingDue' : 'noSkill', problem: true };
    render();
    // the way on, a big button, not only the small link at the top
    for (const node of [$('practice-done-stars'), document.querySelector('.px-done-title')]) node.hidden = true;
    $('practice-done').hidden = false;
    document.body.dataset.ready = 'none';
    return;
  }
  const rules = await loadChessRules();
  const steps = [];
  for (const [n, trained] of skills.entries()) steps.push(await makeStep(rules, trained, n));
  const lesson = exerciseLesson({ id: PRACTICE_LESSON, title: reviewing ? { review: true } : { skillNames: SKILL_NAMES[skill] }, steps });
  // the last set's step records go: this set starts at its first exercise, with no stars yet
  progress.reset(PRACTICE_LESSON);
  const { ChessLessonElement } = await defineChessLesson();
  const element = new ChessLessonElement();
  element.lesson = lesson;
  element.setAttribute('lang', lang);
  element.setAttribute('index-href', SITE_ROOT.href);
  element.toggleAttribute('hide-title', true);
  element.toggleAttribute('fit', true);
  listen(element, skills);
  $('practice-note').after(element);
  note = reviewing
    ? { key: 'reviewSkills', skills: [...new Set(skills)] }
    : { key: 'level', params: { level: review.entry(child, skill).level } };
  render();
  document.body.dataset.ready = 'true';
}

$('practice-again').addEventListener('click', () => globalThis.location.reload());
start().catch((error) => {
  note = { key: 'notMade', params: { detail: String(error?.message ?? error) }, problem: true };
  render();
  document.body.dataset.ready = 'error';
});
registerServiceWorker(new URL('sw.js', SITE_ROOT));
