// Section 9: 'Tell us about your booking experience' — 10 to 400 characters, disabled while sending, reset on success.
import { useState, type FormEvent } from 'react';
import { bookingFeedbackForm, FEEDBACK_MAX_LENGTH } from '../../domain/inquiry';
import { TITLES, BOOKING_FEEDBACK_FAILED, FEEDBACK_SENT } from '../../domain/texts';
import { check, errorMap } from '../../domain/schema';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { TextArea } from '../ui/TextArea';
import { useToast } from '../ui/Toasts';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { sendBookingFeedback } from './confirmationApi';
import { BusyButton } from '../ui/BusyButton';

export function BookingFeedbackForm({ bookingRef, token }: { bookingRef: string; token: string | null }) {
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0); // a new round after success clears the field's touched state
  const toast = useToast();
  const checked = check(bookingFeedbackForm, { message });
  const error = checked.ok ? undefined : errorMap(checked.errors).message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (sending) return;
    if (!checked.ok) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSending(true);
    try {
      await sendBookingFeedback({ bookingRef, message: checked.value.message }, token);
      toast.show(FEEDBACK_SENT, { kind: 'success' });
      setMessage('');
      setTouched(false);
      setRound((r) => r + 1);
    } catch {
      toast.show(BOOKING_FEEDBACK_FAILED, { kind: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="confirmation-card" aria-labelledby="booking-feedback">
      <h2 id="booking-feedback" className="confirmation-card__title">
        {TITLES.bookingExperience}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={sending} className="plain-fieldset">
          <TextArea
            key={round}
            label={CONFIRMATION_TEXT.feedbackLabel}
            value={message}
            onChange={setMessage}
            maxLength={FEEDBACK_MAX_LENGTH}
            error={error}
            touched={touched}
            required
          />
        </fieldset>
        {/* Outside the disabled fieldset, so that the focus stays on it while sending. */}
        <BusyButton type="submit" className="button button--primary" busy={sending}>
          {sending ? CONFIRMATION_TEXT.sending : CONFIRMATION_TEXT.sendFeedback}
        </BusyButton>
      </form>
    </section>
  );
}
