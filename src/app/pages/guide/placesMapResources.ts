// The guide's places map reads, registered with the app's resources so the persisted cache keeps them for offline use.
import { array } from 'superstruct';
import * as c from '../../../domain/catalogue';
import { apiGet } from '../../http/client';
import { resource } from '../../http/resources';

export const mapGroups = resource('map-groups', array(c.mapGroup), (s, country: string) =>
  apiGet(`custom-map/groups/${encodeURIComponent(country)}`, array(c.mapGroup), undefined, s));

/** `ids` as the API takes them: one comma list. */
export const mapCategories = resource('map-categories', array(c.mapCategory), (s, ids: string[]) =>
  apiGet('custom-map/categories', array(c.mapCategory), { ids: ids.join(',') }, s));
