// 'Send Us an Email' as a page form: step 1 (date range, ideal trip length, message), step 2 'A few final touches
// to help us personalize your adventure' (adults, kids, how arriving, hotel or cruise name), then the contact step;
// POST email/booking-inquiry-trip with { emailData } through the send queue. Used by the custom-trip and contact
// pages and by the builder's 'Send Us an Email' modal.
import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../domain/booking';
import { todayInZone } from '../../domain/time';
import {
  ARRIVAL_OPTIONS,
  HOTEL_NAME_MAX_LENGTH,
  emailInquiryEmail,
  emailInquiryParty,
  emailInquiryTrip,
  type EmailInquiryParty,
  type EmailInquiryTrip,
  type InquiryContact,
} from '../../domain/inquiry';
import { BUTTONS, TITLES } from '../../domain/texts';
import { check } from '../../domain/schema';
import { useCountry } from '../country';
import { QUEUED_NOTICE } from '../outbox';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { deliverInquiry } from './deliverInquiry';
import { ChoiceField, SubmitRow, useCheckedForm } from './checkedForm';
import { InquiryContactForm, type ContactMode } from './InquiryContactForm';
import type { Delivery } from './tripActionsStore';
import { TRIP_LENGTH_OPTIONS, TRIP_ACTIONS_TEXT } from './tripActionsMessages';
import { InquiryRefNote } from './ThanksParts';

export interface EmailInquiryStart {
  startDate?: string | null;
  endDate?: string | null;
  adults?: number;
  kids?: number;
}

const tripStepInput = (d: { startDate: string; endDate: string; timeTrip: string; message: string }) => ({
  startDate: d.startDate,
  endDate: d.endDate || null,
  timeTrip: d.timeTrip,
  message: d.message || undefined,
});

function TripStep({ start, onDone }: { start: EmailInquiryStart; onDone: (value: EmailInquiryTrip) => void }) {
  const country = useCountry();
  const today = todayInZone(country.timezone);
  const form = useCheckedForm(
    emailInquiryTrip,
    { startDate: start.startDate ?? '', endDate: start.endDate ?? '', timeTrip: '', message: '' },
    tripStepInput,
  );
  const { draft, set, errors, submitted } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (value) onDone(value);
  };
  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TITLES.sendUsAnEmail}>
      <div className="ta-row">
        <TextInput
          label={TRIP_ACTIONS_TEXT.startDate}
          type="date"
          min={today}
          value={draft.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
          touched={submitted}
          required
        />
        <TextInput
          label={TRIP_ACTIONS_TEXT.endDate}
          type="date"
          min={draft.startDate || today}
          value={draft.endDate}
          onChange={set('endDate')}
          error={errors.endDate}
          touched={submitted}
        />
      </div>
      <Select
        label={TRIP_ACTIONS_TEXT.tripLength}
        value={draft.timeTrip}
        onChange={set('timeTrip')}
        options={TRIP_LENGTH_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        placeholder="—"
        required
        error={submitted ? errors.timeTrip : undefined}
      />
      <TextArea
        label={TRIP_ACTIONS_TEXT.message}
        value={draft.message}
        onChange={set('message')}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message}
        touched={submitted}
        rows={4}
      />
      <SubmitRow label={BUTTONS.continue} sending={false} />
    </form>
  );
}

const partyStepInput = (d: { adults: string; kids: string; howArrive: string; whereStay: string }) => ({
  adults: d.adults,
  kids: d.kids === '' ? undefined : d.kids,
  howArrive: d.howArrive,
  whereStay: d.whereStay.trim() || undefined,
});

function PartyStep({
  start,
  onDone,
  onBack,
}: {
  start: EmailInquiryStart;
  onDone: (value: EmailInquiryParty) => void;
  onBack: () => void;
}) {
  const form = useCheckedForm(
    emailInquiryParty,
    {
      adults: start.adults ? String(start.adults) : '',
      kids: start.kids ? String(start.kids) : '0',
      howArrive: '' as '' | (typeof ARRIVAL_OPTIONS)[number],
      whereStay: '',
    },
    partyStepInput,
  );
  const { draft, set, errors, submitted } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (value) onDone(value);
  };
  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TITLES.finalTouches}>
      <div className="ta-row">
        <TextInput
          label={TRIP_ACTIONS_TEXT.adults}
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.adults}
          onChange={set('adults')}
          error={errors.adults}
          touched={submitted}
          required
        />
        <TextInput
          label={TRIP_ACTIONS_TEXT.kids}
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.kids}
          onChange={set('kids')}
          error={errors.kids}
          touched={submitted}
        />
      </div>
      <ChoiceField
        legend={TRIP_ACTIONS_TEXT.howArrive}
        options={ARRIVAL_OPTIONS}
        value={draft.howArrive}
        onChange={set('howArrive')}
        error={errors.howArrive}
        touched={submitted}
      />
      <TextInput
        label={TRIP_ACTIONS_TEXT.hotelOrCruise}
        value={draft.whereStay}
        onChange={set('whereStay')}
        maxLength={HOTEL_NAME_MAX_LENGTH + 20}
        error={errors.whereStay}
        touched={submitted}
      />
      <div className="ta-actions ta-actions--split">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {BUTTONS.back}
        </button>
        <SubmitRow label={BUTTONS.continue} sending={false} />
      </div>
    </form>
  );
}

type Step =
  | { at: 'trip' }
  | { at: 'party'; trip: EmailInquiryTrip }
  | { at: 'contact'; trip: EmailInquiryTrip; party: EmailInquiryParty }
  | { at: 'done'; delivery: Delivery };

/** `inModal`: the modal's own title names the form, so the form drops its heading. */
export function EmailInquiryForm({
  mode,
  start = {},
  inModal = false,
}: {
  mode: ContactMode;
  start?: EmailInquiryStart;
  inModal?: boolean;
}) {
  const country = useCountry();
  const [step, setStep] = useState<Step>({ at: 'trip' });
  const number = { trip: 1, party: 2, contact: 3, done: 3 }[step.at];

  const send = (trip: EmailInquiryTrip, party: EmailInquiryParty) => async (contact: InquiryContact) => {
    const body = check(emailInquiryEmail, {
      emailData: {
        ...trip,
        message: contact.message,
        ...party,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        isNewsSubscribe: contact.news ?? false,
        countryUrl: country.urlTitle,
      },
    });
    if (!body.ok) throw new Error(body.errors[0]?.message);
    setStep({ at: 'done', delivery: await deliverInquiry('email/booking-inquiry-trip', body.value, contact.email) });
  };

  return (
    <section
      className="ta-page-form"
      {...(inModal ? { 'aria-label': TITLES.sendUsAnEmail } : { 'aria-labelledby': 'email-inquiry-title' })}
    >
      {!inModal && (
        <h2 id="email-inquiry-title" className="ta-page-form__title">
          {TITLES.sendUsAnEmail}
        </h2>
      )}
      {step.at !== 'done' && <p className="ta-page-form__step">{`Step ${number} of 3`}</p>}
      {step.at === 'party' && <p className="ta-page-form__subtitle">{TITLES.finalTouches}</p>}
      {step.at === 'trip' && <TripStep start={start} onDone={(trip) => setStep({ at: 'party', trip })} />}
      {step.at === 'party' && (
        <PartyStep
          start={start}
          onBack={() => setStep({ at: 'trip' })}
          onDone={(party) => setStep({ at: 'contact', trip: step.trip, party })}
        />
      )}
      {step.at === 'contact' && (
        <InquiryContactForm
          mode={mode}
          label={TITLES.sendUsAnEmail}
          initialMessage={step.trip.message ?? ''}
          onSend={send(step.trip, step.party)}
        />
      )}
      {step.at === 'done' && (
        <div className="ta-page-form__done">
          <p role="status">{step.delivery.queued ? QUEUED_NOTICE : TRIP_ACTIONS_TEXT.emailSent}</p>
          <InquiryRefNote delivery={step.delivery} linkToTrip={false} />
          <button type="button" className="button button--ghost" onClick={() => setStep({ at: 'trip' })}>
            {TRIP_ACTIONS_TEXT.sendAnother}
          </button>
        </div>
      )}
    </section>
  );
}
