// /{country}/pay/{reservationId}?token=…: the secure payment link an agent's guest receives. It shows the trip, who
// reserved it and until when, and the price lines; 'Pay' starts a checkout (Stripe, or the test checkout) for the
// reserved price. Once paid it leads to the booking's confirmation; expired or cancelled, it says so.
import '../confirmation/confirmation.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatDayWithYear, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { formatMoney, guestsLabel } from '../../domain/texts';
import { reservationCheckoutAnswer, reservationPayment } from '../../domain/booking';
import { PaymentSummary } from '../confirmation';
import { useDocumentMeta } from '../content';
import { isApiError, problemText } from '../http/ApiError';
import { apiRequest } from '../http/client';
import { newIdempotencyKey } from '../http/idempotencyKey';
import { Spinner } from '../ui/Spinner';
import { PAY_TEXT } from './payMessages';
import { BusyButton } from '../ui/BusyButton';

export default function ReservationPaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [key] = useState(newIdempotencyKey);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentMeta({ title: PAY_TEXT.title, description: PAY_TEXT.description });
  const reservation = useQuery({
    // The token is not part of the key: it never reaches a cache.
    queryKey: ['reservation-payment', id],
    queryFn: ({ signal }) =>
      apiRequest(`booking/reservation-payment/${encodeURIComponent(id)}`, {
        query: { token },
        schema: reservationPayment,
        signal,
      }),
    retry: false,
  });

  async function pay() {
    setPaying(true);
    setProblem(null);
    try {
      const answer = await apiRequest(`booking/reservation-payment/${encodeURIComponent(id)}/checkout`, {
        method: 'POST',
        body: { token },
        schema: reservationCheckoutAnswer,
        idempotencyKey: key,
      });
      window.location.assign(answer.url);
    } catch (error) {
      setProblem(problemText(error, PAY_TEXT.offline));
      setPaying(false);
      void reservation.refetch();
    }
  }

  if (reservation.isPending) return <Spinner />;
  if (reservation.isError) {
    const error = reservation.error;
    return (
      <div className="container confirmation-page">
        <p className="confirmation-card" role="alert">
          {isApiError(error) && error.notFound ? PAY_TEXT.notFound : problemText(error, PAY_TEXT.offline)}
        </p>
      </div>
    );
  }
  const r = reservation.data;
  const b = r.booking;
  const zone = b.timezone;
  const start = b.timeSlot.startTime;
  return (
    <div className="container confirmation-page">
      <section className="confirmation-card" aria-labelledby="pay-title">
        <h1 id="pay-title">{PAY_TEXT.heading[r.status]}</h1>
        <p>{PAY_TEXT.reservedBy(r.agentName, r.agencyName)}</p>
        <dl className="payment-lines">
          <div className="payment-lines__row">
            <dt>{PAY_TEXT.when}</dt>
            <dd>
              {formatDayWithYear(start, zone)}, {formatTime(start, zone)} ({zoneNote(ZONE_PLACE, zone, new Date(start))}
              )
            </dd>
          </div>
          <div className="payment-lines__row">
            <dt>{PAY_TEXT.boat}</dt>
            <dd>
              {b.tripSummary.boat.data.name} · {b.tripSummary.boatPriceRateAndExtraHour.data.hours} hrs
            </dd>
          </div>
          <div className="payment-lines__row">
            <dt>{PAY_TEXT.guests}</dt>
            <dd>{guestsLabel(b.adults + b.kids)}</dd>
          </div>
          <div className="payment-lines__row">
            <dt>{PAY_TEXT.meetAt}</dt>
            <dd>{b.tripSummary.pull.data?.name}</dd>
          </div>
          {r.status === 'RESERVED' && r.expiresAt && (
            <div className="payment-lines__row">
              <dt>{PAY_TEXT.heldUntil}</dt>
              <dd>
                {formatDayWithYear(r.expiresAt, zone)}, {formatTime(r.expiresAt, zone)}
              </dd>
            </div>
          )}
        </dl>
        {r.status === 'RESERVED' && (
          <BusyButton className="button button--accent button--large" onClick={() => void pay()} busy={paying}>
            {paying ? PAY_TEXT.opening : PAY_TEXT.pay(formatMoney(r.amountCents))}
          </BusyButton>
        )}
        {r.confirmationPath && (
          <a className="button button--primary" href={r.confirmationPath}>
            {PAY_TEXT.seeConfirmation}
          </a>
        )}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
      </section>
      <PaymentSummary info={b} />
    </div>
  );
}
