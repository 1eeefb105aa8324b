// A photo of the catalogue in the office's editors: 'Add photo' takes one from the phone's camera or files, uploads
// it with its progress, and shows it as guests will (cut to the cards' 4:3); what stays in view is chosen from a list
// (keyboard and screen readers) or by a tap on the preview. The field holds the photo's address; the document keeps
// it once saved. Drawings of the demo show as they are, until a photo replaces them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  FOCUS_PRESETS,
  focusAtTap,
  parsePhotoAddress,
  presetOf,
  type FocusPreset,
  type PhotoFocus,
  type PhotoInfo,
} from '../../domain/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { CATALOGUE_TEXT } from './catalogueMessages';
import { problemOf } from './operatorApi';
import { fetchPhotoInfo, refocusPhoto, uploadPhoto } from './photoApi';
import { photoToSend } from './photoToSend';

const T = CATALOGUE_TEXT.photo;
const PRESETS = Object.keys(FOCUS_PRESETS) as FocusPreset[];
const photoKey = (id: string) => ['operator', 'catalogue', 'photo', id];

type Busy = { stage: 'uploading'; sent: number } | { stage: 'processing' } | { stage: 'refocusing' } | null;

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
  const queries = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = parsePhotoAddress(value);
  const info = useQuery({
    queryKey: photoKey(photo?.id ?? ''),
    queryFn: ({ signal }) => fetchPhotoInfo(photo!.id, signal),
    enabled: !!photo,
    retry: false,
    staleTime: Infinity,
  });

  const done = (next: PhotoInfo) => {
    queries.setQueryData(photoKey(next.id), next);
    onChange(next.address);
  };
  const run = async (first: Busy, work: () => Promise<PhotoInfo>) => {
    setBusy(first);
    setProblem(null);
    try {
      done(await work());
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const pick = (file: File | undefined) => {
    if (!file || busy) return;
    void run({ stage: 'uploading', sent: 0 }, async () =>
      uploadPhoto(await photoToSend(file), FOCUS_PRESETS.centre, (sent) =>
        setBusy(sent < 1 ? { stage: 'uploading', sent } : { stage: 'processing' }),
      ),
    );
  };
  const refocus = (focus: PhotoFocus) => {
    if (!photo || busy) return;
    void run({ stage: 'refocusing' }, () => refocusPhoto(photo.id, focus));
  };
  const tap = (event: MouseEvent<HTMLImageElement>) => {
    if (!info.data) return;
    const box = event.currentTarget.getBoundingClientRect();
    refocus(focusAtTap(info.data, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };

  const shown = problem ?? error;
  const described = [`${id}-h`, shown ? `${id}-e` : ''].filter(Boolean).join(' ');
  const preset = info.data ? presetOf(info.data.focus) : null;
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
      {photo && info.data && (
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
      )}
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
      {busy && (
        <p role="status" className="photo-field__busy">
          {busy.stage === 'uploading'
            ? T.uploading(Math.round(busy.sent * 100))
            : busy.stage === 'processing'
              ? T.processing
              : T.refocusing}
          {busy.stage === 'uploading' && <progress max={1} value={busy.sent} aria-hidden="true" />}
        </p>
      )}
      {shown && (
        <p id={`${id}-e`} className="field__error" role={problem ? 'alert' : undefined}>
          {shown}
        </p>
      )}
    </div>
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
