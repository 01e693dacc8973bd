// The course map's practice and review (web/site/index.mjs draws them with these): the daily
// review's box under the Continue button (due today: a big link to practice/?review; done today:
// its stars and when the next one is; later: when) and a finished lesson's 练习 link, which opens
// practice/?skill=<the lesson's skill>. The lessons' misses since the last visit are counted into
// the review first (review-store.mjs's syncLessons), so a miss made in a lesson shows here.
import { ReviewStore } from '../lesson/review-store.mjs';
import { dailySet, dueSkills, nextDue } from '../lesson/review-schedule.mjs';
import { canPractise, lessonSkill } from '../lesson/practice-plan.mjs';
import { createCourseIcon } from './course-icons.mjs';
import { el } from '../lesson/render.mjs';

export const REVIEW_PATH = 'practice/?review';
export const practicePath = (skill) => `practice/?skill=${encodeURIComponent(skill)}`;

const review = new ReviewStore();

const element = (tag, className, text) => el(document, tag, className, text);

/**
 * Draws the review's box into `box` for the child `progress` (a ProgressStore) has chosen, over
 * `lessons` (the course's, with their steps' skills); `t(key, params)` gives the map's words.
 * Hidden when the child has nothing scheduled and no review today.
 */
export function renderReview(box, { progress, lessons, t }) {
  review.data = review.read(); // a lesson or the practice page may have saved since
  const child = progress.child;
  review.syncLessons(child, progress, lessons);
  const skills = review.skills(child);
  const today = review.today();
  const due = dueSkills(skills, today, canPractise);
  const todays = review.todaysReview(child);
  const next = nextDue(skills, today, canPractise);
  box.replaceChildren();
  box.dataset.state = due.length ? 'due' : todays ? 'done' : next !== null ? 'later' : 'none';
  box.hidden = box.dataset.state === 'none';
  const when = next === null ? null : next === today + 1 ? t('reviewTomorrow') : t('reviewInDays', { days: next - today });
  if (due.length) {
    const link = element('a', 'lx-review-link');
    link.href = REVIEW_PATH;
    const words = element('span', 'lx-review-words');
    words.append(element('span', 'lx-review-title', t('reviewTitle')), element('span', 'lx-review-what', t('reviewDue', { count: dailySet(due).length })));
    link.append(createCourseIcon(document, 'review'), words);
    box.appendChild(link);
  } else if (todays) {
    box.append(element('p', 'lx-review-line', t('reviewDoneToday', { stars: todays.stars })));
    if (when) box.append(element('p', 'lx-review-next', t('reviewNext', { when })));
  } else if (when) {
    box.append(element('p', 'lx-review-next', t('reviewNext', { when })));
  }
}

/** A finished lesson's 练习 link (for the list item beside its card), or null for a lesson with
 *  no skill the core makes exercises for. `skillName(id)` names the skill. */
export function practiceLink(lesson, { t, skillName }) {
  const skill = lessonSkill(lesson);
  if (!skill) return null;
  const link = element('a', 'lx-practice-link', t('practiceLink'));
  link.href = practicePath(skill);
  link.dataset.skill = skill;
  link.setAttribute('aria-label', t('practiceLinkFor', { skill: skillName(skill) }));
  return link;
}
