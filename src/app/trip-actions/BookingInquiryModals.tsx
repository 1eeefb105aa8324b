// 'Send Booking Inquiry' in two steps: send (trip questions) → send_query (contact details) → confirm_submit.
// POST email/booking-inquiry through the send queue.
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import {
  PREFERRED_TIMES,
  bookingInquiryEmail,
  inquiryQuestions,
  type InquiryContact,
  type InquiryQuestions,
} from '../../domain/inquiry';
import { MESSAGE_MAX_LENGTH } from '../../domain/booking';
import { todayInZone } from '../../domain/time';
import { TITLES, BUTTONS } from '../../domain/texts';
import { VISITOR_TYPES, type TripState } from '../../domain/trip';
import { QUEUED_NOTICE } from '../outbox';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { Modal } from '../ui/Modal';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import { deliverTripMail } from './deliverInquiry';
import { ChoiceField, SubmitRow, useCheckedForm } from './checkedForm';
import { InquiryContactForm } from './InquiryContactForm';
import { closeTripAction, finishTripAction, tripActionsUi } from './tripActionsStore';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';
import { priceProblem } from './tripPriceNote';
import { DoneButton, InquiryRefNote } from './ThanksParts';

interface QuestionsDraft {
  preferredDateStart: string;
  preferredDateEnd: string;
  preferredTime: '' | InquiryQuestions['preferredTime'];
  howArrive: '' | InquiryQuestions['howArrive'];
  whereStay: string;
  message: string;
}

export const questionsInput = (d: QuestionsDraft) => ({
  preferredDateStart: d.preferredDateStart,
  preferredDateEnd: d.preferredDateEnd || null,
  preferredTime: d.preferredTime,
  howArrive: d.howArrive,
  whereStay: d.whereStay.trim() || undefined,
  message: d.message || undefined,
});

/** The questions in the order the form asks them. */
const QUESTION_FIELDS = [
  'preferredDateStart',
  'preferredDateEnd',
  'preferredTime',
  'howArrive',
  'whereStay',
  'message',
] as const;

function QuestionsForm() {
  const trip = useSnapshot(tripStore) as TripState;
  const [initial] = useState<QuestionsDraft>(() => ({
    preferredDateStart: trip.startDate ?? '',
    preferredDateEnd: trip.endDate ?? '',
    preferredTime: '',
    howArrive: trip.visitorType ?? '',
    whereStay: '',
    message: '',
  }));
  const form = useCheckedForm(inquiryQuestions, initial, questionsInput);
  const { draft, set, errors, submitted } = form;
  const today = todayInZone(trip.timezone);
  const unanswered = QUESTION_FIELDS.filter((field) => errors[field]).map((field) => TRIP_ACTIONS_TEXT[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    tripActionsUi.questions = value;
    tripActionsUi.step = 'send_query';
  };

  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TITLES.bookingInquiry}>
      <p className="ta-intro">{TRIP_ACTIONS_TEXT.inquiryIntro}</p>
      <div className="ta-row">
        <TextInput
          label={TRIP_ACTIONS_TEXT.preferredDateStart}
          type="date"
          min={today}
          value={draft.preferredDateStart}
          onChange={set('preferredDateStart')}
          error={errors.preferredDateStart}
          touched={submitted}
          required
        />
        <TextInput
          label={TRIP_ACTIONS_TEXT.preferredDateEnd}
          type="date"
          min={draft.preferredDateStart || today}
          value={draft.preferredDateEnd}
          onChange={set('preferredDateEnd')}
          error={errors.preferredDateEnd}
          touched={submitted}
        />
      </div>
      <ChoiceField
        legend={TRIP_ACTIONS_TEXT.preferredTime}
        options={PREFERRED_TIMES}
        value={draft.preferredTime}
        onChange={set('preferredTime')}
        error={errors.preferredTime}
        touched={submitted}
      />
      <ChoiceField
        legend={TRIP_ACTIONS_TEXT.howArrive}
        options={VISITOR_TYPES}
        value={draft.howArrive}
        onChange={set('howArrive')}
        error={errors.howArrive}
        touched={submitted}
      />
      <TextInput
        label={TRIP_ACTIONS_TEXT.whereStay}
        value={draft.whereStay}
        onChange={set('whereStay')}
        error={errors.whereStay}
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
      {submitted && unanswered.length > 0 && (
        <p className="ta-problem" id="inquiry-unanswered">
          {TRIP_ACTIONS_TEXT.stillToAnswer(unanswered)}
        </p>
      )}
      <SubmitRow label={BUTTONS.continue} sending={false} />
    </form>
  );
}

function ContactStep({ price }: { price: TripPrice }) {
  const ui = useSnapshot(tripActionsUi);
  const questions = ui.questions;
  const send = async (contact: InquiryContact) => {
    if (!questions) return;
    const delivery = await deliverTripMail(
      'email/booking-inquiry',
      bookingInquiryEmail,
      price,
      (trip) => ({
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        guestComments: contact.message,
        isNewsSubscribe: contact.news ?? false,
        preferredDatesStart: questions.preferredDateStart,
        preferredDatesEnd: questions.preferredDateEnd ?? null,
        preferredTime: questions.preferredTime,
        visitorType: questions.howArrive,
        whereStay: questions.whereStay,
        startDate: trip.startDate,
        endDate: trip.endDate,
      }),
      contact.email,
    );
    if (!delivery) return;
    tripActionsUi.questions = null;
    finishTripAction('confirm_submit', delivery);
  };
  return (
    <InquiryContactForm
      mode="trip"
      label={TITLES.bookingInquiry}
      initialMessage={questions?.message ?? ''}
      blocked={priceProblem(price)}
      onSend={send}
    />
  );
}

export function BookingInquiryModals({ price }: { price: TripPrice }) {
  const ui = useSnapshot(tripActionsUi);
  const delivery = ui.delivery;
  return (
    <>
      <Modal open={ui.step === 'send'} onClose={closeTripAction} title={TITLES.bookingInquiry}>
        <QuestionsForm />
      </Modal>
      <Modal open={ui.step === 'send_query'} onClose={closeTripAction} title={TITLES.bookingInquiry}>
        <ContactStep price={price} />
      </Modal>
      <Modal
        open={ui.step === 'confirm_submit'}
        onClose={closeTripAction}
        title={TITLES.bookingInquiry}
        footer={<DoneButton />}
      >
        {delivery && (
          <p role="status">{delivery.queued ? QUEUED_NOTICE : TRIP_ACTIONS_TEXT.inquiryThanks(delivery.to)}</p>
        )}
        {delivery && <InquiryRefNote delivery={delivery} />}
      </Modal>
    </>
  );
}
