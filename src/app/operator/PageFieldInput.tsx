// One field of a page's form (pageForms.ts), drawn by its kind, with the API's message for its path.
import type { ContentSection, MapLocationItem } from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import { Check, Control } from './catalogueParts';
import { MapPlacesField } from './MapPlacesField';
import { MarkdownField, SectionsField } from './MarkdownField';
import { ChecksField, LatLngField, PhoneField, PickUpField } from './PageCompoundFields';
import type { Doc, FieldProps } from './pageFieldProps';
import type { PageChoices, PageField } from './pageForms';

type Common = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

export function FieldInput({
  field,
  doc,
  set,
  errors,
  choices,
}: {
  field: PageField;
  doc: Doc;
  set: (patch: Doc) => void;
  errors: Record<string, string>;
  choices: PageChoices;
}) {
  const { key, label, hint } = field;
  const value = doc[key];
  const error = errors[key];
  const props: FieldProps = { field, value, error, errors, set, choices };
  switch (field.kind) {
    case 'markdown':
      return (
        <MarkdownField
          label={label}
          value={String(value ?? '')}
          error={error}
          headingBase={3}
          onChange={(text) => set({ [key]: text })}
        />
      );
    case 'sections':
      return (
        <SectionsField
          sections={value as ContentSection[]}
          errors={errors}
          path={key}
          onChange={(sections) => set({ [key]: sections })}
        />
      );
    case 'bool':
      return <Check label={label} checked={value === true} onChange={(on) => set({ [key]: on })} />;
    case 'checks':
      return <ChecksField {...props} options={field.options(choices)} />;
    case 'mapPlaces':
      return (
        <MapPlacesField
          places={value as MapLocationItem[]}
          errors={errors}
          path={key}
          label={label}
          onChange={(items) => set({ [key]: items })}
        />
      );
    case 'latlng':
      return <LatLngField {...props} />;
    case 'tel':
      return <PhoneField {...props} />;
    case 'pickUp':
      return <PickUpField {...props} />;
    default:
      return (
        <Control label={label} error={error} hint={hint}>
          {(id, d) => (
            <PlainInput {...props} common={{ id, 'aria-describedby': d, 'aria-invalid': error ? true : undefined }} />
          )}
        </Control>
      );
  }
}

/** The one-control kinds: a select, a text area, a number, money, a colour or a plain input. */
function PlainInput(props: FieldProps & { common: Common }) {
  const { field, value, set, choices, common } = props;
  const { key } = field;
  switch (field.kind) {
    case 'select':
      return <SelectInput {...props} options={field.options(choices)} />;
    case 'textarea':
      return (
        <textarea {...common} rows={3} value={String(value ?? '')} onChange={(e) => set({ [key]: e.target.value })} />
      );
    case 'lines':
      return (
        <textarea
          {...common}
          rows={3}
          value={(value as string[]).join('\n')}
          onChange={(e) =>
            set({
              [key]: e.target.value
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean),
            })
          }
        />
      );
    case 'money':
      return (
        <input
          {...common}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          value={typedDollarsOf(value as number)}
          onChange={(e) => set({ [key]: centsOfTypedDollars(e.target.value) })}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          min="0"
          inputMode="numeric"
          value={Number.isFinite(value) ? (value as number) : ''}
          onChange={(e) => set({ [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
      );
    case 'color':
      return (
        <input
          {...common}
          type="color"
          value={String(value ?? '#000000')}
          onChange={(e) => set({ [key]: e.target.value.toUpperCase() })}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          value={String(value ?? '')}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      );
  }
}

/** A choice from a list; a stored value the list no longer names stays shown (and saved) as it is. */
function SelectInput({
  field,
  value,
  set,
  common,
  options,
}: FieldProps & { common: Common; options: Array<[value: string, label: string]> }) {
  const { key } = field;
  const empty = 'empty' in field ? field.empty : undefined;
  // Never silently replaced by the first option.
  const unlisted = value !== null && value !== undefined && value !== '' && !options.some(([v]) => v === String(value));
  const chosen = (text: string) =>
    empty !== undefined && text === '' ? null : typeof value === 'number' ? Number(text) : text;
  return (
    <select {...common} value={String(value ?? '')} onChange={(e) => set({ [key]: chosen(e.target.value) })}>
      {empty !== undefined && <option value="">{empty}</option>}
      {unlisted && <option value={String(value)}>{String(value)}</option>}
      {options.map(([v, name]) => (
        <option key={v} value={v}>
          {name}
        </option>
      ))}
    </select>
  );
}
