// The feedback form's life: its screens, values and captcha, each opening starting afresh; Continue checks the screen
// and moves on, the last one sends (or queues) it.
import { useEffect, useState, type FormEvent } from 'react';
import { CAPTCHA_REQUIRED, PAGE_FEEDBACK_FAILED } from '../../domain/texts';
import { isApiError } from '../http/ApiError';
import { preloadSolver, sendOrQueue } from '../outbox';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { useToast } from '../ui/Toasts';
import { captchaDone, initialCaptchaState, type CaptchaState } from './CaptchaCheck';
import {
  aboutErrors,
  contactErrors,
  descriptionErrors,
  emptyFeedback,
  feedbackBody,
  type FeedbackValues,
} from './feedbackForm';
import { FEEDBACK_PATH } from './feedbackPath';

export type Screen = { step: 'feedback_send'; part: 1 | 2 } | { step: 'feedback_details' } | { step: 'feedback_thank' };

export const FIRST: Screen = { step: 'feedback_send', part: 1 };

/** What keeps the screen shown from moving on. */
function errorsOf(screen: Screen, values: FeedbackValues) {
  if (screen.step !== 'feedback_send') return contactErrors(values);
  return screen.part === 1 ? aboutErrors(values) : descriptionErrors(values);
}

export function useFeedback(open: boolean) {
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
  const errors = errorsOf(screen, values);

  const go = (next: Screen) => {
    setTouched(false);
    setScreen(next);
  };

  const onCaptcha = (state: CaptchaState) => {
    setCaptcha(state);
    if (captchaDone(state)) setCaptchaError(undefined);
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

  return {
    screen,
    values,
    errors,
    touched,
    change,
    captcha,
    onCaptcha,
    captchaError,
    sending,
    queued,
    go,
    submit,
  };
}
