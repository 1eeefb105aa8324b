// Whether a trip can go on to the booking flow, and where the builder takes the guest to finish it when not.
import type { TripState } from '../../domain/trip';
import type { HoldOnReason } from '../state/builderUi';

/** Why the trip cannot be booked yet ('Hold on...'), or null when it can. */
export function bookingBlocker(trip: Pick<TripState, 'boatId' | 'activities' | 'adult'>): HoldOnReason | null {
  if (trip.boatId === null || trip.activities.length === 0) return 'boatAndActivities';
  return trip.adult < 1 ? 'guests' : null;
}

/** The section that puts `reason` right. */
export function sectionToFinish(reason: HoldOnReason, trip: Pick<TripState, 'activities'>): string {
  if (reason === 'guests') return 'arrivalSection';
  if (reason === 'boatCannotRun') return 'boatSection';
  return trip.activities.length === 0 ? 'activity' : 'boatSection';
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
}
