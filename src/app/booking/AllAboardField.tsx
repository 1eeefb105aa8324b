// A cruise guest's all-aboard time (island time, required): asked in the 'Cruise Guest Notice', editable in the time
// step.
import { useSnapshot } from 'valtio';
import { describedBy } from '../ui/Field';
import { useErrorRole } from '../ui/useErrorRole';
import { BOOKING_TEXT } from './bookingMessages';
import { bookingUi } from './bookingStore';

export function AllAboardField({
  id,
  hint,
  error,
  onBlur,
}: {
  id: string;
  hint: string;
  error?: string | null;
  onBlur?: () => void;
}) {
  const ui = useSnapshot(bookingUi);
  const invalid = Boolean(error) || ui.allAboard === '';
  const { errorRole, focusHandlers } = useErrorRole(error);
  return (
    <div className={`field bk-all-aboard ${error ? 'field--invalid' : ''}`} {...focusHandlers}>
      <label htmlFor={id} className="field__label">
        {BOOKING_TEXT.allAboardLabel}{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        className="input"
        type="time"
        required
        value={ui.allAboard}
        onChange={(e) => {
          bookingUi.allAboard = e.target.value;
        }}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(id, error ?? undefined, true)}
      />
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
      {error && (
        <p id={`${id}-error`} className="field__error" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}
