import { createComment, moderateComment } from '../../modules/formulas';
import type { YearPlanner } from './activity-planner';

// The demo's comments on the formula posts: most approved, spam rejected, the latest few waiting.

/** How many of the comments, the first planned, still wait for staff. */
const WAITING_COMMENTS = 3;

/** The `index`th comment, on a formula post (the first posts draw most), and its moderation. */
export function planComment(planner: YearPlanner, formulaIds: readonly string[], index: number) {
  const { rng, texts, later, step, staff, written } = planner;
  const formulaId = formulaIds[Math.floor(formulaIds.length * rng.next() ** 1.6)]!;
  const waiting = index < WAITING_COMMENTS;
  const spam = !waiting && rng.next() < 0.1;
  const left = planner.createdAt(waiting ? rng.int(0, 4) : undefined);
  const body = waiting
    ? rng.pick(texts.comments.pending)
    : spam
      ? rng.pick(texts.comments.spam)
      : rng.pick(texts.comments.approved);
  const authorName = spam ? texts.spamAuthor : rng.pick(texts.commentAuthors);
  let id = '';
  step(left, async (tx) => {
    id = await createComment(tx, {
      formulaId,
      authorName,
      body,
      ip: planner.address(),
      at: new Date(left),
    });
    written.comments += 1;
  });
  const moderated = later(left, 2, 30);
  if (!waiting) {
    step(moderated, async (tx) => {
      if (!id) return;
      await moderateComment(tx, {
        id,
        status: spam ? 'rejected' : 'approved',
        by: staff.id,
        at: new Date(moderated),
      });
    });
  }
}
