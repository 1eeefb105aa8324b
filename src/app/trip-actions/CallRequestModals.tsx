// The call path: 'Before You Call...' (call: GO TO FAQ / CONTINUE TO CALL) → 'Call Us Now' (call-now, with BACK), or
// a call back: send-time → send-who-in → send-phone → thanks, POST email/call-request through the send queue.
import type { FormEvent, ReactNode } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { callRequest, callRequestParty, callRequestPhone, callRequestTime } from '../../domain/inquiry';
import { BUTTONS, TITLES } from '../../domain/texts';
import { check } from '../../domain/schema';
import type { TripState } from '../../domain/trip';
import { useCountry, useCountryPath } from '../country';
import { formatPhone } from '../format';
import { QUEUED_NOTICE } from '../outbox';
import { hasChoices, tripStore } from '../state/tripStore';
import { Counter } from '../ui/Counter';
import { Modal } from '../ui/Modal';
import { PhoneInput } from '../ui/PhoneInput';
import { deliverInquiry, refusalMessage } from './deliverInquiry';
import { ChoiceField, FormProblem, SubmitRow, useCheckedForm, useSending } from './checkedForm';
import { tripBuilderLink } from './shareLinks';
import { tripActionsUi, type CallStep } from './tripActionsStore';
import { CALL_TIME_OPTIONS, TRIP_ACTIONS_TEXT } from './tripActionsMessages';

const goTo = (step: CallStep | null) => () => {
  tripActionsUi.call = step;
};
const close = goTo(null);

function BackButton({ to }: { to: CallStep }) {
  return (
    <button type="button" className="button button--ghost" onClick={goTo(to)}>
      {BUTTONS.back}
    </button>
  );
}

function CallStepModal({
  step,
  title,
  children,
  footer,
}: {
  step: CallStep;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ui = useSnapshot(tripActionsUi);
  return (
    <Modal open={ui.call === step} onClose={close} title={title} footer={footer}>
      {children}
    </Modal>
  );
}

function TimeForm() {
  const form = useCheckedForm(callRequestTime, () => ({
    preferredTime: tripActionsUi.callDraft.preferredTime as (typeof CALL_TIME_OPTIONS)[number] | '',
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    tripActionsUi.callDraft.preferredTime = value.preferredTime;
    tripActionsUi.call = 'send-who-in';
  };
  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TRIP_ACTIONS_TEXT.callTimeTitle}>
      <ChoiceField
        legend={TRIP_ACTIONS_TEXT.callTimeTitle}
        options={CALL_TIME_OPTIONS}
        value={form.draft.preferredTime}
        onChange={form.set('preferredTime')}
        error={form.errors.preferredTime}
        touched={form.submitted}
      />
      <div className="ta-actions ta-actions--split">
        <BackButton to="call-now" />
        <SubmitRow label={TRIP_ACTIONS_TEXT.next} sending={false} />
      </div>
    </form>
  );
}

function PartyForm() {
  const form = useCheckedForm(callRequestParty, () => ({
    adults: tripActionsUi.callDraft.adults,
    children: tripActionsUi.callDraft.children,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    tripActionsUi.callDraft.adults = value.adults;
    tripActionsUi.callDraft.children = value.children ?? 0;
    tripActionsUi.call = 'send-phone';
  };
  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TRIP_ACTIONS_TEXT.callWhoTitle}>
      <div className="ta-row">
        <Counter label={TRIP_ACTIONS_TEXT.adults} value={form.draft.adults} onChange={form.set('adults')} min={1} />
        <Counter label={TRIP_ACTIONS_TEXT.kids} value={form.draft.children} onChange={form.set('children')} />
      </div>
      <FormProblem message={form.submitted ? (form.errors.adults ?? form.errors.children ?? null) : null} />
      <div className="ta-actions ta-actions--split">
        <BackButton to="send-time" />
        <SubmitRow label={TRIP_ACTIONS_TEXT.next} sending={false} />
      </div>
    </form>
  );
}

function PhoneForm() {
  const country = useCountry();
  const form = useCheckedForm(callRequestPhone, { phone: '' });
  const { sending, problem, run } = useSending();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    const trip = snapshot(tripStore) as TripState;
    const draft = snapshot(tripActionsUi).callDraft;
    void run(async () => {
      const body = check(callRequest, {
        preferredTime: draft.preferredTime,
        adults: draft.adults,
        children: draft.children,
        phone: value.phone,
        countryUrl: country.urlTitle,
        linkToBT:
          trip.countryUrlTitle === country.urlTitle && hasChoices(trip)
            ? tripBuilderLink(window.location.origin, trip)
            : undefined,
      });
      if (!body.ok) throw new Error(body.errors[0]?.message);
      tripActionsUi.delivery = await deliverInquiry('email/call-request', body.value, formatPhone(value.phone));
      tripActionsUi.call = 'thanks';
    }, refusalMessage);
  };
  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TRIP_ACTIONS_TEXT.callPhoneTitle}>
      <PhoneInput
        label={TRIP_ACTIONS_TEXT.phone}
        value={form.draft.phone}
        onChange={form.set('phone')}
        error={form.errors.phone}
        touched={form.submitted}
      />
      <FormProblem message={problem} />
      <div className="ta-actions ta-actions--split">
        <BackButton to="send-who-in" />
        <SubmitRow label={TRIP_ACTIONS_TEXT.send} sending={sending} />
      </div>
    </form>
  );
}

export function CallRequestModals() {
  const country = useCountry();
  const path = useCountryPath();
  const ui = useSnapshot(tripActionsUi);
  const delivery = ui.delivery;
  return (
    <>
      <CallStepModal
        step="call"
        title={TITLES.beforeYouCall}
        footer={
          <>
            <a className="button button--ghost" href={path('faq')}>
              {BUTTONS.goToFaq}
            </a>
            <button type="button" className="button button--primary" onClick={goTo('call-now')}>
              {BUTTONS.continueToCall}
            </button>
          </>
        }
      >
        <p>{TRIP_ACTIONS_TEXT.beforeYouCallText}</p>
      </CallStepModal>
      <CallStepModal step="call-now" title={TITLES.callUsNow} footer={<BackButton to="call" />}>
        <p className="ta-call__number">
          <a className="button button--accent button--large" href={`tel:${country.phone}`}>
            {formatPhone(country.phone)}
          </a>
        </p>
        <p>{TRIP_ACTIONS_TEXT.callNowText}</p>
        <button type="button" className="tb-link" onClick={goTo('send-time')}>
          {TRIP_ACTIONS_TEXT.callBack}
        </button>
      </CallStepModal>
      <CallStepModal step="send-time" title={TRIP_ACTIONS_TEXT.callTimeTitle}>
        <TimeForm />
      </CallStepModal>
      <CallStepModal step="send-who-in" title={TRIP_ACTIONS_TEXT.callWhoTitle}>
        <PartyForm />
      </CallStepModal>
      <CallStepModal step="send-phone" title={TRIP_ACTIONS_TEXT.callPhoneTitle}>
        <PhoneForm />
      </CallStepModal>
      <CallStepModal
        step="thanks"
        title={TRIP_ACTIONS_TEXT.callThanksTitle}
        footer={
          <button type="button" className="button button--primary" onClick={close}>
            {TRIP_ACTIONS_TEXT.done}
          </button>
        }
      >
        {delivery && <p role="status">{delivery.queued ? QUEUED_NOTICE : TRIP_ACTIONS_TEXT.callThanks(delivery.to)}</p>}
      </CallStepModal>
    </>
  );
}
