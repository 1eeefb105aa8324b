// How guests reach the office (phone, e-mail, address, social links), and the tax-and-fee rate.
import type { Country, SocialLink } from '../../domain/catalogue';
import { SOCIAL_LINKS } from '../../domain/catalogue';
import { PhoneInput } from '../ui/PhoneInput';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control } from './catalogueParts';

export interface CompanyFieldsProps {
  country: Country;
  errors: Record<string, string>;
  set: (patch: Partial<Country>) => void;
}

const percent = (basisPoints: number) => (Number.isFinite(basisPoints) ? String(basisPoints / 100) : '');
const basisPoints = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));

export function CompanyContact({ country, errors, set }: CompanyFieldsProps) {
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
  );
}

export function SocialLinks({ country, errors, set }: CompanyFieldsProps) {
  const links = country.socialLinks ?? SOCIAL_LINKS;
  const setLink = (i: number, patch: Partial<SocialLink>) =>
    set({ socialLinks: links.map((l, k) => (k === i ? { ...l, ...patch } : l)) });
  return (
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
  );
}

export function TaxAndFee({ country, errors, set }: CompanyFieldsProps) {
  return (
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
  );
}
