// The company's promotions: each one's window and the free hours it gives a long enough charter.
import type { Campaign } from '../../domain/catalogue';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control } from './catalogueParts';
import type { CompanyFieldsProps } from './CompanyContact';

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A new promotion: an hour free on charters of two hours or more, its window still to give. */
const newCampaign = (countryId: string): Campaign => ({
  _id: `campaign-${Date.now().toString(36)}`,
  countryId,
  name: '',
  startDate: '',
  endDate: '',
  freeHours: 1,
  minCharterHours: 2,
});

export function Promotions({ country, errors, set }: CompanyFieldsProps) {
  const setCampaign = (i: number, patch: Partial<Campaign>) =>
    set({ campaigns: country.campaigns.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  return (
    <fieldset className="catalogue-section">
      <legend>{P.promotions}</legend>
      {country.campaigns.map((c, i) => (
        <PromotionFields
          key={i}
          campaign={c}
          i={i}
          errors={errors}
          onChange={(patch) => setCampaign(i, patch)}
          onRemove={() => set({ campaigns: country.campaigns.filter((_, k) => k !== i) })}
        />
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => set({ campaigns: [...country.campaigns, newCampaign(country._id)] })}
      >
        {P.addPromotion}
      </button>
    </fieldset>
  );
}

/** One promotion: its name, window, free hours and the shortest charter they go with; `i` numbers it. */
function PromotionFields({
  campaign: c,
  i,
  errors,
  onChange,
  onRemove,
}: {
  campaign: Campaign;
  i: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<Campaign>) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className="catalogue-subsection">
      <legend>{P.promotion(i + 1)}</legend>
      <Control label={P.promotionName} error={errors[`campaigns.${i}.name`]}>
        {(id, d) => (
          <input id={id} aria-describedby={d} value={c.name} onChange={(e) => onChange({ name: e.target.value })} />
        )}
      </Control>
      <div className="operator-row">
        <Control label={P.startDate} error={errors[`campaigns.${i}.startDate`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="date"
              value={c.startDate}
              onChange={(e) => onChange({ startDate: e.target.value })}
            />
          )}
        </Control>
        <Control label={P.endDate} error={errors[`campaigns.${i}.endDate`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="date"
              value={c.endDate}
              onChange={(e) => onChange({ endDate: e.target.value })}
            />
          )}
        </Control>
        <Control label={P.freeHours} error={errors[`campaigns.${i}.freeHours`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              min="1"
              inputMode="numeric"
              value={Number.isFinite(c.freeHours) ? c.freeHours : ''}
              onChange={(e) => onChange({ freeHours: whole(e.target.value) })}
            />
          )}
        </Control>
        <Control label={P.minCharterHours} error={errors[`campaigns.${i}.minCharterHours`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              min="1"
              inputMode="numeric"
              value={Number.isFinite(c.minCharterHours) ? c.minCharterHours : ''}
              onChange={(e) => onChange({ minCharterHours: whole(e.target.value) })}
            />
          )}
        </Control>
      </div>
      <button type="button" className="button button--ghost" onClick={onRemove}>
        {P.removePromotion(c.name || String(i + 1))}
      </button>
    </fieldset>
  );
}
