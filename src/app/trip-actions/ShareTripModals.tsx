// 'Share My Trip Itinerary' (share_social: the share widget and COPY LINK) → 'Send Itinerary by Email' (share) →
// confirm_sent. The shared link is the trip builder's address with shareItinerary=true.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { shareItineraryEmail, shareItineraryForm } from '../../domain/inquiry';
import { BUTTONS, TITLES, LINK_COPIED, LINK_COPIED_BUTTON, LINK_COPY_FAILED } from '../../domain/texts';
import { QUEUED_NOTICE } from '../outbox';
import type { TripState } from '../../domain/trip';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { Modal } from '../ui/Modal';
import { TextInput } from '../ui/TextInput';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useToastIfAny } from '../ui/Toasts';
import { deliverTripMail, refusalMessage } from './deliverInquiry';
import { FormProblem, PolicyCheckbox, SubmitRow, useCheckedForm, useSending } from './checkedForm';
import {
  CHANNEL_NAMES,
  INSTAGRAM_OPEN_DELAY_MS,
  INSTAGRAM_URL,
  SHARE_CHANNELS,
  copyText,
  shareUrl,
  tripBuilderLink,
  type ShareChannel,
} from './shareLinks';
import { ShareIcon } from './ShareIcons';
import { closeTripAction, finishTripAction, tripActionsUi } from './tripActionsStore';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';
import { priceProblem } from './tripPriceNote';
import { DoneButton, InquiryRefNote } from './ThanksParts';

const openWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer,width=640,height=640');

function ShareSocial() {
  const trip = useSnapshot(tripStore) as TripState;
  const link = tripBuilderLink(window.location.origin, trip, 'shareItinerary');
  const [copied, setCopied] = useState<boolean | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const phone = useMediaQuery('(pointer: coarse)');
  const canShareNatively = phone && typeof navigator.share === 'function';

  const toasts = useToastIfAny();
  // The toast says it (at the top, clear of the options, and read out); the button keeps saying it after.
  const copy = async () => {
    const ok = await copyText(link);
    setCopied(ok);
    toasts?.show(ok ? LINK_COPIED : LINK_COPY_FAILED, { kind: ok ? 'success' : 'error', position: 'top-center' });
    return ok;
  };
  const share = async (channel: ShareChannel) => {
    if (channel === 'instagram') {
      await copy();
      timers.current.push(window.setTimeout(() => openWindow(INSTAGRAM_URL), INSTAGRAM_OPEN_DELAY_MS));
      return;
    }
    openWindow(shareUrl(channel, link, TRIP_ACTIONS_TEXT.shareText, TRIP_ACTIONS_TEXT.shareSubject));
  };
  const shareNatively = () => {
    // A dismissed share sheet rejects; nothing to tell the guest.
    navigator
      .share({ title: TRIP_ACTIONS_TEXT.shareSubject, text: TRIP_ACTIONS_TEXT.shareText, url: link })
      .catch(() => undefined);
  };

  return (
    <div className="ta-share">
      <p className="ta-intro">{TRIP_ACTIONS_TEXT.shareIntro}</p>
      <ul className="ta-share__channels" aria-label="Share on">
        {SHARE_CHANNELS.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className={`ta-share__channel ta-share__channel--${channel}`}
              onClick={() => void share(channel)}
              aria-label={TRIP_ACTIONS_TEXT.shareWith(CHANNEL_NAMES[channel])}
            >
              <ShareIcon channel={channel} />
              <span className="ta-share__name" aria-hidden="true">
                {CHANNEL_NAMES[channel]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {canShareNatively && (
        <button type="button" className="button button--ghost ta-share__native" onClick={shareNatively}>
          {TRIP_ACTIONS_TEXT.shareMore}
        </button>
      )}
      <div className="ta-share__link">
        <textarea
          className="input ta-share__address"
          readOnly
          rows={3}
          value={link}
          aria-label="Trip link"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {copied ? LINK_COPIED_BUTTON : BUTTONS.copyLink}
        </button>
        {copied === false && <p className="field__error">{LINK_COPY_FAILED}</p>}
      </div>
    </div>
  );
}

function ShareForm({ price }: { price: TripPrice }) {
  const form = useCheckedForm(shareItineraryForm, { friendName: '', name: '', friendEmail: '', policy: false });
  const { sending, problem, run } = useSending();
  const { draft, set, errors, submitted } = form;
  const blocked = priceProblem(price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit(event.currentTarget as HTMLFormElement);
    if (!value) return;
    void run(async () => {
      const delivery = await deliverTripMail(
        'email/shared-itinerary',
        shareItineraryEmail,
        price,
        () => ({
          friendName: value.friendName,
          userName: value.name,
          friendEmail: value.friendEmail,
        }),
        value.friendName,
      );
      if (delivery) finishTripAction('confirm_sent', delivery);
    }, refusalMessage);
  };

  return (
    <form className="ta-form" onSubmit={submit} noValidate aria-label={TITLES.sendItinerary}>
      <TextInput
        label={TRIP_ACTIONS_TEXT.yourName}
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        touched={submitted}
        required
        autoComplete="name"
      />
      <TextInput
        label={TRIP_ACTIONS_TEXT.friendName}
        value={draft.friendName}
        onChange={set('friendName')}
        error={errors.friendName}
        touched={submitted}
        required
      />
      <TextInput
        label={TRIP_ACTIONS_TEXT.friendEmail}
        type="email"
        value={draft.friendEmail}
        onChange={set('friendEmail')}
        error={errors.friendEmail}
        touched={submitted}
        required
      />
      <PolicyCheckbox checked={draft.policy} onChange={set('policy')} error={errors.policy} touched={submitted} />
      <FormProblem message={problem ?? (blocked && submitted ? blocked : null)} />
      <SubmitRow label={TRIP_ACTIONS_TEXT.send} sending={sending} disabled={blocked !== null && price.checking} />
    </form>
  );
}

export function ShareTripModals({ price }: { price: TripPrice }) {
  const ui = useSnapshot(tripActionsUi);
  const delivery = ui.delivery;
  return (
    <>
      <Modal
        open={ui.step === 'share_social'}
        onClose={closeTripAction}
        title={TITLES.shareItinerary}
        footer={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              tripActionsUi.step = 'share';
            }}
          >
            {TRIP_ACTIONS_TEXT.shareByEmail}
          </button>
        }
      >
        <ShareSocial />
      </Modal>
      <Modal open={ui.step === 'share'} onClose={closeTripAction} title={TITLES.sendItinerary}>
        <ShareForm price={price} />
      </Modal>
      <Modal
        open={ui.step === 'confirm_sent'}
        onClose={closeTripAction}
        title={TITLES.sendItinerary}
        footer={<DoneButton />}
      >
        {delivery && (
          <p role="status">{delivery.queued ? QUEUED_NOTICE : TRIP_ACTIONS_TEXT.sentToFriend(delivery.to)}</p>
        )}
        {delivery && <InquiryRefNote delivery={delivery} />}
      </Modal>
    </>
  );
}
