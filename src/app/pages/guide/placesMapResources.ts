// The guide's places map reads, registered with the app's resources so the persisted cache keeps them for offline use.
import { array } from 'superstruct';
import * as c from '../../../domain/catalogue';
import { getRead, resource } from '../../http/resources';
import { MAP_READS } from '../../../domain/protocol';

export const mapGroups = resource('map-groups', array(c.mapGroup), (s, country: string) =>
  getRead(MAP_READS.mapGroups(country), array(c.mapGroup), s),
);

/** `ids` of mapCategoryIds (src/domain/protocol/catalogueReads.ts). */
export const mapCategories = resource('map-categories', array(c.mapCategory), (s, ids: string[]) =>
  getRead(MAP_READS.mapCategories(ids), array(c.mapCategory), s),
);
