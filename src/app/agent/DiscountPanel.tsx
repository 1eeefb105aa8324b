// 'Apply Discount' (rules in domain/pricing/discount.ts) with the trip summary beside it: a spinner while the price is
// pending, the summary once the server has priced it. The server applies the discount only within the agency's maximum
// and says so.
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { SignedInUser } from '../../domain/office';
import { checkDiscountForm, discountText, DISCOUNT_SYMBOLS, DISCOUNT_TYPES } from '../../domain/pricing';
import { discountOverLimit } from '../../domain/texts';
import { errorMap } from '../../domain/schema';
import { Section } from '../trip-builder';
import { PriceLines } from '../booking';
import { setDiscount } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { TRIP_TEXT } from '../state/tripMessages';
import type { TripPrice } from '../state/useTripPrice';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { TextInput } from '../ui/TextInput';
import { AGENT_TEXT } from './agentMessages';

const typeOptions = DISCOUNT_TYPES.map((t) => ({
  value: t,
  label: `${AGENT_TEXT.discountTypes[t]} (${DISCOUNT_SYMBOLS[t]})`,
}));

function TripPriceSummary({ price }: { price: TripPrice }) {
  let body;
  if (price.refusal)
    body = (
      <p className="tb-note tb-note--warning" role="alert">
        {price.refusal}
      </p>
    );
  else if (price.status === 'pending' || (price.checking && !price.confirmed))
    body = <Spinner inline label={AGENT_TEXT.pricing} />;
  else if (price.status === 'fulfilled' && price.shown) body = <PriceLines priced={price.shown} />;
  else if (price.shown)
    body = (
      <>
        <p className="tb-estimate">
          <span className="tb-badge">{TRIP_TEXT.estimate}</span>
        </p>
        <PriceLines priced={price.shown} />
      </>
    );
  else body = <p className="agent-muted">{AGENT_TEXT.summaryEmpty}</p>;
  return (
    <aside className="agent-summary" aria-live="polite" aria-busy={price.status === 'pending'}>
      <h3>{AGENT_TEXT.summaryTitle}</h3>
      {body}
    </aside>
  );
}

export function DiscountPanel({ price, user, step }: { price: TripPrice; user: SignedInUser | null; step: number }) {
  const trip = useSnapshot(tripStore);
  const [type, setType] = useState<string>(trip.discount?.discountType ?? 'PERCENT');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const cap = user?.role === 'agent' ? (user.agency?.maxDiscountPercent ?? 0) : null;

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = checkDiscountForm({ discountType: type, discountValue: value });
    if (!checked.ok) {
      setErrors(errorMap(checked.errors));
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    // A percentage over the agency's maximum is refused here; an amount's share needs the price: the server says.
    if (cap !== null && checked.value.discountType === 'PERCENT' && checked.value.discountValue > cap) {
      setErrors({ discountValue: discountOverLimit(cap) });
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    setDiscount(tripStore, checked.value);
  }

  return (
    <Section id="discountSection" step={step} title={AGENT_TEXT.discountTitle}>
      <div className="agent-panel__grid">
        <form className="agent-panel__form" onSubmit={apply} noValidate>
          <Select
            label={AGENT_TEXT.discountType}
            value={type}
            options={typeOptions}
            onChange={setType}
            error={errors.discountType}
            required
          />
          <TextInput
            label={`${AGENT_TEXT.discountValue} (${DISCOUNT_SYMBOLS[type as keyof typeof DISCOUNT_SYMBOLS] ?? ''})`}
            inputMode="decimal"
            value={value}
            onChange={setValue}
            error={errors.discountValue}
            touched
            required
          />
          {cap !== null && <p className="agent-muted">{AGENT_TEXT.allowedUpTo(cap)}</p>}
          <div className="agent-panel__actions">
            <button type="submit" className="button button--primary">
              {AGENT_TEXT.applyDiscount}
            </button>
            {trip.discount && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setDiscount(tripStore, null);
                }}
              >
                {AGENT_TEXT.deleteDiscount}
              </button>
            )}
          </div>
          {trip.discount &&
            (price.refusal ? (
              // Refused (over the agency's maximum, or a trip that cannot be priced): nothing is applied, the summary
              // says why.
              <p className="agent-notice agent-notice--error" role="status">
                {AGENT_TEXT.discountNotApplied(discountText(trip.discount))}
              </p>
            ) : (
              <p className="agent-applied" role="status">
                {AGENT_TEXT.discountApplied(discountText(trip.discount))}
              </p>
            ))}
        </form>
        <TripPriceSummary price={price} />
      </div>
    </Section>
  );
}
