// The company settings a country's document holds: how guests reach the office (phone, e-mail, address, social
// links), the tax-and-fee rate, and the promotions (the summer promotion's window and free hours). On a fresh install
// it creates the country: the site opens at DEFAULT_COUNTRY's address once it is saved.
import {
  type Campaign,
  type Country,
  type SocialLink,
  type CatalogueEntry,
  DEFAULT_COUNTRY,
  SOCIAL_LINKS,
} from '../../domain/catalogue';
import { PhoneInput } from '../ui/PhoneInput';
import { saveCatalogueDoc } from './catalogueApi';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control, EditorForm, useCatalogueDoc } from './catalogueParts';
import { CompanyIdentity } from './CompanyIdentity';

const percent = (basisPoints: number) => (Number.isFinite(basisPoints) ? String(basisPoints / 100) : '');
const basisPoints = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

// Numbers left empty (NaN) are sent as null: the API names each field still to give.
const newCountry = (): Country => ({
  _id: '',
  name: '',
  urlTitle: DEFAULT_COUNTRY,
  code: '',
  mainIsland: '',
  timezone: '',
  currency: 'USD',
  taxAndFeeBasisPoints: Number.NaN,
  phone: '',
  email: '',
  address: '',
  mapCenter: { lat: Number.NaN, lng: Number.NaN },
  heroImage: '',
  description: '',
  campaigns: [],
});

/** A new country's id is made from its code, as the demo's country-ky; its promotions point at it. */
function withIds(country: Country, version: number): Country {
  if (version !== 0) return country;
  const _id = `country-${country.code.toLowerCase()}`;
  return { ...country, _id, campaigns: country.campaigns.map((c) => ({ ...c, countryId: _id })) };
}

export function CompanyEditor({
  entry,
  zone,
  onSaved,
  onBack,
}: {
  entry: CatalogueEntry | null;
  zone: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const editor = useCatalogueDoc<Country>('countries', entry, newCountry, onSaved, (doc, version) => {
    const sent = withIds(doc, version);
    return saveCatalogueDoc('countries', sent._id, sent, version);
  });
  const { doc: country, set, errors } = editor;
  const links = country.socialLinks ?? SOCIAL_LINKS;
  const setCampaign = (i: number, patch: Partial<Campaign>) =>
    set({ campaigns: country.campaigns.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  const setLink = (i: number, patch: Partial<SocialLink>) =>
    set({ socialLinks: links.map((l, k) => (k === i ? { ...l, ...patch } : l)) });
  const text = (key: 'email' | 'address', label: string, type = 'text', hint?: string) => (
    <Control label={label} error={errors[key]} hint={hint}>
      {(id, d) => (
        <input
          id={id}
          aria-describedby={d}
          aria-invalid={errors[key] ? true : undefined}
          type={type}
          value={country[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Control>
  );
  return (
    <EditorForm
      editor={editor}
      title={editor.isNew ? P.newCompany : P.companyOf(country.name)}
      back={onBack}
      backLabel={P.back}
      zone={zone}
      fixFields={P.fixFields}
    >
      <CompanyIdentity country={country} isNew={editor.isNew} errors={errors} set={set} />
      <fieldset className="catalogue-section">
        <legend>{P.contact}</legend>
        <div className="catalogue-field">
          <PhoneInput
            label={P.phone}
            required={false}
            defaultCountry={country.code || undefined}
            touched
            error={errors.phone}
            value={country.phone}
            onChange={(phone) => set({ phone })}
          />
        </div>
        {text('email', P.email, 'email')}
        {text('address', P.address)}
      </fieldset>
      <fieldset className="catalogue-section">
        <legend>{P.social}</legend>
        {errors.socialLinks && <p className="field__error">{errors.socialLinks}</p>}
        {links.map((link, i) => (
          <div className="operator-row" key={i}>
            <Control label={P.socialName} error={errors[`socialLinks.${i}.name`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  value={link.name}
                  onChange={(e) => setLink(i, { name: e.target.value })}
                />
              )}
            </Control>
            <Control label={P.socialHref} error={errors[`socialLinks.${i}.href`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  aria-invalid={errors[`socialLinks.${i}.href`] ? true : undefined}
                  type="url"
                  value={link.href}
                  onChange={(e) => setLink(i, { href: e.target.value })}
                />
              )}
            </Control>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => set({ socialLinks: links.filter((_, k) => k !== i) })}
            >
              {P.removeSocial(link.name || String(i + 1))}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => set({ socialLinks: [...links, { name: '', href: 'https://' }] })}
        >
          {P.addSocial}
        </button>
      </fieldset>
      <fieldset className="catalogue-section">
        <legend>{P.taxAndFee}</legend>
        <Control label={P.taxAndFee} error={errors.taxAndFeeBasisPoints}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={errors.taxAndFeeBasisPoints ? true : undefined}
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              value={percent(country.taxAndFeeBasisPoints)}
              onChange={(e) => set({ taxAndFeeBasisPoints: basisPoints(e.target.value) })}
            />
          )}
        </Control>
      </fieldset>
      <fieldset className="catalogue-section">
        <legend>{P.promotions}</legend>
        {country.campaigns.map((c, i) => (
          <fieldset className="catalogue-subsection" key={i}>
            <legend>{P.promotion(i + 1)}</legend>
            <Control label={P.promotionName} error={errors[`campaigns.${i}.name`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  value={c.name}
                  onChange={(e) => setCampaign(i, { name: e.target.value })}
                />
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
                    onChange={(e) => setCampaign(i, { startDate: e.target.value })}
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
                    onChange={(e) => setCampaign(i, { endDate: e.target.value })}
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
                    onChange={(e) => setCampaign(i, { freeHours: whole(e.target.value) })}
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
                    onChange={(e) => setCampaign(i, { minCharterHours: whole(e.target.value) })}
                  />
                )}
              </Control>
            </div>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => set({ campaigns: country.campaigns.filter((_, k) => k !== i) })}
            >
              {P.removePromotion(c.name || String(i + 1))}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            set({
              campaigns: [
                ...country.campaigns,
                {
                  _id: `campaign-${Date.now().toString(36)}`,
                  countryId: country._id,
                  name: '',
                  startDate: '',
                  endDate: '',
                  freeHours: 1,
                  minCharterHours: 2,
                },
              ],
            })
          }
        >
          {P.addPromotion}
        </button>
      </fieldset>
    </EditorForm>
  );
}
