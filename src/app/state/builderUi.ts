// What the builder has open (modals and the summary), outside the trip itself so that it is never stored.
import { proxy } from 'valtio';

export type SummaryTab = 'Schedule' | 'Itinerary' | 'Details';
/**
 * Why 'Hold on...' stopped the booking: no boat or stops yet, nobody to price the trip for, or a boat that cannot run
 * it.
 */
export type HoldOnReason = 'boatAndActivities' | 'guests' | 'boatCannotRun';

export const builderUi = proxy({
  summary: null as SummaryTab | null,
  holdOn: null as HoldOnReason | null,
  /** Why the chosen boat cannot run the trip (the price's refusal), while holdOn is 'boatCannotRun'. */
  cannotRun: null as string | null,
  welcomeBack: false,
  /** The name of whoever saved the trip, when known. */
  welcomeBackName: null as string | null,
});

export const openSummary = (tab: SummaryTab) => {
  builderUi.summary = tab;
};

/** 'Welcome Back!' for a trip kept on the device; a saved-itinerary link can open it too. */
export function openWelcomeBack(name: string | null = null): void {
  builderUi.welcomeBackName = name;
  builderUi.welcomeBack = true;
}
