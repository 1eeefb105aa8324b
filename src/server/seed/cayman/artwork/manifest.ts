// Every image the Grand Cayman catalogue refers to, by its public path, with the function that draws it.
import { ACTIVITY_SCENES } from './activityScenes';
import { BOAT_LOOKS, boatAtAnchor, boatUnderWay } from './boatsArt';
import { CHECKLIST_ICONS } from './checklistIcons';
import { CONTENT_SCENES } from './contentScenes';
import { PLACE_SCENES } from './placeScenes';

const title = (slug: string) =>
  slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

function under(folder: string, drawings: Record<string, () => string>): [string, () => string][] {
  return Object.entries(drawings).map(([slug, draw]) => [`/images/${folder}/${slug}.svg`, draw]);
}

const boatDrawings: Record<string, () => string> = {};
for (const [slug, look] of Object.entries(BOAT_LOOKS)) {
  boatDrawings[slug] = () => boatUnderWay(`${title(slug)} under way`, look, slug);
  if (look.shape !== 'skiff')
    boatDrawings[`${slug}-anchored`] = () => boatAtAnchor(`${title(slug)} at anchor`, look, `${slug}-anchored`);
}

export const IMAGE_MANIFEST: Map<string, () => string> = new Map([
  ...under('boats', boatDrawings),
  ...under('activities', ACTIVITY_SCENES),
  ...under('places', PLACE_SCENES),
  ...under('content', CONTENT_SCENES),
  ...under('checklist', CHECKLIST_ICONS),
]);
