// The 3-step progress bar: active, completed or upcoming; a step moves only when clickable and a slot is held.
import { BOOKING_STEPS } from '../../domain/texts';
import { BOOKING_TEXT } from './bookingMessages';
import { canGoToStep, stepStatus, type StepIndex, type StepState } from './bookingSteps';

export function StepProgress({ state, onStep }: { state: StepState; onStep: (step: StepIndex) => void }) {
  return (
    <ol className="bk-steps" aria-label={BOOKING_TEXT.stepsLabel}>
      {BOOKING_STEPS.map((name, index) => {
        const status = stepStatus(index, state);
        const allowed = canGoToStep(index, state);
        return (
          <li key={name} className={`bk-steps__step bk-steps__step--${status}`} data-status={status}>
            <button
              type="button"
              className="bk-steps__button"
              aria-current={status === 'active' ? 'step' : undefined}
              disabled={!allowed}
              onClick={() => allowed && onStep(index as StepIndex)}
            >
              <span className="bk-steps__number" aria-hidden="true">
                {status === 'completed' ? '✓' : index + 1}
              </span>
              <span className="bk-steps__name">{name}</span>
              <span className="visually-hidden"> ({status})</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
