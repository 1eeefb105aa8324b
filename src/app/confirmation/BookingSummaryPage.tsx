// /{country}/booking-summary: find a booking by reference and email, and the confirmations kept on this device.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { findBookingRequest } from '../../domain/booking';
import { check, errorMap } from '../../domain/schema';
import { useCountryState } from '../country';
import { usePageMeta } from '../content';
import { isApiError, problemText } from '../http/ApiError';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Spinner } from '../ui/Spinner';
import { TextInput } from '../ui/TextInput';
import { BOOKING_SUMMARY, MY_BOOKINGS } from './confirmationMessages';
import { findBooking } from './confirmationApi';
import { readConfirmation, saveConfirmation, type StoredConfirmation } from './confirmationStore';
import { deviceConfirmations } from './deviceStore';
import { collectImages } from './offlineImages';
import { confirmationHref, MyBookingsList, useDeviceConfirmations } from './MyBookings';
import './confirmation.css';
import { BusyButton } from '../ui/BusyButton';

export default function BookingSummaryPage() {
  usePageMeta('booking-summary', { title: BOOKING_SUMMARY.title });
  const { urlTitle: country } = useCountryState();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ bookingRef: '', email: '' });
  const [touched, setTouched] = useState(false);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kept = useDeviceConfirmations();
  const checked = check(findBookingRequest, { bookingRef: form.bookingRef, email: form.email.trim() });
  const errors = checked.ok ? {} : errorMap(checked.errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (searching) return;
    if (!checked.ok) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSearching(true);
    setProblem(null);
    try {
      const info = await findBooking(checked.value.bookingRef, checked.value.email);
      // A copy kept already keeps its link token (and so its change and cancel); a booking new here was found by email.
      const kept = await readConfirmation(deviceConfirmations, info.bookingRef).catch(() => null);
      const known = kept?.ok ? kept.entry : null;
      const entry: StoredConfirmation = known
        ? { ...known, info, country, images: await collectImages(info, known.images) }
        : { info, country, token: null, paymentStorageId: null, foundByEmail: true, images: await collectImages(info) };
      await saveConfirmation(deviceConfirmations, entry).catch(() => undefined);
      navigate(confirmationHref(entry));
    } catch (error) {
      setProblem(
        isApiError(error) && error.notFound ? BOOKING_SUMMARY.notFound : problemText(error, BOOKING_SUMMARY.offline),
      );
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="confirmation container">
      <h1 className="confirmation-summary__title">{BOOKING_SUMMARY.title}</h1>
      <section className="confirmation-card" aria-labelledby="find-booking">
        <h2 id="find-booking" className="confirmation-card__title">
          {BOOKING_SUMMARY.find}
        </h2>
        <p className="confirmation-muted my-bookings__lead">{BOOKING_SUMMARY.lead}</p>
        <form onSubmit={(e) => void submit(e)} noValidate className="find-booking">
          {/* Read-only, not disabled, while searching: Enter pressed in a field keeps the focus there. */}
          <fieldset className="plain-fieldset">
            <TextInput
              label={BOOKING_SUMMARY.bookingRef}
              value={form.bookingRef}
              onChange={(v) => setForm({ ...form, bookingRef: v })}
              error={errors.bookingRef}
              touched={touched}
              required
              readOnly={searching}
              autoComplete="off"
              placeholder="KY-7K3M9Q"
            />
            <TextInput
              label={BOOKING_SUMMARY.email}
              type="email"
              value={form.email}
              onChange={(v) => setForm({ ...form, email: v })}
              error={errors.email}
              touched={touched}
              required
              readOnly={searching}
              autoComplete="email"
            />
            <BusyButton type="submit" className="button button--primary" busy={searching}>
              {searching ? BOOKING_SUMMARY.finding : BOOKING_SUMMARY.find}
            </BusyButton>
          </fieldset>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
        </form>
      </section>
      <section className="confirmation-card" aria-labelledby="kept-bookings">
        <h2 id="kept-bookings" className="confirmation-card__title">
          {MY_BOOKINGS.title}
        </h2>
        <p className="confirmation-muted my-bookings__lead">{MY_BOOKINGS.lead}</p>
        {kept === null ? (
          <Spinner inline />
        ) : kept.entries.length === 0 ? (
          <p>{BOOKING_SUMMARY.none}</p>
        ) : (
          <MyBookingsList entries={kept.entries} />
        )}
        {kept !== null && kept.dropped > 0 && <p role="status">{MY_BOOKINGS.dropped}</p>}
      </section>
    </div>
  );
}
