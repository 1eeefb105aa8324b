// A photo of the catalogue in the office's editors: 'Add photo' takes one from the phone's camera or files, uploads
// it with its progress, and shows it as guests will (cut to the cards' 4:3); what stays in view is chosen from a list
// (keyboard and screen readers) or by a tap on the preview. The field holds the photo's address; the document keeps
// it once saved. Drawings of the demo show as they are, until a photo replaces them.
import { useId, type ReactNode } from 'react';
import { FOCUS_PRESETS, presetOf, type FocusPreset, type PhotoFocus } from '../../domain/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { CATALOGUE_TEXT } from './catalogueMessages';
import { type Busy, usePhoto } from './usePhoto';

const T = CATALOGUE_TEXT.photo;
const PRESETS = Object.keys(FOCUS_PRESETS) as FocusPreset[];

export function PhotoField({
  label,
  value,
  onChange,
  error,
  actions,
}: {
  label: string;
  value: string;
  onChange: (address: string) => void;
  error?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  const { busy, problem, photo, info, pick, refocus, tap } = usePhoto(value, onChange);

  const shown = problem ?? error;
  const described = [`${id}-h`, shown ? `${id}-e` : ''].filter(Boolean).join(' ');
  return (
    <div className="operator-field catalogue-field photo-field" role="group" aria-labelledby={`${id}-l`}>
      <span id={`${id}-l`} className="photo-field__label">
        {label}
      </span>
      {value ? (
        <div className={`photo-field__preview${info.data ? ' photo-field__preview--tap' : ''}`}>
          <ImageWithFallback
            className="photo-field__image"
            src={value}
            alt={T.preview(label)}
            sizes="(min-width: 640px) 20rem, 100vw"
            onClick={tap}
          />
        </div>
      ) : (
        <p className="operator-muted">{T.none}</p>
      )}
      {value && !photo && <p className="operator-muted">{T.drawing}</p>}
      {photo && info.data && <FocusPicker id={id} focus={info.data.focus} refocus={refocus} />}
      <div className="operator-row photo-field__actions">
        <label className="button button--ghost photo-field__add" aria-disabled={busy ? true : undefined}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby={described}
            disabled={!!busy}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {value ? T.replace : T.add}
        </label>
        {actions}
      </div>
      <span id={`${id}-h`} className="operator-muted">
        {T.hint}
      </span>
      {busy && <BusyStatus busy={busy} />}
      {shown && (
        <p id={`${id}-e`} className="field__error" role={problem ? 'alert' : undefined}>
          {shown}
        </p>
      )}
    </div>
  );
}

/** Which part of the photo stays in view when it is cut: a preset, or the point last tapped on the preview. */
function FocusPicker({ id, focus, refocus }: { id: string; focus: PhotoFocus; refocus: (focus: PhotoFocus) => void }) {
  const preset = presetOf(focus);
  return (
    <div className="photo-field__focus">
      <label htmlFor={`${id}-f`}>{T.focus}</label>
      <select
        id={`${id}-f`}
        value={preset ?? 'chosen'}
        aria-describedby={`${id}-fh`}
        onChange={(e) => refocus(FOCUS_PRESETS[e.target.value as FocusPreset])}
      >
        {PRESETS.map((p) => (
          <option key={p} value={p}>
            {T.focusPresets[p]}
          </option>
        ))}
        {!preset && (
          <option value="chosen" disabled>
            {T.focusChosen}
          </option>
        )}
      </select>
      <span id={`${id}-fh`} className="operator-muted">
        {T.focusHint}
      </span>
    </div>
  );
}

function BusyStatus({ busy }: { busy: NonNullable<Busy> }) {
  return (
    <p role="status" className="photo-field__busy">
      {busy.stage === 'uploading'
        ? T.uploading(Math.round(busy.sent * 100))
        : busy.stage === 'processing'
          ? T.processing
          : T.refocusing}
      {busy.stage === 'uploading' && <progress max={1} value={busy.sent} aria-hidden="true" />}
    </p>
  );
}

/**
 * A list of photos after the main one: each can be moved, made the main photo or removed; 'Add photo' adds one at the
 * end.
 */
export function PhotoList({
  label,
  values,
  onChange,
  onMakeMain,
}: {
  label: string;
  values: string[];
  onChange: (addresses: string[]) => void;
  onMakeMain?: (index: number) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...values];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  return (
    <fieldset className="catalogue-section photo-list">
      <legend>{label}</legend>
      {values.map((address, i) => {
        const name = T.nth(i + 1);
        return (
          <PhotoField
            key={`${address}|${i}`}
            label={name}
            value={address}
            onChange={(next) => onChange(values.map((v, k) => (k === i ? next : v)))}
            actions={
              <>
                {i > 0 && (
                  <button type="button" className="button button--ghost" onClick={() => move(i, i - 1)}>
                    {T.earlier(name)}
                  </button>
                )}
                {i < values.length - 1 && (
                  <button type="button" className="button button--ghost" onClick={() => move(i, i + 1)}>
                    {T.later(name)}
                  </button>
                )}
                {onMakeMain && (
                  <button type="button" className="button button--ghost" onClick={() => onMakeMain(i)}>
                    {T.makeMain(name)}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => onChange(values.filter((_, k) => k !== i))}
                >
                  {T.remove(name)}
                </button>
              </>
            }
          />
        );
      })}
      <PhotoField label={T.nth(values.length + 1)} value="" onChange={(next) => onChange([...values, next])} />
    </fieldset>
  );
}
