// The guide's pages: at least two for each guide section.
import type { Destination } from '../../../domain/catalogue';
import { landDestinations } from './destinationsLand';
import { waterDestinations } from './destinationsWater';

export const destinations: Destination[] = [...landDestinations, ...waterDestinations];
