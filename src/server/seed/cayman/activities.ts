// Every stop a trip can include, across the four categories.
import type { Activity } from '../../../domain/catalogue';
import { activitiesAtSea } from './activitiesAtSea';
import { activitiesDiningFishingBioBay } from './activitiesDiningFishingBioBay';

export const activities: Activity[] = [...activitiesAtSea, ...activitiesDiningFishingBioBay];
