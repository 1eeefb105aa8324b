// The inquiry's contact step: first and last name, email and phone required, the email valid, a message of at most
// 1000 characters, the policy ticked, news optional. In contact-us mode the marketing box is hidden (and no news is
// asked for).
import { useState, type FormEvent } from 'react';
import { inquiryContact, type InquiryContact } from '../../domain/inquiry';
import { MESSAGE_MAX_LENGTH } from '../../domain/booking';
import { PhoneInput } from '../ui/PhoneInput';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { refusalMessage } from './deliverInquiry';
import { CheckboxField, FormProblem, PolicyCheckbox, SubmitRow, useCheckedForm, useSending } from './checkedForm';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';

export type ContactMode = 'trip' | 'contact-us';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  policy: boolean;
  news: boolean;
}

export function InquiryContactForm({
  mode,
  initialMessage = '',
  submitLabel = TRIP_ACTIONS_TEXT.send,
  blocked = null,
  onSend,
  label,
}: {
  mode: ContactMode;
  initialMessage?: string;
  submitLabel?: string;
  /** A reason the form cannot be sent yet (the trip has no price). */
  blocked?: string | null;
  onSend: (value: InquiryContact) => Promise<void>;
  label: string;
}) {
  const [initial] = useState<Draft>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    message: initialMessage,
    policy: false,
    news: false,
  }));
  const form = useCheckedForm(inquiryContact, initial, (d) => ({
    ...d,
    message: d.message || undefined,
    news: mode === 'contact-us' ? undefined : d.news,
  }));
  const { sending, problem, run } = useSending();
  const { draft, set, errors, submitted } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value || blocked) return;
    void run(() => onSend(value), refusalMessage);
  };

  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={label}>
      <p className="ta-intro">{TRIP_ACTIONS_TEXT.contactIntro}</p>
      <div className="ta-row">
        <TextInput
          label={TRIP_ACTIONS_TEXT.firstName}
          value={draft.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          touched={submitted}
          required
          autoComplete="given-name"
        />
        <TextInput
          label={TRIP_ACTIONS_TEXT.lastName}
          value={draft.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          touched={submitted}
          required
          autoComplete="family-name"
        />
      </div>
      <TextInput
        label={TRIP_ACTIONS_TEXT.email}
        type="email"
        value={draft.email}
        onChange={set('email')}
        error={errors.email}
        touched={submitted}
        required
        autoComplete="email"
      />
      <PhoneInput
        label={TRIP_ACTIONS_TEXT.phone}
        value={draft.phone}
        onChange={set('phone')}
        error={errors.phone}
        touched={submitted}
      />
      <TextArea
        label={TRIP_ACTIONS_TEXT.message}
        value={draft.message}
        onChange={set('message')}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message}
        touched={submitted}
        rows={3}
      />
      <PolicyCheckbox checked={draft.policy} onChange={set('policy')} error={errors.policy} touched={submitted} />
      {mode !== 'contact-us' && (
        <CheckboxField checked={draft.news} onChange={set('news')} touched={submitted}>
          {TRIP_ACTIONS_TEXT.newsLabel}
        </CheckboxField>
      )}
      <FormProblem message={problem ?? (blocked && submitted ? blocked : null)} />
      <SubmitRow label={submitLabel} sending={sending} />
    </form>
  );
}
