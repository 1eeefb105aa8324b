// Marker kinds for catalogue entities that carry no map icon of their own.
import type { ActivityType } from '../../domain/catalogue';
import type { MarkerType } from './mapPoints';

const ACTIVITY_MARKERS: Record<ActivityType, MarkerType> = { Dining: 'food', Activity: 'snorkel', 'Deep sea fishing': 'activity', 'Bio bay': 'star' };

export const activityMarkerType = (type: ActivityType): MarkerType => ACTIVITY_MARKERS[type];
