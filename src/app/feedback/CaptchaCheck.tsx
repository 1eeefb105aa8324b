// The captcha as a real button: 'I'm not a robot' solves an ALTCHA proof on the device, with a busy state while it
// works. Offline with no challenge kept, the proof is made when the connection returns, before the feedback is sent.
import { useId } from 'react';
import { solveCaptcha, solvedProof } from '../outbox';
import { FEEDBACK_TEXT } from './feedbackMessages';
import { BusyButton } from '../ui/BusyButton';

export type CaptchaState = 'idle' | 'solving' | 'solved' | 'later';

/** Done enough to submit: proved now, or to be proved before sending. */
export const captchaDone = (state: CaptchaState) => state === 'solved' || state === 'later';

export const initialCaptchaState = (): CaptchaState => (solvedProof() ? 'solved' : 'idle');

interface CaptchaCheckProps {
  state: CaptchaState;
  onChange: (state: CaptchaState) => void;
  error?: string;
  disabled?: boolean;
}

export function CaptchaCheck({ state, onChange, error, disabled }: CaptchaCheckProps) {
  const errorId = `${useId()}-captcha-error`;
  const solve = async () => {
    onChange('solving');
    try {
      onChange((await solveCaptcha()) ? 'solved' : 'later');
    } catch {
      onChange('idle');
    }
  };
  const done = captchaDone(state);
  return (
    <div className={`captcha-check${error && !done ? ' has-error' : ''}`}>
      {/* Ticked, it stays focusable (aria-disabled): the focus of whoever ticked it is not dropped. */}
      <BusyButton
        className="captcha-check__button"
        role="checkbox"
        aria-checked={done}
        aria-describedby={error && !done ? errorId : undefined}
        aria-disabled={done || undefined}
        disabled={disabled}
        busy={state === 'solving'}
        onClick={() => {
          if (!done) void solve();
        }}
      >
        <span className={`captcha-check__box captcha-check__box--${state}`} aria-hidden="true" />
        <span>{FEEDBACK_TEXT.captchaButton}</span>
      </BusyButton>
      <span className="captcha-check__status" role="status">
        {state === 'solving' && FEEDBACK_TEXT.captchaSolving}
        {state === 'solved' && FEEDBACK_TEXT.captchaSolved}
        {state === 'later' && FEEDBACK_TEXT.captchaLater}
      </span>
      {error && !done && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
