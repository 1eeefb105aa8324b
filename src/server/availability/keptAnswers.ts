// Answers of the slot search, kept per database while they stay true. An answer depends on the search's inputs
// (availabilityInputs.ts hands out the same objects exactly as long as no version moved), on the local date (call to
// book) and on the clock only at known instants: a listed slot's start (it becomes PAST) and a hold's expiry (its time
// frees). It is reused while the inputs are those objects, the date is the same, and the clock is between the
// instant it was computed and the first of those instants.
import type { Db } from '../db/client';
import type { TimeSlotsResponse } from '../../domain/booking';
import { BoundedMap } from '../boundedMap';

/** Distinct searches kept at most per database (boats × ranges × lengths); the oldest go first. */
const MAX_KEPT = 500;

export interface AnswerBasis {
  inputs: readonly unknown[];
  today: string;
  fromMs: number;
  /** The first instant after `fromMs` at which the answer could change, or Infinity. */
  untilMs: number;
}
interface Kept extends AnswerBasis {
  answer: TimeSlotsResponse;
}

const kept = new WeakMap<Db, BoundedMap<string, Kept>>();

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function keptAnswer(
  db: Db,
  key: string,
  basis: Omit<AnswerBasis, 'untilMs' | 'fromMs'>,
  nowMs: number,
): TimeSlotsResponse | undefined {
  const entry = kept.get(db)?.get(key);
  if (
    !entry ||
    entry.today !== basis.today ||
    nowMs < entry.fromMs ||
    nowMs >= entry.untilMs ||
    !sameInputs(entry.inputs, basis.inputs)
  )
    return undefined;
  return entry.answer;
}

export function keepAnswer(db: Db, key: string, basis: AnswerBasis, answer: TimeSlotsResponse): void {
  let answers = kept.get(db);
  if (!answers) kept.set(db, (answers = new BoundedMap(MAX_KEPT)));
  answers.set(key, { ...basis, answer });
}
