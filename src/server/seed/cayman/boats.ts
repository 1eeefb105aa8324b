// The fleet, smallest first.
import type { Boat } from '../../../domain/catalogue';
import { largeBoats } from './boatsLarge';
import { smallBoats } from './boatsSmall';

export const boats: Boat[] = [...smallBoats, ...largeBoats];
