import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { markTutorialViewed, useTutorialViewed } from './tutorialHints';

/** A first-visit hint from the region's tutorial; 'Got it' marks the tutorial viewed. A note, not a landmark: each
 * section has one, and landmarks that share a name cannot be told apart. */
export function TutorialHint({ text }: { text: string | undefined }) {
  const viewed = useTutorialViewed();
  if (viewed || !text) return null;
  return (
    <div className="tb-hint" role="note" aria-label="Tip">
      <p>{text}</p>
      <button type="button" className="button button--ghost tb-hint__close" onClick={markTutorialViewed}>
        {TRIP_BUILDER_TEXT.gotIt}
      </button>
    </div>
  );
}
