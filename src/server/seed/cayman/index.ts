// The Grand Cayman demo catalogue, loaded into an empty database on first start.
import type { CatalogueSeed } from '../seedCatalogue';
import { activities } from './activities';
import { adventures } from './adventures';
import { blog } from './blog';
import { boats } from './boats';
import { captainBlog } from './captainBlog';
import { checklistItems } from './checklist';
import { countries } from './country';
import { destinations } from './destinations';
import { faq } from './faq';
import { itineraries } from './itineraries';
import { mapCategories, mapGroups } from './map';
import { metadata } from './metadata';
import { pickUpLocations } from './pickUpLocations';
import { policies } from './policies';
import { posts } from './posts';
import { regions } from './regions';
import { reviews } from './reviews';
import { tutorials } from './tutorials';

export const caymanCatalogue: CatalogueSeed = {
  countries,
  regions,
  pickUpLocations,
  activities,
  boats,
  itineraries,
  adventures,
  destinations,
  blog,
  captainBlog,
  posts,
  reviews,
  faq,
  policies,
  mapGroups,
  mapCategories,
  tutorials,
  metadata,
  checklistItems,
};
