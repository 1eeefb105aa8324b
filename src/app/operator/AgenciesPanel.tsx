// The agencies of the People tab: each with its discount cap, booking on account and agents; added and edited in one
// form (the cap's rule is the domain's, as on the server and in `npm run admin`).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REQUIRED } from '../../domain/texts';
import { isDiscountPercent, PEOPLE_MESSAGES, type AgencyItem } from '../../domain/office';
import { BusyButton } from '../ui/BusyButton';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { TextInput } from '../ui/TextInput';
import { problemOf } from './operatorApi';
import { fieldProblems, saveAgency } from './peopleApi';
import { PEOPLE_TEXT as T } from './peopleMessages';

function AgencyForm({
  agency,
  onSaved,
  onCancel,
}: {
  agency: AgencyItem | null;
  onSaved: (a: AgencyItem) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    name: agency?.name ?? '',
    percent: String(agency?.maxDiscountPercent ?? 0),
    onAccount: agency?.mayBookOnAccount ?? false,
    disabled: agency?.disabled ?? false,
  });
  const [touched, setTouched] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const save = useMutation({
    mutationFn: () =>
      saveAgency(agency?.id ?? null, {
        name: form.name.trim(),
        maxDiscountPercent: Number(form.percent),
        mayBookOnAccount: form.onAccount,
        ...(agency ? { disabled: form.disabled } : {}),
      }),
    onSuccess: onSaved,
  });
  // The first field takes the focus when the form opens, in place of the button that opened it.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  // A refusal (the form's own or the server's) focuses the field it names, once its message is drawn beside it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 || save.isError) focusFirstInvalid(formRef.current);
  }, [refusals, save.isError]);
  const refused = fieldProblems(save.error);
  const percent = Number(form.percent);
  const nameError = form.name.trim() === '' ? REQUIRED : refused.name;
  const percentError =
    form.percent.trim() === '' || !isDiscountPercent(percent)
      ? PEOPLE_MESSAGES.maxDiscount
      : refused.maxDiscountPercent;
  const otherProblem = save.isError && !refused.name && !refused.maxDiscountPercent ? problemOf(save.error) : null;
  const set = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch });
    if (save.isError) save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || percentError) return setRefusals((n) => n + 1);
    if (!save.isPending) save.mutate();
  };
  const title = agency ? T.editAgencyTitle(agency.name) : T.newAgencyTitle;
  return (
    <form className="operator-form" ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{title}</h3>
      <TextInput
        label={T.agencyName}
        value={form.name}
        maxLength={100}
        onChange={(name) => set({ name })}
        error={nameError}
        touched={touched || Boolean(refused.name)}
        required
      />
      <TextInput
        label={T.maxDiscount}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        value={form.percent}
        onChange={(p) => set({ percent: p })}
        error={percentError}
        touched={touched || Boolean(refused.maxDiscountPercent)}
        required
      />
      <label className="operator-choice">
        <input type="checkbox" checked={form.onAccount} onChange={(e) => set({ onAccount: e.target.checked })} />{' '}
        {T.onAccount}
      </label>
      {agency && (
        <label className="operator-choice">
          <input type="checkbox" checked={form.disabled} onChange={(e) => set({ disabled: e.target.checked })} />{' '}
          {T.agencyOff}
        </label>
      )}
      {otherProblem && (
        <p className="operator-problem" role="alert">
          {otherProblem}
        </p>
      )}
      <div className="people-actions">
        <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
          {T.saveAgency}
        </BusyButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

export function AgenciesPanel({ agencies, onSaved }: { agencies: AgencyItem[]; onSaved: () => void }) {
  const [open, setOpen] = useState<AgencyItem | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const form = open && (
    <AgencyForm
      key={open === 'new' ? 'new' : open.id}
      agency={open === 'new' ? null : open}
      onSaved={(a) => {
        setOpen(null);
        setNotice(T.agencySaved(a.name));
        onSaved();
      }}
      onCancel={() => setOpen(null)}
    />
  );
  return (
    <section className="people" aria-labelledby="people-agencies-title">
      <h2 id="people-agencies-title">{T.agenciesTitle}</h2>
      {notice && (
        <p className="operator-notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      {agencies.length === 0 ? (
        <p>{T.noAgencies}</p>
      ) : (
        <ul className="operator-list">
          {agencies.map((a) => (
            <li key={a.id} className="people-person">
              <div>
                <strong>{a.name}</strong> · <span className="operator-muted">{T.agents(a.agents)}</span>
                <br />
                {T.agencyTerms(a.maxDiscountPercent, a.mayBookOnAccount)}
                {a.disabled && (
                  <>
                    <br />
                    <span className="people-state people-state--disabled">{T.agencyDisabled}</span>
                  </>
                )}
              </div>
              {open !== 'new' && open?.id === a.id ? (
                form
              ) : (
                <div className="people-actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`${T.edit} ${a.name}`}
                    onClick={() => {
                      setNotice(null);
                      setOpen(a);
                    }}
                  >
                    {T.edit}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {open === 'new' ? (
        form
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setNotice(null);
            setOpen('new');
          }}
        >
          {T.addAgency}
        </button>
      )}
    </section>
  );
}
