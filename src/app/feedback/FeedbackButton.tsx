// The footer's 'Send Us Feedback' button, and the modal's home on every page: loaded on first opening, so the
// first screen does not carry it. Also tells the guest when a feedback that was saved offline is later refused.
import { lazy, Suspense, useEffect, useState } from 'react';
import { PAGE_FEEDBACK_FAILED } from '../../domain/messages';
import { onQueuedSubmissionRefused } from '../outbox/sendQueue';
import { useToast } from '../ui/Toasts';
import { openFeedback, useFeedbackOpen } from './feedbackStore';
import { FEEDBACK_TEXT } from './feedbackMessages';
import { FEEDBACK_PATH } from './feedbackPath';
import './feedback.css';

const FeedbackModal = lazy(() => import('./FeedbackModal'));

export function FeedbackButton() {
  const open = useFeedbackOpen();
  const toast = useToast();
  // Once loaded the modal stays mounted, so it can play its closing animation.
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  useEffect(
    () => onQueuedSubmissionRefused(({ path }) => {
      if (path === FEEDBACK_PATH) toast.show(PAGE_FEEDBACK_FAILED, { kind: 'error' });
    }),
    [toast],
  );

  return (
    <>
      <button type="button" className="button button--light feedback-button" onClick={openFeedback}>
        {FEEDBACK_TEXT.openButton}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackModal />
        </Suspense>
      )}
    </>
  );
}

export { openFeedback } from './feedbackStore';
