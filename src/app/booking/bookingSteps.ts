// The booking flow's step rules: three steps that advance one at a time, a progress bar whose
// steps are active, completed or upcoming, and clicks that only count once the first step (a held slot) is done.
import { BOOKING_STEPS } from '../../domain/texts';

export type StepIndex = 0 | 1 | 2;
export type StepStatus = 'active' | 'completed' | 'upcoming';
export const LAST_STEP: StepIndex = (BOOKING_STEPS.length - 1) as StepIndex;

export interface StepState {
  currentStep: StepIndex;
  isFirstStepCompleted: boolean;
}

/** The step after `step`: one further, never past the last. */
export const nextStep = (step: StepIndex): StepIndex => Math.min(step + 1, LAST_STEP) as StepIndex;

export function stepStatus(index: number, state: StepState): StepStatus {
  if (index === state.currentStep) return 'active';
  if (index < state.currentStep || (index === 0 && state.isFirstStepCompleted)) return 'completed';
  return 'upcoming';
}

/** A step the bar offers: any other step up to one beyond the current (steps advance one at a time). */
export const isStepClickable = (index: number, state: StepState) =>
  index >= 0 && index <= LAST_STEP && index !== state.currentStep && index <= state.currentStep + 1;

/** Whether a click on step `index` moves there: only a clickable step, and only once a slot is held. */
export const canGoToStep = (index: number, state: StepState) =>
  isStepClickable(index, state) && state.isFirstStepCompleted;

/** START OVER: back to the first step with no hold, no timer and no error. */
export const START_OVER = {
  currentStep: 0,
  isFirstStepCompleted: false,
  isTimerActive: false,
  isErrorOccured: false,
} as const;
