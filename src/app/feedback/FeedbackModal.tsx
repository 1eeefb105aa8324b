// 'Send Us Feedback': feedback_send in two screens (what it is about, then the description),
// feedback_details ('Provide Contact Details (Optional)' with the captcha), then feedback_thank. Sending never
// fails for lack of a connection: the send queue keeps it and the guest is told so.
import { TITLES, BUTTONS } from '../../domain/texts';
import { QUEUED_NOTICE } from '../outbox';
import { BusyButton } from '../ui/BusyButton';
import { Modal } from '../ui/Modal';
import { CaptchaCheck, captchaDone, type CaptchaState } from './CaptchaCheck';
import { AboutFields, ContactFields, DescriptionField } from './FeedbackFields';
import { closeFeedback, useFeedbackOpen } from './feedbackStore';
import { FEEDBACK_TEXT } from './feedbackMessages';
import { FIRST, type Screen, useFeedback } from './useFeedback';

const FORM_ID = 'feedback-form';

export default function FeedbackModal() {
  const open = useFeedbackOpen();
  const { screen, values, errors, touched, change, captcha, onCaptcha, captchaError, sending, queued, go, submit } =
    useFeedback(open);
  const fieldsProps = { values, errors, touched, onChange: change };

  return (
    <Modal
      open={open}
      onClose={closeFeedback}
      title={titleOf(screen)}
      footer={<FeedbackFooter screen={screen} sending={sending} captcha={captcha} go={go} />}
      className="feedback-modal"
    >
      {screen.step === 'feedback_thank' ? (
        <p className="feedback-modal__thanks" role="status">
          {queued ? QUEUED_NOTICE : FEEDBACK_TEXT.thanksSent}
        </p>
      ) : (
        <form id={FORM_ID} className="feedback-modal__form" onSubmit={submit} noValidate data-step={screen.step}>
          {screen.step === 'feedback_send' && (
            <p className="feedback-modal__progress">{FEEDBACK_TEXT.stepOf(screen.part, 2)}</p>
          )}
          <fieldset disabled={sending} className="plain-fieldset">
            {screen.step === 'feedback_send' && screen.part === 1 && <AboutFields {...fieldsProps} />}
            {screen.step === 'feedback_send' && screen.part === 2 && <DescriptionField {...fieldsProps} />}
            {screen.step === 'feedback_details' && (
              <>
                <ContactFields {...fieldsProps} />
                <CaptchaCheck state={captcha} onChange={onCaptcha} error={captchaError} disabled={sending} />
              </>
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}

function titleOf(screen: Screen): string {
  return screen.step === 'feedback_details'
    ? TITLES.feedbackContact
    : screen.step === 'feedback_thank'
      ? FEEDBACK_TEXT.thanksTitle
      : TITLES.feedback;
}

/** Back (from the second screen on) and Continue, or Send on the last; Close once it is sent. */
function FeedbackFooter({
  screen,
  sending,
  captcha,
  go,
}: {
  screen: Screen;
  sending: boolean;
  captcha: CaptchaState;
  go: (next: Screen) => void;
}) {
  return screen.step === 'feedback_thank' ? (
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
        form={FORM_ID}
        className="button button--primary"
        busy={sending}
        disabled={screen.step === 'feedback_details' && captcha === 'solving'}
        aria-disabled={screen.step === 'feedback_details' && !captchaDone(captcha) ? true : undefined}
      >
        {screen.step === 'feedback_details' ? (sending ? FEEDBACK_TEXT.sending : FEEDBACK_TEXT.send) : BUTTONS.continue}
      </BusyButton>
    </>
  );
}
