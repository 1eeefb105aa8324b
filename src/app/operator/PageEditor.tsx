// A region, an itinerary or a page of the catalogue (guide page, adventure, blog post, FAQ answer, policy, post or
// 'See also' banner), drawn from its form (pageForms.ts): long texts in Markdown with a preview, every refused field's
// message under it, and the document's life (hide/show, earlier versions) shared with the boat editor.
import {
  type ContentSection,
  type LatLng,
  type MapLocationItem,
  urlTitleOf,
  type CatalogueEntry,
} from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import { PhoneInput } from '../ui/PhoneInput';
import { saveCatalogueDoc } from './catalogueApi';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Check, Control, EditorForm, useCatalogueDoc } from './catalogueParts';
import { MapPlacesField } from './MapPlacesField';
import { MarkdownField, SectionsField, savedSections } from './MarkdownField';
import { PAGE_FORMS, idOf, pageLabel, type PageChoices, type PageField, type PageListName } from './pageForms';

type Doc = Record<string, unknown>;

/**
 * What a save sends: a new document's id (and an empty url title) made from its title; sections split in paragraphs.
 */
export function pageToSave(list: PageListName, doc: Doc, isNew: boolean): Doc {
  const form = PAGE_FORMS[list];
  const key = urlTitleOf(String(doc[form.titleKey] ?? ''));
  const out: Doc = { ...doc };
  if ('urlTitle' in out && out.urlTitle === '') out.urlTitle = key;
  if (isNew && '_id' in out) out._id = `${form.prefix}-${key}`;
  if (Array.isArray(out.sections)) out.sections = savedSections(out.sections as ContentSection[]);
  return out;
}

function FieldInput({
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
  const invalid = error ? true : undefined;
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
    case 'checks': {
      const ids = value as string[];
      return (
        <fieldset className="catalogue-section catalogue-choices">
          <legend>{label}</legend>
          {error && <p className="field__error">{error}</p>}
          {field.options(choices).map(([id, name]) => (
            <Check
              key={id}
              label={name}
              checked={ids.includes(id)}
              onChange={(on) => set({ [key]: on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id) })}
            />
          ))}
        </fieldset>
      );
    }
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
    case 'latlng': {
      const point = value as LatLng;
      return (
        <div className="operator-row">
          {(['lat', 'lng'] as const).map((k) => (
            <Control
              key={k}
              label={k === 'lat' ? P.latitude : P.longitude}
              error={errors[`${key}.${k}`] ?? (k === 'lat' ? error : undefined)}
            >
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  type="number"
                  step="0.000001"
                  inputMode="decimal"
                  value={Number.isFinite(point[k]) ? point[k] : ''}
                  onChange={(e) => set({ [key]: { ...point, [k]: Number(e.target.value) } })}
                />
              )}
            </Control>
          ))}
        </div>
      );
    }
    case 'tel':
      // The one phone field: a country picker and one E.164 number, never a country code twice.
      return (
        <div className="catalogue-field">
          <PhoneInput
            label={label}
            required={false}
            defaultCountry={choices.countryCode}
            touched
            error={error}
            value={String(value ?? '')}
            onChange={(phone) => set({ [key]: phone })}
          />
        </div>
      );
    case 'pickUp': {
      const ref = value as { _id: string; coordinates: LatLng };
      return (
        <Control label={label} error={error ?? errors[`${key}._id`]}>
          {(id, d) => (
            <select
              id={id}
              aria-describedby={d}
              aria-invalid={invalid}
              value={ref._id}
              onChange={(e) => {
                const p = choices.pickUps.find((x) => x._id === e.target.value);
                if (p) set({ [key]: { _id: p._id, coordinates: p.coordinates } });
              }}
            >
              {choices.pickUps.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Control>
      );
    }
    default:
      return (
        <Control label={label} error={error} hint={hint}>
          {(id, d) => {
            const common = { id, 'aria-describedby': d, 'aria-invalid': invalid };
            switch (field.kind) {
              case 'select': {
                const options = field.options(choices);
                // A stored value the choices no longer name stays shown (and saved) as it is, never silently replaced.
                const unlisted =
                  value !== null && value !== undefined && value !== '' && !options.some(([v]) => v === String(value));
                const chosen = (text: string) =>
                  field.empty !== undefined && text === '' ? null : typeof value === 'number' ? Number(text) : text;
                return (
                  <select
                    {...common}
                    value={String(value ?? '')}
                    onChange={(e) => set({ [key]: chosen(e.target.value) })}
                  >
                    {field.empty !== undefined && <option value="">{field.empty}</option>}
                    {unlisted && <option value={String(value)}>{String(value)}</option>}
                    {options.map(([v, name]) => (
                      <option key={v} value={v}>
                        {name}
                      </option>
                    ))}
                  </select>
                );
              }
              case 'textarea':
                return (
                  <textarea
                    {...common}
                    rows={3}
                    value={String(value ?? '')}
                    onChange={(e) => set({ [key]: e.target.value })}
                  />
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
          }}
        </Control>
      );
  }
}

export function PageEditor({
  list,
  entry,
  choices,
  zone,
  onSaved,
  onBack,
}: {
  list: PageListName;
  entry: CatalogueEntry | null;
  choices: PageChoices;
  zone: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const form = PAGE_FORMS[list];
  const editor = useCatalogueDoc<Doc>(
    list,
    entry,
    () => form.blank(choices),
    onSaved,
    (doc, version) => {
      const out = pageToSave(list, doc, version === 0);
      return saveCatalogueDoc(list, idOf(list, out), out, version);
    },
  );
  const title = pageLabel(editor.doc);
  // A boat carries the checklist items it lists: say which, since hiding or renaming one here leaves their pages as
  // they are.
  const listedBy =
    list === 'checklistItems' && !editor.isNew
      ? choices.boats.filter((b) => b.boatingCheckList.some((item) => item._id === editor.doc._id)).map((b) => b.name)
      : null;
  return (
    <EditorForm
      editor={editor}
      title={editor.isNew && !editor.doc[form.titleKey] ? P.addTo(P.lists[list]!) : title}
      back={onBack}
      backLabel={P.back}
      zone={zone}
      fixFields={P.fixFields}
    >
      {listedBy && <p className="operator-notice">{listedBy.length > 0 ? P.usedBy(listedBy.join(', ')) : P.unused}</p>}
      {form.fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          doc={editor.doc}
          set={editor.set}
          errors={editor.errors}
          choices={choices}
        />
      ))}
    </EditorForm>
  );
}
