// The operator's People tab (issue #58): staff with their role, state and last sign-in; invite someone by email,
// disable or enable them, email a new sign-in link, change a role; and the agencies (AgenciesPanel). Online only.
import './people.css';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { USER_ROLES, type UserRole, type AgencyItem, type Person } from '../../domain/office';
import { formatDayAndTime } from '../../domain/time';
import { isEmail } from '../../domain/schema';
import { INVALID_EMAIL, REQUIRED } from '../../domain/texts';
import { BusyButton } from '../ui/BusyButton';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { TextInput } from '../ui/TextInput';
import { AgenciesPanel } from './AgenciesPanel';
import { problemOf } from './operatorApi';
import {
  changeRole,
  fetchAgencies,
  fetchPeople,
  fieldProblems,
  invitePerson,
  PEOPLE_QUERY,
  sendSignInLink,
  setDisabled,
} from './peopleApi';
import { PEOPLE_TEXT as T } from './peopleMessages';

const roleOptions = USER_ROLES.map((r) => ({ value: r, label: T.roles[r] }));
const agencyOptions = (agencies: AgencyItem[]) => [
  { value: '', label: T.noAgency },
  ...agencies.map((a) => ({ value: a.id, label: a.name })),
];

/** A role and, for an agent, an agency: the invite form's and each person's 'Change role'. */
function RoleFields({
  role,
  agencyId,
  agencies,
  onChange,
  agencyError,
}: {
  role: UserRole;
  agencyId: string;
  agencies: AgencyItem[];
  onChange: (role: UserRole, agencyId: string) => void;
  agencyError?: string;
}) {
  return (
    <>
      <Select
        label={T.role}
        value={role}
        options={roleOptions}
        onChange={(r) => onChange(r as UserRole, r === 'agent' ? agencyId : '')}
      />
      <p className="operator-muted">{T.roleHints[role]}</p>
      {role === 'agent' && (
        <Select
          label={T.agency}
          value={agencyId}
          options={agencyOptions(agencies)}
          onChange={(a) => onChange(role, a)}
          error={agencyError}
        />
      )}
    </>
  );
}

function InviteForm({ agencies, zone, onDone }: { agencies: AgencyItem[]; zone: string; onDone: () => void }) {
  const [form, setForm] = useState({ email: '', name: '', role: 'captain' as UserRole, agencyId: '' });
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const invite = useMutation({
    mutationFn: () =>
      invitePerson({
        email: form.email.trim(),
        name: form.name.trim() || undefined,
        role: form.role,
        agencyId: form.agencyId || null,
      }),
    onSuccess: (answer) => {
      setDone(T.invited(answer.person.email, formatDayAndTime(answer.linkExpiresAt, zone)));
      setForm({ email: '', name: '', role: form.role, agencyId: form.agencyId });
      setTouched(false);
      onDone();
    },
  });
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  // A refusal (the form's own or the server's) focuses the field it names, once its message is drawn beside it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 || invite.isError) focusFirstInvalid(formRef.current);
  }, [refusals, invite.isError]);
  const refused = fieldProblems(invite.error);
  const emailError =
    form.email.trim() === ''
      ? REQUIRED
      : !isEmail(form.email.trim())
        ? INVALID_EMAIL
        : invite.isError
          ? refused.email
          : undefined;
  const otherProblem = invite.isError && !refused.email && !refused.agencyId ? problemOf(invite.error) : null;
  const set = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch });
    setDone(null);
    if (invite.isError) invite.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError) return setRefusals((n) => n + 1);
    if (!invite.isPending) invite.mutate();
  };
  return (
    <form className="operator-form" ref={formRef} onSubmit={submit} noValidate aria-labelledby="people-invite-title">
      <h2 id="people-invite-title">{T.inviteTitle}</h2>
      <p className="operator-muted">{T.inviteIntro}</p>
      <TextInput
        label={T.email}
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={(email) => set({ email })}
        error={emailError}
        touched={touched || Boolean(refused.email)}
        required
      />
      <TextInput
        label={T.name}
        autoComplete="off"
        value={form.name}
        maxLength={100}
        onChange={(name) => set({ name })}
      />
      <RoleFields
        role={form.role}
        agencyId={form.agencyId}
        agencies={agencies}
        agencyError={refused.agencyId}
        onChange={(role, agencyId) => set({ role, agencyId })}
      />
      {otherProblem && (
        <p className="operator-problem" role="alert">
          {otherProblem}
        </p>
      )}
      {done && (
        <p className="operator-notice" role="status" tabIndex={-1} ref={status}>
          {done}
        </p>
      )}
      <BusyButton type="submit" className="button button--primary" busy={invite.isPending}>
        {T.invite}
      </BusyButton>
    </form>
  );
}

function PersonCard({
  person,
  agencies,
  zone,
  onDone,
}: {
  person: Person;
  agencies: AgencyItem[];
  zone: string;
  onDone: (text: string) => void;
}) {
  const who = person.name || person.email;
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState({ role: person.role, agencyId: person.agency?.id ?? '' });
  const link = useMutation({
    mutationFn: () => sendSignInLink(person.id),
    onSuccess: (a) => onDone(T.linkSent(person.email, formatDayAndTime(a.linkExpiresAt, zone))),
  });
  const toggle = useMutation({
    mutationFn: () => setDisabled(person.id, person.state !== 'disabled'),
    onSuccess: (p) => onDone(p.state === 'disabled' ? T.disabledDone(who) : T.enabledDone(who)),
  });
  const saveRole = useMutation({
    mutationFn: () => changeRole(person.id, { role: role.role, agencyId: role.agencyId || null }),
    onSuccess: (p) => {
      setEditing(false);
      onDone(T.roleDone(who, T.roles[p.role]));
    },
  });
  const failed = [link, toggle, saveRole].find((m) => m.isError);
  return (
    <li className="people-person">
      <div>
        <strong>{who}</strong>
        {person.name && (
          <>
            {' '}
            <span className="operator-muted">{person.email}</span>
          </>
        )}
        <br />
        {T.roles[person.role]}
        {person.agency ? ` ${T.ofAgency(person.agency.name)}` : ''} ·{' '}
        <span className={`people-state people-state--${person.state}`}>{T.states[person.state]}</span>
        <br />
        <span className="operator-muted">
          {T.lastSignIn(person.lastSignInAt && formatDayAndTime(person.lastSignInAt, zone))}
        </span>
      </div>
      {failed && (
        <p className="operator-problem" role="alert">
          {problemOf(failed.error)}
        </p>
      )}
      <div className="people-actions">
        {person.state !== 'disabled' && (
          <BusyButton
            className="button button--ghost"
            busy={link.isPending}
            onClick={() => link.mutate()}
            title={T.sendLinkHint}
          >
            {T.sendLink}
          </BusyButton>
        )}
        <BusyButton className="button button--ghost" busy={toggle.isPending} onClick={() => toggle.mutate()}>
          {person.state === 'disabled' ? T.enable : T.disable}
        </BusyButton>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {T.changeRole}
        </button>
      </div>
      {editing && (
        <form
          className="people-role"
          onSubmit={(e) => {
            e.preventDefault();
            if (!saveRole.isPending) saveRole.mutate();
          }}
        >
          <RoleFields
            role={role.role}
            agencyId={role.agencyId}
            agencies={agencies}
            onChange={(r, a) => setRole({ role: r, agencyId: a })}
            agencyError={fieldProblems(saveRole.error).agencyId}
          />
          <BusyButton type="submit" className="button button--primary" busy={saveRole.isPending}>
            {T.saveRole}
          </BusyButton>
        </form>
      )}
    </li>
  );
}

export function PeopleView({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const [people, agencies] = useQueries({
    queries: [
      {
        queryKey: [...PEOPLE_QUERY, 'staff'],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchPeople(signal),
        retry: false,
      },
      {
        queryKey: [...PEOPLE_QUERY, 'agencies'],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchAgencies(signal),
        retry: false,
      },
    ],
  });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY });
  const failed = people.isError ? people.error : agencies.isError ? agencies.error : null;
  if (failed)
    return (
      <p className="operator-problem" role="alert">
        {problemOf(failed)}
      </p>
    );
  if (!people.data || !agencies.data) return <Spinner inline />;
  const done = (text: string) => {
    setNotice(text);
    refresh();
  };
  return (
    <section className="people">
      <h2>{T.staffTitle}</h2>
      {notice && (
        <p className="operator-notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      {people.data.length === 0 ? (
        <p>{T.noStaff}</p>
      ) : (
        <ul className="operator-list">
          {people.data.map((p) => (
            <PersonCard
              key={`${p.id}-${p.role}-${p.agency?.id ?? ''}`}
              person={p}
              agencies={agencies.data}
              zone={zone}
              onDone={done}
            />
          ))}
        </ul>
      )}
      <InviteForm agencies={agencies.data} zone={zone} onDone={refresh} />
      <AgenciesPanel agencies={agencies.data} onSaved={refresh} />
    </section>
  );
}
