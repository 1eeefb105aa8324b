// The footer's 'Send Us Feedback' button, and the modal's home on every page: loaded on first opening, so the
// first screen does not carry it. Also tells the guest when a feedback that was saved offline is later refused.
import { useEffect } from 'react';
import { PAGE_FEEDBACK_FAILED } from '../../domain/texts';
import { onQueuedSubmissionRefused } from '../outbox';
import { useToast } from '../ui/Toasts';
import { closeFeedback, openFeedback, useFeedbackOpen } from './feedbackStore';
import { lazyPart } from '../ui/lazyPart';
import { FEEDBACK_TEXT } from './feedbackMessages';
import { FEEDBACK_PATH } from './feedbackPath';
import './feedback.css';

const LazyFeedbackModal = lazyPart(() => import('./FeedbackModal').then((module) => module.default));

export function FeedbackButton() {
  const open = useFeedbackOpen();
  const toast = useToast();

  useEffect(
    () =>
      onQueuedSubmissionRefused(({ path }) => {
        if (path === FEEDBACK_PATH) toast.show(PAGE_FEEDBACK_FAILED, { kind: 'error' });
      }),
    [toast],
  );

  return (
    <>
      <button
        type="button"
        className="button button--light feedback-button"
        onClick={openFeedback}
        onPointerEnter={LazyFeedbackModal.preload}
        onFocus={LazyFeedbackModal.preload}
      >
        {FEEDBACK_TEXT.openButton}
      </button>
      <LazyFeedbackModal when={open} onUnavailable={closeFeedback} />
    </>
  );
}
