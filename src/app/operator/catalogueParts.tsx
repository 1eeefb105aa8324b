// What every editor of the Catalogue tab shares: a labelled field with the API's message under it, focus to the first
// refused field, and the document's life — save with the version read, hide/show, the refusal (with Reload when someone
// else saved first), and its earlier versions to restore.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CATALOGUE_LISTS, type CatalogueListName, type CatalogueEntry } from '../../domain/catalogue';
import { formatDayWithYear, formatTime } from '../../domain/time';
import { BusyButton } from '../ui/BusyButton';
import {
  fetchCatalogueVersions,
  fieldErrorsOf,
  refusalList,
  restoreCatalogueVersion,
  setCatalogueVisibility,
} from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { problemOf } from './operatorApi';

/**
 * A refused save, once drawn: focus goes to the first field the API named (its message is under it), else to the
 * refusal.
 */
function focusRefusal(form: HTMLFormElement | null): void {
  if (!form) return;
  const field = form.querySelector('.catalogue-field .field__error')?.closest('.catalogue-field');
  (
    field?.querySelector<HTMLElement>('input, select, textarea') ??
    form.querySelector<HTMLElement>('.catalogue-refusal')
  )?.focus();
}

const when = (iso: string, zone: string) => `${formatTime(iso, zone)}, ${formatDayWithYear(iso, zone)}`;

/** A labelled control with the API's message for its path under it. */
export function Control({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const below = [error ? `${id}-e` : '', hint ? `${id}-h` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="operator-field catalogue-field">
      <label htmlFor={id}>{label}</label>
      {children(id, below)}
      {hint && (
        <span id={`${id}-h`} className="operator-muted">
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-e`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="operator-choice">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/**
 * One catalogue document in an editor: its state, and its save (`send`: what a save sends; the version read goes with
 * it), hide/show, history and restore, each answer taking the version the API gives back.
 */
export function useCatalogueDoc<D>(
  list: CatalogueListName,
  entry: CatalogueEntry | null,
  blank: () => D,
  onSaved: (entry: CatalogueEntry) => void,
  send: (doc: D, version: number) => Promise<CatalogueEntry>,
  took?: (saved: CatalogueEntry) => void,
) {
  const [doc, setDoc] = useState<D>(() => (entry?.doc as D | undefined) ?? blank());
  const [version, setVersion] = useState(entry?.version ?? 0);
  const [hidden, setHidden] = useState(entry?.hidden ?? false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = version === 0 ? '' : (CATALOGUE_LISTS[list].id as (d: D) => string)(doc);
  const take = (saved: CatalogueEntry) => {
    setDoc(saved.doc as D);
    setVersion(saved.version);
    setHidden(saved.hidden);
    took?.(saved);
    onSaved(saved);
  };
  const save = useMutation({
    mutationFn: () => send(doc, version),
    onMutate: () => setDone(false),
    onSuccess: (saved) => {
      take(saved);
      setDone(true);
    },
  });
  const visibility = useMutation({
    mutationFn: (hide: boolean) => setCatalogueVisibility(list, id, version, hide),
    onSuccess: take,
  });
  const restore = useMutation({
    mutationFn: (v: number) => restoreCatalogueVersion(list, id, version, v),
    onSuccess: take,
  });
  const history = useQuery({
    queryKey: ['operator', 'catalogue', 'versions', list, id, version],
    queryFn: ({ signal }) => fetchCatalogueVersions(list, id, signal),
    enabled: version > 0,
    retry: false,
  });
  const failed = save.error ?? visibility.error ?? restore.error;
  useEffect(() => focusRefusal(form.current), [failed]);
  return {
    doc,
    setDoc,
    set: (patch: Partial<D>) => setDoc((d) => ({ ...d, ...patch })),
    version,
    hidden,
    isNew: version === 0,
    done,
    form,
    save,
    visibility,
    restore,
    history,
    failed,
    errors: fieldErrorsOf(save.error),
  };
}
export type CatalogueDocEditor = Pick<
  ReturnType<typeof useCatalogueDoc<unknown>>,
  'failed' | 'errors' | 'isNew' | 'hidden' | 'done' | 'form' | 'history' | 'save' | 'visibility' | 'restore'
>;

/**
 * The foot of an editor: why a change was refused (field errors are by their fields), Save, hide/show, earlier
 * versions.
 */
function EditorActions({ editor, zone, fixFields }: { editor: CatalogueDocEditor; zone: string; fixFields: string }) {
  const { failed, errors, isNew, hidden, history, save, visibility, restore } = editor;
  const stranded = refusalList(failed);
  return (
    <>
      {failed && (
        <div className="operator-problem catalogue-refusal" role="alert" tabIndex={-1}>
          <p>{Object.keys(errors).length > 0 ? fixFields : problemOf(failed)}</p>
          {Object.entries(errors)
            .filter(([k]) => k.includes('/'))
            .map(([k, m]) => (
              <p key={k}>{m}</p>
            ))}
          {stranded.length > 0 && (
            <ul>
              {stranded.map((s, i) => (
                <li key={i}>
                  {s.bookingRef ?? '—'} · {when(s.startTime, zone)} · {s.why}
                </li>
              ))}
            </ul>
          )}
          {(failed as { code?: string }).code === 'CHANGED' && (
            <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
              {T.reload}
            </button>
          )}
        </div>
      )}
      {editor.done && (
        <p role="status" className="operator-notice">
          {T.saved}
        </p>
      )}
      <div className="operator-row">
        <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
          {T.save}
        </BusyButton>
        {!isNew && (
          <BusyButton
            className="button button--ghost"
            busy={visibility.isPending}
            onClick={() => visibility.mutate(!hidden)}
          >
            {hidden ? T.show : T.hide}
          </BusyButton>
        )}
      </div>
      {!isNew && history.data && history.data.length > 1 && (
        <section className="catalogue-section">
          <h3>{T.history}</h3>
          <ul className="operator-history">
            {history.data.slice(1).map((v) => (
              <li key={v.version}>
                {T.versionLine(v.version, v.by, when(v.at, zone))}{' '}
                {v.doc !== null && (
                  <BusyButton
                    className="button button--ghost"
                    busy={restore.isPending}
                    onClick={() => restore.mutate(v.version)}
                  >
                    {T.restore(v.version)}
                  </BusyButton>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The form every editor is: Back, its title, the fields, then the actions; a submit saves once. */
export function EditorForm({
  editor,
  title,
  back,
  backLabel = T.back,
  zone,
  fixFields,
  children,
}: {
  editor: CatalogueDocEditor;
  title: string;
  back: () => void;
  backLabel?: string;
  zone: string;
  fixFields: string;
  children: ReactNode;
}) {
  const { form, save, hidden } = editor;
  return (
    <form
      ref={form}
      className="operator-form catalogue-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <button type="button" className="button button--ghost catalogue-back" onClick={back}>
        {backLabel}
      </button>
      <h2>{title}</h2>
      {hidden && <p className="operator-muted">{T.hiddenBadge}</p>}
      {children}
      <EditorActions editor={editor} zone={zone} fixFields={fixFields} />
    </form>
  );
}
