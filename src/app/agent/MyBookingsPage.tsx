// /{country}/agent/bookings: 'My bookings' for agents (an admin sees every agent's): each reservation or booking with
// its status (reserved, paid, on account, expired, cancelled), guest, trip, price and discount, and Cancel while the
// policy allows it, saying what the guest gets back. An admin also sees resellers' OCTO bookings with the reseller's
// name and reference (the reseller cancels those through OCTO).
import './agent.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SignedInUser } from '../../domain/office';
import { formatDayAndTime } from '../../domain/time';
import { discountText } from '../../domain/pricing';
import { formatMoney, activityCountLabel, guestsLabel } from '../../domain/texts';
import { RESERVATION_STATUS_LABELS, type AgentBooking } from '../../domain/booking';
import { useDocumentMeta } from '../content';
import { useCountry } from '../country';
import { problemText } from '../http/ApiError';
import { Spinner } from '../ui/Spinner';
import { ZoneNote } from '../ui/ZoneNote';
import { cancelAgentBooking, fetchAgentBookings } from './agentBookingsApi';
import { AGENT_PAGES_ACCESS, AgentBar, AgentGate } from './AgentGate';
import { AGENT_QUERIES } from './agentSession';
import { AGENT_TEXT } from './agentMessages';
import { BusyButton } from '../ui/BusyButton';

const bookingsKey = [...AGENT_QUERIES, 'bookings'] as const;

function BookingCard({ booking, showAgent }: { booking: AgentBooking; showAgent: boolean }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useMutation({
    mutationFn: () => cancelAgentBooking(booking.reservationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      // The button is gone with the cancel: keep the keyboard on this card rather than the page's top.
      heading.current?.focus();
    },
    onError: (error) => {
      setProblem(problemText(error, AGENT_TEXT.cancelNeedsConnection));
      // The request may have arrived with only its answer lost: show the booking as it now is.
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
  const b = booking;
  const zone = b.timezone;
  const guest = `${b.guest.firstName} ${b.guest.lastName}`;
  const refund = b.cancelRefundCents ? AGENT_TEXT.refundSome(formatMoney(b.cancelRefundCents)) : AGENT_TEXT.refundNone;
  const ask = () => {
    setProblem(null);
    if (window.confirm(AGENT_TEXT.cancelConfirm(guest, refund))) cancel.mutate();
  };
  return (
    <li className="agent-card agent-booking">
      <div className="agent-booking__head">
        <h2 ref={heading} tabIndex={-1}>
          {guest}
        </h2>
        <span className={`agent-status agent-status--${b.status}`}>{RESERVATION_STATUS_LABELS[b.status]}</span>
      </div>
      <dl className="agent-facts">
        <div>
          <dt>When</dt>
          <dd>{formatDayAndTime(b.startTime, zone)}</dd>
        </div>
        <div>
          <dt>Trip</dt>
          <dd>
            {b.trip.charterHours} hrs · {b.trip.boatName} · {guestsLabel(b.adults + b.kids)} ·{' '}
            {activityCountLabel(b.trip.activities.length)}
          </dd>
        </div>
        <div>
          <dt>Meet at</dt>
          <dd>{b.trip.meetAt}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatMoney(b.amountCents)}
            {b.discount ? ` (${AGENT_TEXT.discountLine(discountText(b.discount))})` : ''}
          </dd>
        </div>
        <div>
          <dt>Guest</dt>
          <dd>
            {b.guest.email} · {b.guest.phone}
          </dd>
        </div>
        {b.bookingRef && (
          <div>
            <dt>Reference</dt>
            <dd>{b.bookingRef}</dd>
          </div>
        )}
        {b.status === 'RESERVED' && b.expiresAt && (
          <div>
            <dt>Held</dt>
            <dd>{AGENT_TEXT.heldUntil(formatDayAndTime(b.expiresAt, zone))}</dd>
          </div>
        )}
        {b.refundCents ? (
          <div>
            <dt>Refund</dt>
            <dd>{AGENT_TEXT.refunded(formatMoney(b.refundCents))}</dd>
          </div>
        ) : null}
        {b.reseller && (
          <div>
            <dt>Reseller</dt>
            <dd>
              {b.reseller.name}
              {b.reseller.reference ? ` · ${b.reseller.reference}` : ''}
            </dd>
          </div>
        )}
        {showAgent && !b.reseller && (
          <div>
            <dt>Agent</dt>
            <dd>
              {b.agent.name || b.agent.email}
              {b.agencyName ? ` · ${b.agencyName}` : ''}
            </dd>
          </div>
        )}
      </dl>
      {b.notices && b.notices.length > 0 && (
        <ul className="agent-booking__notices" aria-label={AGENT_TEXT.noticesLabel}>
          {b.notices.map((n) => (
            <li key={n.at + n.text}>
              <time dateTime={n.at}>{formatDayAndTime(n.at, zone)}</time>: {n.text}
            </li>
          ))}
        </ul>
      )}
      {b.cancellable && (
        <div className="agent-panel__actions">
          <BusyButton
            className="button button--ghost"
            onClick={ask}
            busy={cancel.isPending}
            aria-label={AGENT_TEXT.cancelBooking(guest, formatDayAndTime(b.startTime, zone))}
          >
            {AGENT_TEXT.cancel}
          </BusyButton>
          <span className="agent-muted">{refund}</span>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {cancel.isSuccess ? AGENT_TEXT.cancelled : ''}
      </p>
      {problem && (
        <p className="agent-notice agent-notice--error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

function Bookings({ user }: { user: SignedInUser | null }) {
  const list = useQuery({ queryKey: bookingsKey, queryFn: ({ signal }) => fetchAgentBookings(signal), retry: false });
  const everyone = user?.role === 'admin';
  const country = useCountry();
  return (
    <div className="agent-page container">
      <h1>{AGENT_TEXT.bookingsTitle}</h1>
      <p className="agent-muted">{everyone ? AGENT_TEXT.allBookingsIntro : AGENT_TEXT.bookingsIntro}</p>
      {list.isPending && <Spinner />}
      {list.isError && (
        <p className="agent-notice agent-notice--error" role="alert">
          {problemText(list.error, AGENT_TEXT.bookingsNeedConnection)}
        </p>
      )}
      {list.data?.length === 0 && <p>{AGENT_TEXT.noBookings}</p>}
      {list.data && list.data.length > 0 && <ZoneNote country={country} />}
      {list.data && list.data.length > 0 && (
        <ul className="agent-bookings">
          {list.data.map((b) => (
            <BookingCard key={b.reservationId} booking={b} showAgent={everyone} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function MyBookingsPage() {
  useDocumentMeta({ title: AGENT_TEXT.bookingsTitle, description: AGENT_TEXT.bookingsIntro });
  return (
    <AgentGate access={AGENT_PAGES_ACCESS}>
      {(user) => (
        <>
          <AgentBar user={user} />
          <Bookings user={user} />
        </>
      )}
    </AgentGate>
  );
}
