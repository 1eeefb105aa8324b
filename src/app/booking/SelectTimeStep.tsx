// Step 0 'Select Date & Time': a strip of the searched days (each saying whether it has free times) and the chosen
// day's times, in island time. A slot is held on click; 'call to book' slots go through 'Confirm Before Proceeding'
// first; a taken slot says why; cruise guests see the times that would bring them back too late greyed out.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Boat, Country } from '../../domain/catalogue';
import { formatClock, formatDayShort, formatDayWithYear, formatTime, addDays, todayInZone } from '../../domain/time';
import {
  BUTTONS,
  TITLES,
  CALL_FIRST_ACKNOWLEDGEMENT,
  CALL_FIRST_NOTICE,
  CALL_TO_BOOK_SUFFIX,
  LATE_MORNING_FEE_NOTE,
  NO_TIME_SLOTS,
  TIME_SLOTS_FETCH_FAILED,
  lateMorningFeeBadge,
  formatBoatPrice,
} from '../../domain/texts';
import type { TimeSlot } from '../../domain/booking';
import type { TripState } from '../../domain/trip';
import { isApiError } from '../http/ApiError';
import { Modal } from '../ui/Modal';
import { Popover } from '../ui/Popover';
import { Spinner } from '../ui/Spinner';
import { ZoneNote } from '../ui/ZoneNote';
import { useOnline } from '../http/useOnline';
import { tripStore } from '../state/tripStore';
import { holdSlot, type HoldContext } from './bookingActions';
import { fetchTimeSlots } from './bookingApi';
import { BOOKING_TEXT } from './bookingMessages';
import { latestReturnFor, timeSlotsRequestOf } from './bookingRequests';
import { AllAboardField } from './AllAboardField';
import { bookingUi } from './bookingStore';
import { holdStore } from './holdStore';
import { OfflineNotice } from './OfflineNotice';
import { firstDayToShow, nextDaysFirstTime, slotDays, type SlotDay } from './slotDays';
import { BusyButton } from '../ui/BusyButton';

function useSlots(trip: TripState, boat: Boat, context: HoldContext, online: boolean) {
  const request = useMemo(
    () => timeSlotsRequestOf(trip, boat, context.tripType, context.charterHours, context.zone),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search reads only these fields of the trip
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

/** 'Today', 'Tomorrow' or 'Thu 03 Dec'. */
function dayName(date: string, today: string, zone: string): string {
  if (date === today) return BOOKING_TEXT.today;
  if (date === addDays(today, 1)) return BOOKING_TEXT.tomorrow;
  return formatDayShort(date, zone);
}

const dayStateText = (day: SlotDay) =>
  day.state === 'free' ? BOOKING_TEXT.freeTimes(day.free) : BOOKING_TEXT.dayStates[day.state];

export function SelectTimeStep({ boat, context, country }: { boat: Boat; context: HoldContext; country: Country }) {
  const trip = useSnapshot(tripStore) as TripState;
  const hold = useSnapshot(holdStore).held;
  const ui = useSnapshot(bookingUi);
  const online = useOnline();
  const slots = useSlots(trip, boat, context, online);
  const [offlineHold, setOfflineHold] = useState(false);
  const [chosenDate, setChosenDate] = useState<string | null>(null);

  useEffect(() => {
    if (ui.isRefetchBookingInfo > 0) void slots.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new refetch request asks again; new `slots` do not
  }, [ui.isRefetchBookingInfo]);
  useEffect(() => {
    if (slots.error && !(isApiError(slots.error) && slots.error.offline))
      console.error(TIME_SLOTS_FETCH_FAILED, slots.error);
  }, [slots.error]);

  const pick = async (slot: TimeSlot) => {
    setOfflineHold(false);
    if (slot.callToBook) {
      bookingUi.callToBookSlot = { ...slot };
      return;
    }
    if ((await holdSlot(slot, context)) === 'offline') setOfflineHold(true);
  };
  const retry = () => {
    setOfflineHold(false);
    void slots.refetch();
  };

  const zone = context.zone;
  const cruise = trip.visitorType === 'Cruise';
  const latestReturn = cruise ? latestReturnFor(ui.allAboard, trip.cruiseAdditionalTime) : null;
  const tooLate = (slot: TimeSlot) => latestReturn !== null && !latestReturn.allows(slot, zone);
  const today = todayInZone(zone);
  const days = slotDays(slots.data?.availableSlots ?? [], today, tooLate);
  const shownDate = chosenDate && days.some((d) => d.date === chosenDate) ? chosenDate : firstDayToShow(days);
  const day = days.find((d) => d.date === shownDate);
  const anyFree = days.some((d) => d.state === 'free');
  const fetchFailed = slots.isError && !(isApiError(slots.error) && slots.error.offline);
  const needsAllAboard = cruise && latestReturn === null;

  return (
    <div className="bk-step bk-slots">
      <ZoneNote country={country} />
      {(!online || offlineHold || (slots.isError && !fetchFailed)) && <OfflineNotice onRetry={retry} />}
      {cruise && (
        <AllAboardField
          id="bk-all-aboard"
          hint={
            latestReturn === null
              ? BOOKING_TEXT.allAboardNeeded
              : BOOKING_TEXT.backBy(latestReturn.label, formatClock(ui.allAboard))
          }
          error={latestReturn === null ? BOOKING_TEXT.allAboardRequired : null}
        />
      )}
      {ui.busy && <Spinner inline label={BOOKING_TEXT.holding} />}
      {slots.isPending && online && <Spinner inline label={BOOKING_TEXT.loadingSlots} />}
      {fetchFailed && (
        <div className="bk-alert" role="alert">
          <p>{TIME_SLOTS_FETCH_FAILED}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {BOOKING_TEXT.retry}
          </button>
        </div>
      )}
      {slots.isSuccess && !anyFree && !needsAllAboard && (
        <p className="tb-empty" role="status">
          {NO_TIME_SLOTS}
        </p>
      )}
      {slots.isSuccess && days.length > 0 && (
        <>
          <ul className="bk-day-strip" aria-label={BOOKING_TEXT.days}>
            {days.map((d) => (
              <li key={d.date}>
                <button
                  type="button"
                  className={`bk-day-chip bk-day-chip--${d.state}`}
                  aria-pressed={d.date === shownDate}
                  onClick={() => setChosenDate(d.date)}
                >
                  <span className="bk-day-chip__name">{dayName(d.date, today, zone)}</span>
                  {d.date === today || d.date === addDays(today, 1) ? (
                    <span className="bk-day-chip__date">{formatDayShort(d.date, zone)}</span>
                  ) : null}
                  <span className="bk-day-chip__state">{dayStateText(d)}</span>
                </button>
              </li>
            ))}
          </ul>
          {day && (
            <DayTimes
              day={day}
              zone={zone}
              nextFirst={day.state === 'over' ? nextDaysFirstTime(days, day.date, tooLate) : undefined}
              onNextDay={() => setChosenDate(addDays(day.date, 1))}
              selected={hold?.start ?? null}
              tooLate={tooLate}
              disabled={!online || needsAllAboard}
              busy={ui.busy}
              onPick={(slot) => void pick(slot)}
            />
          )}
        </>
      )}
      <CallToBookModal phone={country.phone} context={context} onOffline={() => setOfflineHold(true)} />
    </div>
  );
}

function DayTimes({
  day,
  zone,
  nextFirst,
  onNextDay,
  selected,
  tooLate,
  disabled,
  busy,
  onPick,
}: {
  day: SlotDay;
  zone: string;
  nextFirst: TimeSlot | undefined;
  onNextDay: () => void;
  selected: string | null;
  tooLate: (slot: TimeSlot) => boolean;
  disabled: boolean;
  busy: boolean;
  onPick: (slot: TimeSlot) => void;
}) {
  const title = formatDayWithYear(day.date, zone);
  return (
    <section className="bk-day" aria-label={title}>
      <h3 className="bk-day__title">{title}</h3>
      {day.state === 'over' && (
        <div className="bk-day__note" role="status">
          <p>
            <strong>{BOOKING_TEXT.dayStates.over}</strong>
            {nextFirst && <> · {BOOKING_TEXT.firstNextDay(formatTime(nextFirst.startTime, zone))}</>}
          </p>
          {nextFirst && (
            <button type="button" className="button button--ghost" onClick={onNextDay}>
              {BOOKING_TEXT.seeNextDay}
            </button>
          )}
        </div>
      )}
      {day.state === 'full' && (
        <p className="bk-day__note" role="status">
          {BOOKING_TEXT.dayFull}
        </p>
      )}
      {day.state === 'closed' && (
        <p className="bk-day__note" role="status">
          {BOOKING_TEXT.dayClosed}
        </p>
      )}
      {day.state !== 'closed' && day.slots.length > 0 && (
        <div className="bk-day__slots">
          {day.slots.map((slot) => (
            <SlotButton
              key={slot.startTime}
              slot={slot}
              zone={zone}
              selected={selected === slot.startTime}
              tooLate={tooLate(slot)}
              disabled={disabled}
              busy={busy}
              onPick={() => onPick(slot)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function SlotButton({
  slot,
  zone,
  selected,
  tooLate,
  disabled,
  busy,
  onPick,
}: {
  slot: TimeSlot;
  zone: string;
  selected: boolean;
  tooLate: boolean;
  disabled: boolean;
  busy: boolean;
  onPick: () => void;
}) {
  const unavailable = !slot.isAvailable || tooLate;
  const why = !slot.isAvailable
    ? slot.reason
      ? BOOKING_TEXT.slotReasons[slot.reason]
      : null
    : tooLate
      ? BOOKING_TEXT.tooLateForShip
      : null;
  const fee = slot.lateMorningFee ? lateMorningFeeBadge(formatBoatPrice(slot.lateMorningFee)) : null;
  return (
    <span className={`bk-slot ${unavailable ? 'bk-slot--unavailable' : ''}`}>
      <BusyButton
        className={`bk-slot__button ${selected ? 'is-selected' : ''}`}
        aria-pressed={selected}
        disabled={unavailable || disabled}
        busy={busy}
        onClick={onPick}
      >
        <span className="bk-slot__time">{formatTime(slot.startTime, zone)}</span>
        {slot.callToBook && !unavailable && <span className="bk-slot__call"> {CALL_TO_BOOK_SUFFIX}</span>}
        {why && <span className="bk-slot__why">{why}</span>}
        {fee && !unavailable && <span className="bk-slot__fee">{fee}</span>}
      </BusyButton>
      {fee && !unavailable ? (
        <Popover trigger="?" triggerLabel={BOOKING_TEXT.lateMorningFeeLabel} className="bk-slot__info" align="end">
          <p className="bk-popover-text">{LATE_MORNING_FEE_NOTE}</p>
        </Popover>
      ) : null}
    </span>
  );
}

function CallToBookModal({
  phone,
  context,
  onOffline,
}: {
  phone: string;
  context: HoldContext;
  onOffline: () => void;
}) {
  const ui = useSnapshot(bookingUi);
  const [ticked, setTicked] = useState(false);
  const open = ui.callToBookSlot !== null;
  const close = () => {
    setTicked(false);
    bookingUi.callToBookSlot = null;
  };
  const proceed = async () => {
    const slot = bookingUi.callToBookSlot;
    if (!slot) return;
    // A plain copy: the store's slot is a proxy, and it is cleared when the modal closes.
    const chosen: TimeSlot = { ...slot };
    close();
    if ((await holdSlot(chosen, context)) === 'offline') onOffline();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={TITLES.confirmBeforeProceeding}
      footer={
        <>
          <a className="button button--ghost" href={`tel:${phone}`}>
            {BUTTONS.callUs}
          </a>
          <BusyButton
            className="button button--primary"
            disabled={!ticked}
            busy={ui.busy}
            onClick={() => void proceed()}
          >
            {BUTTONS.continue}
          </BusyButton>
        </>
      }
    >
      <p>{CALL_FIRST_NOTICE}</p>
      <label className="checkbox">
        <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        {CALL_FIRST_ACKNOWLEDGEMENT}
      </label>
    </Modal>
  );
}
