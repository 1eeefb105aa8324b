// Step 2 'Contact Information': the contact form with its fixed messages (domain/booking/contactForm.ts); errors show
// once a field is touched, or all of them after CONTINUE. A valid form becomes the trip's bookingContactData.
import { useState, type FormEvent } from 'react';
import { contactForm, MESSAGE_MAX_LENGTH, type ContactForm } from '../../domain/booking';
import { formatClock } from '../../domain/time';
import { check, errorMap } from '../../domain/schema';
import { PolicyCheckbox, TRIP_ACTIONS_TEXT } from '../trip-actions';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { PhoneInput } from '../ui/PhoneInput';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { setContact } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { keepStoredBooking, bookingUi } from './bookingStore';
import { BOOKING_TEXT } from './bookingMessages';

interface Draft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  confirmEmail: string;
  notes: string;
  policy: boolean;
  news: boolean;
}

/** A cruise guest's ship and all-aboard time go to the captain with the notes, unless the guest wrote their own. */
function cruiseNote(): string {
  if (tripStore.visitorType !== 'Cruise' || !bookingUi.allAboard) return '';
  return BOOKING_TEXT.shipNote(bookingUi.shipName.trim(), formatClock(bookingUi.allAboard));
}

const draftOf = (kept: ContactForm | null): Draft => ({
  firstName: kept?.firstName ?? '',
  lastName: kept?.lastName ?? '',
  phone: kept?.phone ?? '',
  email: kept?.email ?? '',
  confirmEmail: kept?.confirmEmail ?? '',
  notes: kept?.notes ?? cruiseNote(),
  policy: kept?.policy ?? false,
  news: kept?.news ?? false,
});

export function ContactStep() {
  const [draft, setDraft] = useState(() => draftOf(tripStore.bookingContactData));
  const [submitted, setSubmitted] = useState(false);
  const result = check(contactForm, { ...draft, notes: draft.notes || undefined });
  const errors = result.ok ? {} : errorMap(result.errors);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.ok) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setContact(tripStore, result.value);
    keepStoredBooking();
    bookingUi.showTripSummary = true;
  };

  return (
    <form className="bk-step bk-contact" onSubmit={submit} noValidate aria-label={BOOKING_TEXT.guestDetails}>
      <div className="bk-contact__row">
        <TextInput
          label={BOOKING_TEXT.firstName}
          value={draft.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          touched={submitted}
          required
          autoComplete="given-name"
        />
        <TextInput
          label={BOOKING_TEXT.lastName}
          value={draft.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          touched={submitted}
          required
          autoComplete="family-name"
        />
      </div>
      <div className="bk-contact__row">
        <TextInput
          label={BOOKING_TEXT.email}
          type="email"
          value={draft.email}
          onChange={set('email')}
          error={errors.email}
          touched={submitted}
          required
          autoComplete="email"
        />
        <TextInput
          label={BOOKING_TEXT.confirmEmail}
          type="email"
          value={draft.confirmEmail}
          onChange={set('confirmEmail')}
          error={errors.confirmEmail}
          touched={submitted}
          required
          autoComplete="email"
        />
      </div>
      <PhoneInput
        label={BOOKING_TEXT.phone}
        value={draft.phone}
        onChange={set('phone')}
        error={errors.phone}
        touched={submitted}
      />
      <TextArea
        label={BOOKING_TEXT.notesLabel}
        value={draft.notes}
        onChange={set('notes')}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.notes}
        touched={submitted}
        rows={3}
      />
      <PolicyCheckbox checked={draft.policy} onChange={set('policy')} error={errors.policy} touched={submitted} />
      <label className="checkbox">
        <input type="checkbox" checked={draft.news} onChange={(e) => set('news')(e.target.checked)} />
        {TRIP_ACTIONS_TEXT.newsLabel}
      </label>
      <div className="bk-actions">
        <button type="submit" className="button button--primary">
          {BOOKING_TEXT.continue}
        </button>
      </div>
    </form>
  );
}
