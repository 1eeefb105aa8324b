// 'Save Trip Itinerary' (save) → 'Your Trip is Saved!' (thanks): POST email/save-itinerary through the send queue.
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { saveItineraryEmail, saveItineraryForm } from '../../domain/inquiry';
import { TITLES } from '../../domain/texts';
import { QUEUED_NOTICE } from '../outbox';
import type { TripPrice } from '../state/useTripPrice';
import { Modal } from '../ui/Modal';
import { TextInput } from '../ui/TextInput';
import { deliverTripMail, refusalMessage } from './deliverInquiry';
import { CheckboxField, FormProblem, PolicyCheckbox, SubmitRow, useCheckedForm, useSending } from './checkedForm';
import { closeTripAction, finishTripAction, tripActionsUi } from './tripActionsStore';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';
import { priceProblem } from './tripPriceNote';
import { DoneButton, InquiryRefNote } from './ThanksParts';

function SaveForm({ price }: { price: TripPrice }) {
  const form = useCheckedForm(saveItineraryForm, {
    firstName: '',
    lastName: '',
    email: '',
    policy: false,
    news: false,
  });
  const { sending, problem, run } = useSending();
  const { draft, set, errors, submitted } = form;
  const blocked = priceProblem(price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    void run(async () => {
      const delivery = await deliverTripMail(
        'email/save-itinerary',
        saveItineraryEmail,
        price,
        (trip) => ({
          firstName: value.firstName,
          lastName: value.lastName,
          email: value.email,
          isNewsSubscribe: value.news ?? false,
          startDate: trip.startDate,
          endDate: trip.endDate,
        }),
        value.email,
      );
      if (delivery) finishTripAction('thanks', delivery);
    }, refusalMessage);
  };

  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TITLES.saveItinerary}>
      <p className="ta-intro">{TRIP_ACTIONS_TEXT.saveIntro}</p>
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
      <PolicyCheckbox checked={draft.policy} onChange={set('policy')} error={errors.policy} touched={submitted} />
      <CheckboxField checked={draft.news} onChange={set('news')} touched={submitted}>
        {TRIP_ACTIONS_TEXT.newsLabel}
      </CheckboxField>
      <FormProblem message={problem ?? (blocked && submitted ? blocked : null)} />
      <SubmitRow label={TRIP_ACTIONS_TEXT.send} sending={sending} disabled={blocked !== null && price.checking} />
    </form>
  );
}

export function SaveTripModals({ price }: { price: TripPrice }) {
  const ui = useSnapshot(tripActionsUi);
  const delivery = ui.delivery;
  return (
    <>
      <Modal open={ui.step === 'save'} onClose={closeTripAction} title={TITLES.saveItinerary}>
        <SaveForm price={price} />
      </Modal>
      <Modal open={ui.step === 'thanks'} onClose={closeTripAction} title={TITLES.tripSaved} footer={<DoneButton />}>
        {delivery && <p role="status">{delivery.queued ? QUEUED_NOTICE : TRIP_ACTIONS_TEXT.savedText(delivery.to)}</p>}
        {delivery && <InquiryRefNote delivery={delivery} />}
      </Modal>
    </>
  );
}
