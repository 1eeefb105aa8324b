import { useMemo } from 'react';
import { useParams } from 'wouter';
import type { Activity } from '../../domain/catalogue';
import { BUTTONS } from '../../domain/texts';
import { LazyIslandMap, activityPoint } from '../map';
import { Modal } from '../ui/Modal';

/** The activity map opens at zoom 12. */
const ACTIVITY_MAP_ZOOM = 12;

export function ActivityModal({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const { country } = useParams<{ country: string }>();
  const points = useMemo(() => (activity ? [activityPoint(activity)] : []), [activity]);
  return (
    <Modal
      open={activity !== null}
      onClose={onClose}
      title={activity?.name ?? ''}
      footer={
        activity?.adventure && (
          <a
            className="button button--primary"
            href={`/${country}/adventures/${activity.adventure.urlTitle}`}
            target="_blank"
            rel="noopener"
          >
            {BUTTONS.learnMore}
          </a>
        )
      }
    >
      {activity && (
        <>
          <p>{activity.description}</p>
          <LazyIslandMap points={points} zoom={ACTIVITY_MAP_ZOOM} center={activity.geolocation} height={300} />
        </>
      )}
    </Modal>
  );
}
