// The booking flow's pure rules: step progress, the hold timer on the server's clock, request building.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAST_STEP,
  canGoToStep,
  isStepClickable,
  nextStep,
  stepStatus,
  type StepIndex,
} from '../../../src/app/booking/bookingSteps';
import { countdownText, holdClockOf, msLeft, storedLifetimeMs } from '../../../src/app/state/holdClock';
import { leavesTimeBeforeAllAboard, searchRange, tripTypeOf } from '../../../src/app/booking/bookingRequests';

describe('steps', () => {
  it('advance one at a time and stop at the last', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(2)).toBe(2);
    expect(LAST_STEP).toBe(2);
  });

  it('show active, completed and upcoming', () => {
    const fresh = { currentStep: 0 as StepIndex, isFirstStepCompleted: false };
    expect([0, 1, 2].map((i) => stepStatus(i, fresh))).toEqual(['active', 'upcoming', 'upcoming']);
    const held = { currentStep: 1 as StepIndex, isFirstStepCompleted: true };
    expect([0, 1, 2].map((i) => stepStatus(i, held))).toEqual(['completed', 'active', 'upcoming']);
    // Back at step 0 to change the time: the first step still counts as done.
    expect(stepStatus(0, { currentStep: 0, isFirstStepCompleted: true })).toBe('active');
    expect(stepStatus(2, { currentStep: 0, isFirstStepCompleted: true })).toBe('upcoming');
  });

  it('move on a click only when the step is clickable and the first step is completed', () => {
    expect(canGoToStep(1, { currentStep: 0, isFirstStepCompleted: false })).toBe(false);
    expect(canGoToStep(1, { currentStep: 0, isFirstStepCompleted: true })).toBe(true);
    expect(canGoToStep(2, { currentStep: 0, isFirstStepCompleted: true })).toBe(false); // two ahead
    expect(canGoToStep(0, { currentStep: 2, isFirstStepCompleted: true })).toBe(true);
    expect(canGoToStep(2, { currentStep: 2, isFirstStepCompleted: true })).toBe(false); // already there
  });

  it('never allow a click before a slot is held, whatever the step', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 3 }), fc.constantFrom<StepIndex>(0, 1, 2), (index, currentStep) => {
        expect(canGoToStep(index, { currentStep, isFirstStepCompleted: false })).toBe(false);
        if (canGoToStep(index, { currentStep, isFirstStepCompleted: true })) {
          expect(isStepClickable(index, { currentStep, isFirstStepCompleted: true })).toBe(true);
          expect(index).toBeLessThanOrEqual(currentStep + 1);
        }
      }),
    );
  });
});

describe('hold timer', () => {
  const serverNow = '2026-12-03T15:00:00.000Z';
  const expiresAt = '2026-12-03T15:15:00.000Z';

  it('counts on the server clock: a device clock that is wrong by hours changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48 * 3600_000, max: 48 * 3600_000 }),
        fc.integer({ min: 0, max: 15 * 60_000 }),
        (deviceOffset, elapsed) => {
          const received = new Date(Date.parse(serverNow) + deviceOffset);
          const clock = holdClockOf({ expiresAt, serverNow }, received);
          const later = new Date(received.getTime() + elapsed);
          expect(msLeft(clock, later)).toBe(15 * 60_000 - elapsed);
        },
      ),
    );
  });

  it('shows MM:SS, rounded up, and 00:00 only at the end', () => {
    const clock = holdClockOf({ expiresAt, serverNow }, new Date('2026-12-03T10:00:00.000Z'));
    const at = (ms: number) => new Date(Date.parse('2026-12-03T10:00:00.000Z') + ms);
    expect(countdownText(clock, at(0))).toBe('15:00');
    expect(countdownText(clock, at(1))).toBe('15:00');
    expect(countdownText(clock, at(61_000))).toBe('13:59');
    expect(countdownText(clock, at(15 * 60_000 - 500))).toBe('00:01');
    expect(countdownText(clock, at(15 * 60_000))).toBe('00:00');
    expect(countdownText(clock, at(20 * 60_000))).toBe('00:00');
  });

  it('keeps stored booking data for the whole minutes left, never below 0', () => {
    const clock = holdClockOf({ expiresAt, serverNow }, new Date('2026-12-03T10:00:00.000Z'));
    expect(storedLifetimeMs(clock, new Date('2026-12-03T10:00:00.000Z'))).toBe(15 * 60_000);
    expect(storedLifetimeMs(clock, new Date('2026-12-03T10:00:30.000Z'))).toBe(14 * 60_000);
    expect(storedLifetimeMs(clock, new Date('2026-12-03T10:14:30.000Z'))).toBe(0);
    expect(storedLifetimeMs(clock, new Date('2026-12-03T11:00:00.000Z'))).toBe(0);
  });
});

describe('requests', () => {
  const activities = [
    { _id: 'a', type: 'Activity' as const },
    { _id: 'bio', type: 'Bio bay' as const },
    { _id: 'fish', type: 'Deep sea fishing' as const },
  ];

  it('derive the trip type from the stops', () => {
    expect(tripTypeOf(['a'], activities)).toBe('STANDARD');
    expect(tripTypeOf(['a', 'bio'], activities)).toBe('BIO_BAY');
    expect(tripTypeOf(['fish'], activities)).toBe('DSF');
    expect(tripTypeOf(['fish', 'bio'], activities)).toBe('BIO_BAY_DSF');
  });

  it('search the chosen range, or a week from today (island time) without dates, never the past', () => {
    const now = new Date('2026-12-03T03:00:00Z'); // still 2 Dec in Cayman
    expect(searchRange({ startDate: null, endDate: null }, 'America/Cayman', now)).toEqual({
      startDate: '2026-12-02',
      endDate: '2026-12-08',
    });
    expect(searchRange({ startDate: '2026-12-10', endDate: '2026-12-12' }, 'America/Cayman', now)).toEqual({
      startDate: '2026-12-10',
      endDate: '2026-12-12',
    });
    expect(searchRange({ startDate: '2026-11-20', endDate: '2026-12-04' }, 'America/Cayman', now)).toEqual({
      startDate: '2026-12-02',
      endDate: '2026-12-04',
    });
  });

  it('grey out cruise slots that end less than 1.5 hours before all-aboard', () => {
    const zone = 'America/Cayman';
    const slot = { endTime: '2026-12-03T14:00:00-05:00' };
    expect(leavesTimeBeforeAllAboard(slot, '15:30', zone)).toBe(true);
    expect(leavesTimeBeforeAllAboard(slot, '15:29', zone)).toBe(false);
    expect(leavesTimeBeforeAllAboard(slot, '', zone)).toBe(true); // not given: nothing greyed
  });
});
