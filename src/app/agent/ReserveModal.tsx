// 'Reserve for a guest': the agent picks a start (the calendar's, or the custom time on its days), enters the guest and
// how they pay (an emailed payment link, or the agency's account where allowed) and reserves. The server holds the
// slot exactly as a guest's hold (the exclusion constraint decides) until the reservation ends.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { SignedInUser } from '../../domain/office';
import { formatDayAndTime, formatDayShort, formatDayWithYear, formatTime } from '../../domain/time';
import { lateMorningFeeBadge, formatBoatPrice, formatMoney } from '../../domain/texts';
import {
  reservationGuest,
  type ReservationAnswer,
  type Settlement,
  tripTypeOf,
  type TimeSlot,
} from '../../domain/booking';
import { chosenBoat, type TripState } from '../../domain/trip';
import { check, errorMap } from '../../domain/schema';
import { myBookingsPath } from '../../domain/protocol';
import { BOOKING_TEXT, timeSlotsRequestOf, useBookingPrice, bookingBlocker } from '../booking';
import { isApiError, problemText } from '../http/ApiError';
import { newIdempotencyKey } from '../http/idempotencyKey';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Modal } from '../ui/Modal';
import { PhoneInput } from '../ui/PhoneInput';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { ZoneNote } from '../ui/ZoneNote';
import { useOnline } from '../http/useOnline';
import { agentTimeSlots, reserveTrip } from './agentBookingsApi';
import { agentPrices } from './agentPrices';
import { AGENT_QUERIES } from './agentSession';
import { AGENT_TEXT } from './agentMessages';
import { reservationRequestOf, type GuestFields } from './reservationRequest';
import { reserveUi } from './reserveUi';
import { BusyButton } from '../ui/BusyButton';

/** `day` is kept by the dialog: coming Back from the guest's details shows the day the time was chosen on. */
function SlotPicker({
  trip,
  catalogue,
  hours,
  chosen,
  onChoose,
  day,
  onDay,
}: {
  trip: TripState;
  catalogue: TripCatalogue;
  hours: number;
  chosen: TimeSlot | null;
  onChoose: (slot: TimeSlot) => void;
  day: string | null;
  onDay: (day: string) => void;
}) {
  const boat = chosenBoat(trip, catalogue)!;
  const zone = catalogue.country.timezone;
  const request = useMemo(
    () => ({
      ...timeSlotsRequestOf(trip, boat, tripTypeOf([...trip.activities], catalogue.activities), hours, zone),
      // A plain copy: the trip is a read-only snapshot.
      customTime: trip.customTime
        ? {
            startDate: { ...trip.customTime.startDate },
            endDate: trip.customTime.endDate ?? null,
            time: trip.customTime.time,
          }
        : null,
    }),
    [trip, boat, catalogue.activities, hours, zone],
  );
  const slots = useQuery({
    queryKey: [...AGENT_QUERIES, 'time-slots', request],
    queryFn: ({ signal }) => agentTimeSlots(request, signal),
    retry: false,
    staleTime: 0,
  });
  if (slots.isPending) return <Spinner inline />;
  if (slots.isError)
    return (
      <p className="agent-notice agent-notice--error" role="alert">
        {problemText(slots.error, AGENT_TEXT.needsConnection)}
      </p>
    );
  const days = slots.data.availableSlots.filter((d) => d.bookings.length > 0);
  const shown = days.find((d) => d.date === day) ?? days.find((d) => d.bookings.some((s) => s.isAvailable)) ?? days[0];
  if (!shown) return <p>{BOOKING_TEXT.dayClosed}</p>;
  return (
    <div className="agent-panel__form">
      <ZoneNote country={catalogue.country} />
      <div className="agent-days" role="group" aria-label={AGENT_TEXT.stepTime}>
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            className="button button--ghost"
            aria-pressed={d.date === shown.date}
            onClick={() => onDay(d.date)}
          >
            {formatDayShort(`${d.date}T12:00:00Z`, zone)}
          </button>
        ))}
      </div>
      <h3>{formatDayWithYear(`${shown.date}T12:00:00Z`, zone)}</h3>
      <ul className="agent-slots">
        {shown.bookings
          .filter((s) => s.reason !== 'PAST')
          .map((s) => (
            <li key={s.startTime}>
              <button
                type="button"
                className="button button--ghost agent-slot"
                disabled={!s.isAvailable}
                aria-pressed={chosen?.startTime === s.startTime}
                onClick={() => {
                  onDay(shown.date);
                  onChoose(s);
                }}
              >
                {formatTime(s.startTime, zone)}
                {s.custom ? ` · ${AGENT_TEXT.customBadge}` : ''}
                {s.isAvailable && s.lateMorningFee ? (
                  <span className="agent-slot__fee">{lateMorningFeeBadge(formatBoatPrice(s.lateMorningFee))}</span>
                ) : null}
                {!s.isAvailable && s.reason && (
                  <span className="agent-slot__why">{BOOKING_TEXT.slotReasons[s.reason]}</span>
                )}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * The price of record for the chosen start, as the reservation will charge it: the builder's price has no start, so
 * no late-morning fee (and the promotion by the trip's first day, not the slot's).
 */
function SlotPrice({ trip, slot, zone }: { trip: TripState; slot: TimeSlot; zone: string }) {
  const price = useBookingPrice(trip, { start: slot.startTime }, zone, agentPrices);
  const when = formatDayAndTime(slot.startTime, zone);
  if (price.isError)
    return (
      <p className="agent-notice agent-notice--error" role="alert">
        {problemText(price.error, AGENT_TEXT.needsConnection)}
      </p>
    );
  return (
    <div className="agent-applied" aria-live="polite">
      {when} ·{' '}
      {price.isPending ? <Spinner inline label={AGENT_TEXT.pricingSlot} /> : formatMoney(price.data.result.price)}
    </div>
  );
}

const emptyGuest: GuestFields = { firstName: '', lastName: '', email: '', phone: '', notes: '' };

export function ReserveModal({
  catalogue,
  price,
  user,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  user: SignedInUser | null;
}) {
  const ui = useSnapshot(reserveUi);
  const trip = useSnapshot(tripStore) as TripState;
  const online = useOnline();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'time' | 'guest' | 'done'>('time');
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [guest, setGuest] = useState<GuestFields>(emptyGuest);
  const mayUseAccount = user?.agency?.mayBookOnAccount === true || user?.role === 'admin';
  // The payment link is the default (docs/agents-api.md): an agency's account is chosen, never assumed.
  const [payment, setPayment] = useState<Settlement>('link');
  const [holdDays, setHoldDays] = useState('7');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ReservationAnswer | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  const close = () => {
    reserveUi.open = false;
    if (step === 'done') {
      setStep('time');
      setSlot(null);
      setDay(null);
      setGuest(emptyGuest);
      setAnswer(null);
      setKey(newIdempotencyKey());
    }
  };
  const checked = check(reservationGuest, guest);
  const errors = checked.ok ? {} : errorMap(checked.errors);
  const priced = price.isEstimate ? null : price.shown;
  const blocker = bookingBlocker(tripStore) ?? (!priced ? 'price' : null);
  const zone = catalogue.country.timezone;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (!checked.ok) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const boat = chosenBoat(trip, catalogue);
    if (!slot || !boat) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = reservationRequestOf(trip, boat, catalogue, slot.startTime, guest, payment, Number(holdDays));
      setAnswer(await reserveTrip(body, key));
      setStep('done');
      // Stale, not fetched again now: 'My bookings' and the slots load afresh when next shown, and the prices on this
      // page do not change with a reservation.
      void queryClient.invalidateQueries({ queryKey: AGENT_QUERIES, refetchType: 'none' });
    } catch (error) {
      setProblem(problemText(error, AGENT_TEXT.needsConnection));
      if (isApiError(error) && error.status === 409) setKey(newIdempotencyKey());
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!online && step !== 'done')
    body = (
      <p className="agent-notice" role="status">
        {AGENT_TEXT.needsConnection}
      </p>
    );
  else if (blocker)
    body = (
      <p className="agent-notice" role="status">
        {AGENT_TEXT.noTrip}
      </p>
    );
  else if (step === 'time') {
    body = (
      <>
        <p className="agent-muted">{AGENT_TEXT.chooseSlot}</p>
        <SlotPicker
          trip={trip}
          catalogue={catalogue}
          hours={priced!.result.time}
          chosen={slot}
          onChoose={(s) => {
            setSlot(s);
            setStep('guest');
          }}
          day={day}
          onDay={setDay}
        />
      </>
    );
  } else if (step === 'guest') {
    body = (
      <form id="agent-reserve-form" className="agent-panel__form" onSubmit={(e) => void submit(e)} noValidate>
        <ZoneNote country={catalogue.country} />
        {slot && <SlotPrice trip={trip} slot={slot} zone={zone} />}
        <TextInput
          label={AGENT_TEXT.guestFirstName}
          value={guest.firstName}
          onChange={(v) => setGuest({ ...guest, firstName: v })}
          error={errors.firstName}
          touched={touched}
          required
          autoComplete="off"
        />
        <TextInput
          label={AGENT_TEXT.guestLastName}
          value={guest.lastName}
          onChange={(v) => setGuest({ ...guest, lastName: v })}
          error={errors.lastName}
          touched={touched}
          required
          autoComplete="off"
        />
        <TextInput
          label={AGENT_TEXT.guestEmail}
          type="email"
          value={guest.email}
          onChange={(v) => setGuest({ ...guest, email: v })}
          error={errors.email}
          touched={touched}
          required
          autoComplete="off"
        />
        <PhoneInput
          label={AGENT_TEXT.guestPhone}
          value={guest.phone}
          onChange={(v) => setGuest({ ...guest, phone: v })}
          error={errors.phone}
          touched={touched}
        />
        <TextArea
          label={AGENT_TEXT.notes}
          value={guest.notes}
          onChange={(v) => setGuest({ ...guest, notes: v })}
          maxLength={1000}
        />
        <fieldset className="agent-panel__form">
          <legend>{AGENT_TEXT.payment}</legend>
          <label className="agent-choice">
            <input type="radio" name="payment" checked={payment === 'link'} onChange={() => setPayment('link')} />{' '}
            {AGENT_TEXT.payByLink}
          </label>
          {mayUseAccount && (
            <label className="agent-choice">
              <input
                type="radio"
                name="payment"
                checked={payment === 'account'}
                onChange={() => setPayment('account')}
              />{' '}
              {AGENT_TEXT.payOnAccount}
            </label>
          )}
        </fieldset>
        {payment === 'link' && (
          <Select
            label={AGENT_TEXT.holdFor}
            value={holdDays}
            options={[...AGENT_TEXT.holdOptions]}
            onChange={setHoldDays}
          />
        )}
        {payment === 'link' && <p className="agent-muted">{AGENT_TEXT.holdNote}</p>}
        {problem && (
          <p className="agent-notice agent-notice--error" role="alert">
            {problem}
          </p>
        )}
      </form>
    );
  } else if (answer) {
    body = (
      <div className="agent-panel__form" role="status">
        <ZoneNote country={catalogue.country} />
        <p>
          {answer.bookingRef
            ? AGENT_TEXT.bookedOnAccount(answer.bookingRef)
            : AGENT_TEXT.reservedLink(guest.email, answer.expiresAt ? formatDayAndTime(answer.expiresAt, zone) : '')}
        </p>
        <Link
          href={myBookingsPath(catalogue.country.urlTitle)}
          className="button button--primary"
          onClick={() => {
            reserveUi.open = false;
          }}
        >
          {AGENT_TEXT.seeMyBookings}
        </Link>
      </div>
    );
  }

  const footer =
    step === 'guest' && !blocker && online ? (
      <>
        <button type="button" className="button button--ghost" onClick={() => setStep('time')}>
          {AGENT_TEXT.back}
        </button>
        <BusyButton type="submit" form="agent-reserve-form" className="button button--accent" busy={busy}>
          {busy ? AGENT_TEXT.reserving : AGENT_TEXT.reserveNow}
        </BusyButton>
      </>
    ) : undefined;
  return (
    <Modal
      open={ui.open}
      onClose={close}
      title={step === 'done' ? AGENT_TEXT.reservedTitle : AGENT_TEXT.reserveTitle}
      footer={footer}
    >
      {body}
    </Modal>
  );
}
