import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { markTutorialViewed, useTutorialViewed } from './tutorialHints';

/** A first-visit hint from the region's tutorial; 'Got it' marks the tutorial viewed. */
export function TutorialHint({ text }: { text: string | undefined }) {
  const viewed = useTutorialViewed();
  if (viewed || !text) return null;
  return (
    <aside className="tb-hint" aria-label="Tip">
      <p>{text}</p>
      <button type="button" className="button button--ghost tb-hint__close" onClick={markTutorialViewed}>{TRIP_BUILDER_TEXT.gotIt}</button>
    </aside>
  );
}
