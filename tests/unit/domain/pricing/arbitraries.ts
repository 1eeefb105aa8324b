// fast-check generators of valid activities for the property tests.
import fc from 'fast-check';
import { ACTIVITY_TYPES } from '../../../../src/domain/catalogue';
import { activity, at } from './fixtures';

/** 0–6 activities with distinct ids, random places near the marina, random stop minutes and prices. */
export const activityList = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z]{1,4}$/),
      type: fc.constantFrom(...ACTIVITY_TYPES),
      lat: fc.integer({ min: -30, max: 30 }),
      lng: fc.integer({ min: -30, max: 30 }),
      relaxed: fc.integer({ min: 0, max: 180 }),
      standard: fc.integer({ min: 0, max: 180 }),
      price: fc.integer({ min: 0, max: 20_000 }),
    }),
    { maxLength: 6, selector: (a) => a.id },
  )
  .map((list) =>
    list.map((a) =>
      activity(a.id, a.type, at(a.lat / 100, a.lng / 100), {
        relaxed: a.relaxed,
        standard: a.standard,
        price: a.price,
      }),
    ),
  );

/** A list and the same list in another picking order. */
export const activityListTwice = activityList.chain((list) =>
  fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
);
