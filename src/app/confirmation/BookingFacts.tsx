// Sections 4–6: what is included and what to bring, the payment summary, the guest's details.
import { includedAndToBring, type BookingInfo } from '../../domain/booking';
import type { ChecklistItem } from '../../domain/catalogue';
import { CONFIRMATION, priceLines } from '../../domain/texts';
import { formatPhone } from '../format';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { PriceLineList } from '../ui/PriceLineList';
import type { KeptImage } from './confirmationStore';

function ChecklistColumn({ title, items, keptImage }: { title: string; items: ChecklistItem[]; keptImage: KeptImage }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="confirmation-card__subtitle">{title}</h3>
      <ul className="confirmation-checklist">
        {items.map((item) => (
          <li key={item._id}>
            <ImageWithFallback
              className="confirmation-checklist__icon"
              src={item.image}
              fallbackSrc={keptImage(item.image)}
              alt=""
            />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function IncludedAndToBring({ info, keptImage }: { info: BookingInfo; keptImage: KeptImage }) {
  const { included, toBring } = includedAndToBring(info);
  if (included.length + toBring.length === 0) return null;
  return (
    <section className="confirmation-card" aria-label={`${CONFIRMATION.included} and ${CONFIRMATION.whatToBring}`}>
      <div className="confirmation-columns">
        <ChecklistColumn title={CONFIRMATION.included} items={included} keptImage={keptImage} />
        <ChecklistColumn title={CONFIRMATION.whatToBring} items={toBring} keptImage={keptImage} />
      </div>
    </section>
  );
}

export function PaymentSummary({ info }: { info: Pick<BookingInfo, 'tripSummary'> }) {
  return (
    <section className="confirmation-card" aria-labelledby="payment-summary">
      <h2 id="payment-summary" className="confirmation-card__title">
        {CONFIRMATION.paymentSummary}
      </h2>
      <PriceLineList lines={priceLines(info.tripSummary)} className="payment-lines" />
    </section>
  );
}

export function GuestDetails({ info }: { info: BookingInfo }) {
  return (
    <section className="confirmation-card" aria-labelledby="guest-details">
      <h2 id="guest-details" className="confirmation-card__title">
        {CONFIRMATION.guestDetails}
      </h2>
      <dl className="guest-details">
        <div>
          <dt>{CONFIRMATION.name}</dt>
          <dd>{`${info.firstName} ${info.lastName}`}</dd>
        </div>
        <div>
          <dt>{CONFIRMATION.email}</dt>
          <dd>{info.email}</dd>
        </div>
        <div>
          <dt>{CONFIRMATION.phone}</dt>
          <dd>{formatPhone(info.phone)}</dd>
        </div>
      </dl>
    </section>
  );
}
