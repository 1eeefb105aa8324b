// Every adventure page, most popular first.
import type { Adventure } from '../../../domain/catalogue';
import { coastAdventures } from './adventuresCoast';
import { northSoundAdventures } from './adventuresNorthSound';

export const adventures: Adventure[] = [...northSoundAdventures, ...coastAdventures];
