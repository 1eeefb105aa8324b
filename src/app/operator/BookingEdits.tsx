// The office's edits of an opened booking (issue #58): the guest's name, e-mail and phone corrected, the office's tags
// and note for the captain, and the trip's crew. Each form checks with the shared schema first (the error beside its
// field) and the server checks again; offline, each says it needs a connection. A save answers the booking as it is
// now, its history included.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Struct } from 'superstruct';
import {
  type BookingDetail,
  crewRequest,
  guestCorrection,
  OFFICE_NOTE_MAX_LENGTH,
  OFFICE_TAG_LABELS,
  OFFICE_TAGS,
  officeNotesRequest,
  type OfficeTag,
} from '../../domain/office';
import { check, errorMap, type FieldError } from '../../domain/schema';
import { isApiError } from '../http/ApiError';
import { useOnline } from '../http/useOnline';
import { BusyButton } from '../ui/BusyButton';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { PhoneInput } from '../ui/PhoneInput';
import { Spinner } from '../ui/Spinner';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { assignCrew, correctGuest, fetchCrewMembers, saveOfficeNotes } from './officeEditApi';
import { OFFICE_EDIT_TEXT as T } from './officeEditMessages';
import { OPERATOR_QUERIES, problemOf } from './operatorApi';

/**
 * One form's save: its values checked with the shared schema (errors beside their fields once submitted, the server's
 * too), its outcome beside its button, and the booking as saved put in place of the one shown.
 */
function useSave<B, S>(
  detail: BookingDetail,
  send: (ref: string, body: B) => Promise<BookingDetail>,
  schema: Struct<B, S>,
  values: unknown,
  savedText: string,
) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: ({ body }: { body: B; before: number }) => send(detail.bookingRef, body),
    onSuccess: (saved, { before }) => {
      // The history says whether anything changed: a new entry, or none.
      setSaid(saved.history.length > before ? savedText : T.unchanged);
      queryClient.setQueryData([...OPERATOR_QUERIES, 'booking', detail.bookingRef], saved);
      void queryClient.invalidateQueries({ queryKey: [...OPERATOR_QUERIES, 'search'] });
    },
    onError: () => setSaid(null),
  });
  const checked = check(schema, values);
  const serverErrors =
    save.error && isApiError(save.error) && Array.isArray(save.error.details)
      ? errorMap(save.error.details as FieldError[])
      : {};
  const errors: Record<string, string | undefined> = {
    ...(checked.ok ? {} : errorMap(checked.errors)),
    ...serverErrors,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (save.isPending) return;
    if (!checked.ok) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    save.mutate({ body: checked.value, before: detail.history.length });
  };
  const problem = save.error ? problemOf(save.error) : null;
  return { save, said, changed: () => setSaid(null), errors, submitted, submit, problem };
}

function Outcome({ problem, said }: { problem: string | null; said: string | null }) {
  return (
    <>
      {problem && (
        <p className="operator-problem" role="alert">
          {problem}
        </p>
      )}
      {said && <p role="status">{said}</p>}
    </>
  );
}

function OfflineNote() {
  return useOnline() ? null : <p className="operator-muted">{T.needsConnection}</p>;
}

export function GuestForm({ detail }: { detail: BookingDetail }) {
  const [values, setValues] = useState({
    firstName: detail.firstName,
    lastName: detail.lastName,
    email: detail.email,
    phone: detail.phone,
  });
  const { save, said, changed, errors, submitted, submit, problem } = useSave(
    detail,
    correctGuest,
    guestCorrection,
    values,
    T.guestSaved,
  );
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    changed();
  };
  return (
    <details className="operator-disclosure">
      <summary>{T.guestTitle}</summary>
      <form className="operator-form" onSubmit={submit} noValidate aria-label={T.guestTitle}>
        <TextInput
          label={T.firstName}
          value={values.firstName}
          maxLength={100}
          autoComplete="off"
          onChange={set('firstName')}
          error={errors.firstName}
          touched={submitted}
          required
        />
        <TextInput
          label={T.lastName}
          value={values.lastName}
          maxLength={100}
          autoComplete="off"
          onChange={set('lastName')}
          error={errors.lastName}
          touched={submitted}
          required
        />
        <TextInput
          label={T.email}
          type="email"
          value={values.email}
          maxLength={254}
          autoComplete="off"
          onChange={set('email')}
          error={errors.email}
          touched={submitted}
          required
        />
        <PhoneInput
          label={T.phone}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          touched={submitted}
        />
        <OfflineNote />
        <Outcome problem={problem} said={said} />
        <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
          {T.guestSave}
        </BusyButton>
      </form>
    </details>
  );
}

export function OfficeNotesForm({ detail }: { detail: BookingDetail }) {
  const [tags, setTags] = useState<OfficeTag[]>(detail.office.tags);
  const [note, setNote] = useState(detail.office.note);
  const { save, said, changed, errors, submitted, submit, problem } = useSave(
    detail,
    saveOfficeNotes,
    officeNotesRequest,
    { tags, note },
    T.notesSaved,
  );
  const toggle = (tag: OfficeTag) => {
    setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));
    changed();
  };
  return (
    <form className="operator-form" onSubmit={submit} noValidate>
      <h3>{T.notesTitle}</h3>
      <fieldset className="operator-field">
        <legend>{T.tags}</legend>
        {OFFICE_TAGS.map((tag) => (
          <label key={tag} className="operator-choice">
            <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
            {OFFICE_TAG_LABELS[tag]}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={T.note}
        value={note}
        rows={3}
        maxLength={OFFICE_NOTE_MAX_LENGTH}
        onChange={(v) => {
          setNote(v);
          changed();
        }}
        error={errors.note}
        touched={submitted}
      />
      <OfflineNote />
      <Outcome problem={problem} said={said} />
      <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
        {T.notesSave}
      </BusyButton>
    </form>
  );
}

export function CrewForm({ detail }: { detail: BookingDetail }) {
  const captainField = useId();
  const [captainId, setCaptainId] = useState(detail.crew.captain?.id ?? '');
  const [crewIds, setCrewIds] = useState(detail.crew.crew.map((m) => m.id));
  const members = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'crew-members'],
    queryFn: ({ signal }) => fetchCrewMembers(signal),
    retry: false,
  });
  const body = { captainId: captainId || null, crewIds: crewIds.filter((id) => id !== captainId) };
  const { save, said, changed, errors, submitted, submit, problem } = useSave(
    detail,
    assignCrew,
    crewRequest,
    body,
    T.crewSaved,
  );
  if (detail.state !== 'BOOKED') return null;
  const error = submitted ? (errors.captainId ?? errors.crewIds) : undefined;
  return (
    <form className="operator-form" onSubmit={submit}>
      <h3>{T.crewTitle}</h3>
      <p>
        {T.crewLine(
          detail.crew.captain?.name ?? null,
          detail.crew.crew.map((m) => m.name),
        )}
      </p>
      {members.isPending && <Spinner inline />}
      {members.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(members.error)}
        </p>
      )}
      {members.data && members.data.length === 0 && <p className="operator-muted">{T.noMembers}</p>}
      {members.data && members.data.length > 0 && (
        <>
          <div className="operator-field">
            <label htmlFor={captainField}>{T.captain}</label>
            <select
              id={captainField}
              value={captainId}
              onChange={(e) => {
                setCaptainId(e.target.value);
                changed();
              }}
            >
              <option value="">{T.noCaptain}</option>
              {members.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="operator-field">
            <legend>{T.crewMembers}</legend>
            {members.data
              .filter((m) => m.id !== captainId)
              .map((m) => (
                <label key={m.id} className="operator-choice">
                  <input
                    type="checkbox"
                    checked={crewIds.includes(m.id)}
                    onChange={() => {
                      setCrewIds((ids) => (ids.includes(m.id) ? ids.filter((x) => x !== m.id) : [...ids, m.id]));
                      changed();
                    }}
                  />
                  {m.name}
                </label>
              ))}
          </fieldset>
        </>
      )}
      <OfflineNote />
      <Outcome problem={error ?? problem} said={said} />
      <BusyButton
        type="submit"
        className="button button--primary"
        busy={save.isPending}
        disabled={!members.data?.length}
      >
        {T.crewSave}
      </BusyButton>
    </form>
  );
}
