import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ACTIVITY_TYPES, type Activity } from '../../domain/catalogue';
import { ACTIVITY_NOT_FOR_PICK_UP, DINING_STOP_ONLY, formatMoney } from '../../domain/texts';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { lazyPart } from '../ui/lazyPart';
import { Section } from './Section';
import { toggleActivity } from '../state/tripEdits';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { FishingHoursMenu, PaceMenu } from './TripMenus';
import { tripStore } from '../state/tripStore';
import { TutorialHint } from './TutorialHint';

const LazyActivityModal = lazyPart(() => import('./ActivityModal').then((module) => module.ActivityModal));

const unsuitableForPickUp = (activity: Activity, pulId: string | null) =>
  pulId !== null && activity.suitablePickUpIds.length > 0 && !activity.suitablePickUpIds.includes(pulId);

/** A stop of another region cannot be reached from this region's pick-ups either: it is shown greyed, never hidden. */
const outsideRegion = (activity: Activity, regionId: string | null) =>
  regionId !== null && !activity.regionIds.includes(regionId);

export function ActivitySection({ activities, hint }: { activities: readonly Activity[]; hint?: string }) {
  const trip = useSnapshot(tripStore);
  const [open, setOpen] = useState<Activity | null>(null);
  // The region's stops first, then the others, greyed.
  const listed =
    trip.regionId === null
      ? []
      : [
          ...activities.filter((a) => !outsideRegion(a, trip.regionId)),
          ...activities.filter((a) => outsideRegion(a, trip.regionId)),
        ];
  return (
    <Section id="activity" step={4} title={SECTION_TITLES.activity} aside={<PaceMenu />}>
      <TutorialHint text={hint} />
      {trip.regionId === null && <p className="tb-empty">{TRIP_BUILDER_TEXT.noRegionYet}</p>}
      {ACTIVITY_TYPES.map((type) => {
        const ofType = listed.filter((a) => a.type === type);
        if (ofType.length === 0) return null;
        return (
          <div key={type} className="tb-category">
            <div className="tb-category__head">
              <h3 className="tb-subtitle">{type}</h3>
              {type === 'Deep sea fishing' && <FishingHoursMenu />}
            </div>
            {type === 'Dining' && <p className="tb-note">{DINING_STOP_ONLY}</p>}
            <ul className="tb-activities">
              {ofType.map((activity) => {
                const chosen = trip.activities.includes(activity._id);
                const unsuitable = outsideRegion(activity, trip.regionId) || unsuitableForPickUp(activity, trip.pulId);
                return (
                  <li
                    key={activity._id}
                    className={`tb-activity ${chosen ? 'is-selected' : ''} ${unsuitable ? 'is-disabled' : ''}`}
                  >
                    <ImageWithFallback className="tb-activity__image" src={activity.image} alt="" />
                    <div className="tb-activity__body">
                      <label className="tb-activity__label">
                        <input
                          type="checkbox"
                          checked={chosen}
                          disabled={unsuitable && !chosen}
                          onChange={() => toggleActivity(tripStore, activity._id)}
                        />
                        <span className="tb-choice__title">{activity.name}</span>
                      </label>
                      <span className="tb-muted">{activity.subTitle}</span>
                      {activity.price > 0 && <span className="tb-choice__price">+{formatMoney(activity.price)}</span>}
                      {unsuitable && <p className="tb-note tb-note--warning">{ACTIVITY_NOT_FOR_PICK_UP}</p>}
                      <button
                        type="button"
                        className="tb-link"
                        onClick={() => setOpen(activity)}
                        onPointerEnter={LazyActivityModal.preload}
                        onFocus={LazyActivityModal.preload}
                      >
                        {TRIP_BUILDER_TEXT.details}
                        <span className="visually-hidden">: {activity.name}</span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <LazyActivityModal when={open !== null} activity={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
