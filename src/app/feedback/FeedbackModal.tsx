// 'Send Us Feedback': feedback_send in two screens (what it is about, then the description),
// feedback_details ('Provide Contact Details (Optional)' with the captcha), then feedback_thank. Sending never
// fails for lack of a connection: the send queue keeps it and the guest is told so.
import { useEffect, useState, type FormEvent } from 'react';
import { TITLES, BUTTONS, CAPTCHA_REQUIRED, PAGE_FEEDBACK_FAILED } from '../../domain/texts';
import { isApiError } from '../http/ApiError';
import { preloadSolver, QUEUED_NOTICE, sendOrQueue } from '../outbox';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toasts';
import { CaptchaCheck, captchaDone, initialCaptchaState, type CaptchaState } from './CaptchaCheck';
import { AboutFields, ContactFields, DescriptionField } from './FeedbackFields';
import {
  aboutErrors,
  contactErrors,
  descriptionErrors,
  emptyFeedback,
  feedbackBody,
  type FeedbackValues,
} from './feedbackForm';
import { closeFeedback, useFeedbackOpen } from './feedbackStore';
import { FEEDBACK_TEXT } from './feedbackMessages';
import { FEEDBACK_PATH } from './feedbackPath';
import { BusyButton } from '../ui/BusyButton';

type Screen = { step: 'feedback_send'; part: 1 | 2 } | { step: 'feedback_details' } | { step: 'feedback_thank' };

const FIRST: Screen = { step: 'feedback_send', part: 1 };

export default function FeedbackModal() {
  const open = useFeedbackOpen();
  const toast = useToast();
  const [screen, setScreen] = useState<Screen>(FIRST);
  const [values, setValues] = useState<FeedbackValues>(() => emptyFeedback(window.location.href));
  const [touched, setTouched] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaState>(initialCaptchaState);
  const [captchaError, setCaptchaError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);

  // Each opening starts afresh, about the page the guest is on; the captcha's solver is downloaded while online.
  useEffect(() => {
    if (!open) return;
    preloadSolver();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening resets the form
    setScreen(FIRST);
    setValues(emptyFeedback(window.location.href));
    setTouched(false);
    setCaptcha(initialCaptchaState());
    setCaptchaError(undefined);
    setQueued(false);
  }, [open]);

  const change = (patch: Partial<FeedbackValues>) => setValues((v) => ({ ...v, ...patch }));
  const errors =
    screen.step === 'feedback_send'
      ? screen.part === 1
        ? aboutErrors(values)
        : descriptionErrors(values)
      : contactErrors(values);

  const go = (next: Screen) => {
    setTouched(false);
    setScreen(next);
  };

  const send = async () => {
    if (!captchaDone(captcha)) {
      setCaptchaError(CAPTCHA_REQUIRED);
      return;
    }
    setSending(true);
    try {
      const result = await sendOrQueue(FEEDBACK_PATH, feedbackBody(values), { captcha: true });
      setQueued(result.state === 'queued');
      go({ step: 'feedback_thank' });
    } catch (error) {
      // A refused proof is spent or stale: the guest proves again on the next try.
      if (isApiError(error) && error.code.startsWith('CAPTCHA_')) setCaptcha('idle');
      toast.show(PAGE_FEEDBACK_FAILED, { kind: 'error' });
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (sending) return;
    if (Object.keys(errors).length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    if (screen.step === 'feedback_send')
      go(screen.part === 1 ? { step: 'feedback_send', part: 2 } : { step: 'feedback_details' });
    else if (screen.step === 'feedback_details') void send();
  };

  const fieldsProps = { values, errors, touched, onChange: change };
  const title =
    screen.step === 'feedback_details'
      ? TITLES.feedbackContact
      : screen.step === 'feedback_thank'
        ? FEEDBACK_TEXT.thanksTitle
        : TITLES.feedback;
  const formId = 'feedback-form';

  const footer =
    screen.step === 'feedback_thank' ? (
      <button type="button" className="button button--primary" onClick={closeFeedback}>
        {FEEDBACK_TEXT.close}
      </button>
    ) : (
      <>
        {(screen.step === 'feedback_details' || screen.part === 2) && (
          <BusyButton
            className="button button--ghost"
            busy={sending}
            onClick={() => go(screen.step === 'feedback_details' ? { step: 'feedback_send', part: 2 } : FIRST)}
          >
            {BUTTONS.back}
          </BusyButton>
        )}
        {/* Not disabled before the captcha is done (aria-disabled): pressing it says the captcha is missing. */}
        <BusyButton
          type="submit"
          form={formId}
          className="button button--primary"
          busy={sending}
          disabled={screen.step === 'feedback_details' && captcha === 'solving'}
          aria-disabled={screen.step === 'feedback_details' && !captchaDone(captcha) ? true : undefined}
        >
          {screen.step === 'feedback_details'
            ? sending
              ? FEEDBACK_TEXT.sending
              : FEEDBACK_TEXT.send
            : BUTTONS.continue}
        </BusyButton>
      </>
    );

  return (
    <Modal open={open} onClose={closeFeedback} title={title} footer={footer} className="feedback-modal">
      {screen.step === 'feedback_thank' ? (
        <p className="feedback-modal__thanks" role="status">
          {queued ? QUEUED_NOTICE : FEEDBACK_TEXT.thanksSent}
        </p>
      ) : (
        <form id={formId} className="feedback-modal__form" onSubmit={submit} noValidate data-step={screen.step}>
          {screen.step === 'feedback_send' && (
            <p className="feedback-modal__progress">{FEEDBACK_TEXT.stepOf(screen.part, 2)}</p>
          )}
          <fieldset disabled={sending} className="plain-fieldset">
            {screen.step === 'feedback_send' && screen.part === 1 && <AboutFields {...fieldsProps} />}
            {screen.step === 'feedback_send' && screen.part === 2 && <DescriptionField {...fieldsProps} />}
            {screen.step === 'feedback_details' && (
              <>
                <ContactFields {...fieldsProps} />
                <CaptchaCheck
                  state={captcha}
                  onChange={(state) => {
                    setCaptcha(state);
                    if (captchaDone(state)) setCaptchaError(undefined);
                  }}
                  error={captchaError}
                  disabled={sending}
                />
              </>
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
