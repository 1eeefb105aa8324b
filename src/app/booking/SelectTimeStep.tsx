// Step 0 'Select Date & Time': the boat's slots for each day of the range, in island time. A slot is held on click;
// 'call to book' slots go through 'Confirm Before Proceeding' first; cruise guests see late slots greyed out.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Boat, Country } from '../../domain/catalogue';
import { deviceClockDiffers, formatDayLong, formatTime, zoneNote } from '../../domain/dateFormat';
import { BUTTONS, TITLES } from '../../domain/labels';
import {
  CALL_FIRST_ACKNOWLEDGEMENT, CALL_FIRST_NOTICE, CALL_TO_BOOK_SUFFIX, LATE_MORNING_FEE_BADGE, LATE_MORNING_FEE_NOTE,
  NO_TIME_SLOTS, TIME_SLOTS_FETCH_FAILED,
} from '../../domain/messages';
import type { TimeSlot } from '../../domain/timeSlots';
import type { TripState } from '../../domain/tripState';
import { isApiError } from '../http/ApiError';
import { Modal } from '../ui/Modal';
import { Popover } from '../ui/Popover';
import { Spinner } from '../ui/Spinner';
import { useOnline } from '../useOnline';
import { tripStore } from '../trip-builder/tripStore';
import { holdSlot, type HoldContext } from './bookingActions';
import { fetchTimeSlots } from './bookingApi';
import { BOOKING_TEXT } from './bookingMessages';
import { leavesTimeBeforeAllAboard, timeSlotsRequestOf } from './bookingRequests';
import { bookingUi } from './bookingStore';
import { OfflineNotice } from './OfflineNotice';

/** Slots a guest could never pick are left out; taken ones stay, greyed, so the day's shape is clear. */
const HIDDEN_REASONS = new Set(['PAST', 'OUTSIDE_HOURS']);

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
export const placeOf = (country: Pick<Country, 'name'>) => country.name.replace(/ Islands?$/, '');

export function ZoneNote({ country }: { country: Country }) {
  if (!deviceClockDiffers(country.timezone, deviceZone())) return null;
  return <p className="bk-zone-note">{zoneNote(placeOf(country), country.timezone)}</p>;
}

function useSlots(trip: TripState, boat: Boat, context: HoldContext, online: boolean) {
  const request = useMemo(
    () => timeSlotsRequestOf(trip, boat, context.tripType, context.charterHours, context.zone),
    // The search depends on these fields only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [boat, context.tripType, context.charterHours, context.zone, trip.startDate, trip.endDate, trip.countryId],
  );
  return useQuery({
    queryKey: ['booking', 'time-slots', request],
    queryFn: ({ signal }) => fetchTimeSlots(request, signal),
    enabled: online,
    retry: false,
    staleTime: 0,
  });
}

export function SelectTimeStep({ boat, context, country }: { boat: Boat; context: HoldContext; country: Country }) {
  const trip = useSnapshot(tripStore) as TripState;
  const ui = useSnapshot(bookingUi);
  const online = useOnline();
  const slots = useSlots(trip, boat, context, online);
  const [offlineHold, setOfflineHold] = useState(false);

  useEffect(() => {
    if (ui.isRefetchBookingInfo > 0) void slots.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ui.isRefetchBookingInfo]);
  useEffect(() => {
    if (slots.error && !(isApiError(slots.error) && slots.error.offline)) console.error(TIME_SLOTS_FETCH_FAILED, slots.error);
  }, [slots.error]);

  const pick = async (slot: TimeSlot) => {
    setOfflineHold(false);
    if (slot.callToBook) {
      bookingUi.callToBookSlot = slot;
      return;
    }
    if ((await holdSlot(slot, context)) === 'offline') setOfflineHold(true);
  };
  const retry = () => {
    setOfflineHold(false);
    void slots.refetch();
  };

  const cruise = trip.visitorType === 'Cruise';
  const zone = context.zone;
  const tooLate = (slot: TimeSlot) => cruise && ui.allAboard !== '' && !leavesTimeBeforeAllAboard(slot, ui.allAboard, zone, trip.cruiseAdditionalTime);
  const days = (slots.data?.availableSlots ?? []).map((day) => ({ ...day, bookings: day.bookings.filter((s) => !s.reason || !HIDDEN_REASONS.has(s.reason)) }));
  const anyFree = days.some((day) => day.bookings.some((s) => s.isAvailable && !tooLate(s)));
  const fetchFailed = slots.isError && !(isApiError(slots.error) && slots.error.offline);

  return (
    <div className="bk-step bk-slots">
      <ZoneNote country={country} />
      {(!online || offlineHold || (slots.isError && !fetchFailed)) && <OfflineNotice onRetry={retry} />}
      {cruise && (
        <div className="field bk-all-aboard">
          <label htmlFor="bk-all-aboard" className="field__label">{BOOKING_TEXT.allAboardLabel}</label>
          <input
            id="bk-all-aboard"
            className="input"
            type="time"
            value={ui.allAboard}
            onChange={(e) => { bookingUi.allAboard = e.target.value; }}
            aria-describedby="bk-all-aboard-hint"
          />
          <span id="bk-all-aboard-hint" className="field__hint">{BOOKING_TEXT.allAboardHint}</span>
        </div>
      )}
      {ui.busy && <Spinner inline label={BOOKING_TEXT.holding} />}
      {slots.isPending && online && <Spinner inline label={BOOKING_TEXT.loadingSlots} />}
      {fetchFailed && <p className="bk-alert" role="alert">{TIME_SLOTS_FETCH_FAILED}</p>}
      {slots.isSuccess && !anyFree && <p className="tb-empty" role="status">{NO_TIME_SLOTS}</p>}
      {slots.isSuccess && anyFree && (
        <div className="bk-days">
          {days.filter((day) => day.bookings.length > 0).map((day) => (
            <section key={day.date} className="bk-day" aria-label={formatDayLong(day.date, zone)}>
              <h3 className="bk-day__title">{formatDayLong(day.date, zone)}</h3>
              <div className="bk-day__slots">
                {day.bookings.map((slot) => (
                  <SlotButton
                    key={slot.startTime}
                    slot={slot}
                    zone={zone}
                    selected={trip.bookingDate === slot.startTime}
                    tooLate={tooLate(slot)}
                    disabled={ui.busy || !online}
                    onPick={() => void pick(slot)}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      <CallToBookModal phone={country.phone} context={context} onOffline={() => setOfflineHold(true)} />
    </div>
  );
}

function SlotButton({ slot, zone, selected, tooLate, disabled, onPick }: {
  slot: TimeSlot; zone: string; selected: boolean; tooLate: boolean; disabled: boolean; onPick: () => void;
}) {
  const unavailable = !slot.isAvailable || tooLate;
  return (
    <span className={`bk-slot ${unavailable ? 'bk-slot--unavailable' : ''}`}>
      <button
        type="button"
        className={`bk-slot__button ${selected ? 'is-selected' : ''}`}
        aria-pressed={selected}
        disabled={unavailable || disabled}
        title={tooLate ? BOOKING_TEXT.tooLateForShip : undefined}
        onClick={onPick}
      >
        {formatTime(slot.startTime, zone)}
        {slot.callToBook && ` ${CALL_TO_BOOK_SUFFIX}`}
        {slot.lateMorningFee ? <span className="bk-slot__fee"> {LATE_MORNING_FEE_BADGE}</span> : null}
        {tooLate && <span className="visually-hidden">: {BOOKING_TEXT.tooLateForShip}</span>}
      </button>
      {slot.lateMorningFee && !unavailable ? (
        <Popover trigger="?" triggerLabel={BOOKING_TEXT.lateMorningFeeLabel} className="bk-slot__info" align="end">
          <p className="bk-popover-text">{LATE_MORNING_FEE_NOTE}</p>
        </Popover>
      ) : null}
    </span>
  );
}

function CallToBookModal({ phone, context, onOffline }: { phone: string; context: HoldContext; onOffline: () => void }) {
  const ui = useSnapshot(bookingUi);
  const [ticked, setTicked] = useState(false);
  const slot = ui.callToBookSlot;
  const close = () => {
    setTicked(false);
    bookingUi.callToBookSlot = null;
  };
  const proceed = async () => {
    if (!slot) return;
    const chosen = structuredClone(slot) as TimeSlot;
    close();
    if ((await holdSlot(chosen, context)) === 'offline') onOffline();
  };
  return (
    <Modal
      open={slot !== null}
      onClose={close}
      title={TITLES.confirmBeforeProceeding}
      footer={(
        <>
          <a className="button button--ghost" href={`tel:${phone}`}>{BUTTONS.callUs}</a>
          <button type="button" className="button button--primary" disabled={!ticked || ui.busy} onClick={() => void proceed()}>
            {BUTTONS.continue}
          </button>
        </>
      )}
    >
      <p>{CALL_FIRST_NOTICE}</p>
      <label className="checkbox">
        <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        {CALL_FIRST_ACKNOWLEDGEMENT}
      </label>
    </Modal>
  );
}
