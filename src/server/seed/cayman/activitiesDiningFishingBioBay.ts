// Restaurant stops, deep-sea fishing grounds and the bioluminescent bay.
import type { Activity } from '../../../domain/catalogue';
import { ALL_PICK_UPS, EAST_SIDE, NORTH_SIDE, NORTH_SOUND_ONLY, WEST_COAST, WEST_SOUND } from './activityPickUps';
import { COUNTRY_ID } from './country';
import { REGION } from './regions';

type Draft = Omit<Activity, 'countryId'>;

const STOP_ONLY = 'Includes only the stop. Does not include food or drink ordered at the restaurant.';
/** Fishing time comes from the guest's chosen fishing hours; these minutes are not used for it. */
const FISHING_MINUTES = { relaxed: 180, standard: 180 };

const drafts: Draft[] = [
  {
    _id: 'act-dining-rum-point',
    activityId: 'KY-ACT-14',
    regionIds: [REGION.northSound],
    type: 'Dining',
    name: 'Rum Point Club',
    subTitle: 'Beach lunch and the original mudslide',
    description:
      'Tie up at the Rum Point dock for lunch at the beach club under the casuarina trees: conch fritters, fish tacos and the '
      + 'frozen mudslide that was first blended here. Hammocks and picnic tables on the sand. ' + STOP_ONLY,
    image: '/images/activities/dining-rum-point.svg',
    geolocation: { lat: 19.373, lng: -81.2724 },
    adventure: { urlTitle: 'rum-point-and-kaibo' },
    price: 0,
    stopMinutes: { relaxed: 90, standard: 60 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
  {
    _id: 'act-dining-kaibo',
    activityId: 'KY-ACT-15',
    regionIds: [REGION.northSound],
    type: 'Dining',
    name: 'Kaibo Beach Bar & Grill',
    subTitle: 'Waterfront grill on the North Sound',
    description:
      'Kaibo’s beach bar sits right on the dock, with jerk chicken, fresh catch and cold drinks in the shade, and sand '
      + 'underfoot. Ten minutes by boat from Starfish Point. ' + STOP_ONLY,
    image: '/images/activities/dining-kaibo.svg',
    geolocation: { lat: 19.3588, lng: -81.2776 },
    adventure: { urlTitle: 'rum-point-and-kaibo' },
    price: 0,
    stopMinutes: { relaxed: 90, standard: 60 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
  {
    _id: 'act-dining-calypso-grill',
    activityId: 'KY-ACT-16',
    regionIds: [REGION.westBay],
    type: 'Dining',
    name: 'Calypso Grill, Morgan’s Harbour',
    subTitle: 'Seafood on the harbour in West Bay',
    description:
      'A colourful waterfront restaurant on Morgan’s Harbour, known for its sticky toffee pudding and fish fresh off the '
      + 'boats. The boat ties up at the harbour dock in front. Booking a table ahead is wise. ' + STOP_ONLY,
    image: '/images/activities/dining-calypso-grill.svg',
    geolocation: { lat: 19.3747, lng: -81.3795 },
    adventure: null,
    price: 0,
    stopMinutes: { relaxed: 90, standard: 60 },
    suitablePickUpIds: [...WEST_SOUND, ...NORTH_SIDE],
  },
  {
    _id: 'act-fishing-north-wall',
    activityId: 'KY-ACT-17',
    regionIds: [REGION.northSound, REGION.westBay],
    type: 'Deep sea fishing',
    name: 'Deep-Sea Fishing: North Wall',
    subTitle: 'Wahoo, tuna and mahi off the north drop-off',
    description:
      'Just outside the barrier reef the sea floor falls from 60 feet to thousands. Trolling along the North Wall produces '
      + 'wahoo (best November to March), yellowfin and blackfin tuna, mahi-mahi and the occasional blue marlin. Rods, tackle and '
      + 'bait are covered by the price; the crew cleans and bags your catch for your dinner.',
    image: '/images/activities/fishing-north-wall.svg',
    geolocation: { lat: 19.3975, lng: -81.305 },
    adventure: { urlTitle: 'deep-sea-fishing' },
    price: 15000,
    stopMinutes: FISHING_MINUTES,
    suitablePickUpIds: ALL_PICK_UPS,
  },
  {
    _id: 'act-fishing-twelve-mile-bank',
    activityId: 'KY-ACT-18',
    regionIds: [REGION.georgeTown, REGION.westBay],
    type: 'Deep sea fishing',
    name: 'Deep-Sea Fishing: 12-Mile Bank',
    subTitle: 'Offshore bank west of George Town',
    description:
      'A seamount about twelve miles west of George Town that rises from deep water and gathers bait fish, and the tuna, '
      + 'wahoo and marlin that hunt them. A longer run, best with a full-day charter and settled seas. Tackle and bait included.',
    image: '/images/activities/fishing-twelve-mile-bank.svg',
    geolocation: { lat: 19.3, lng: -81.578 },
    adventure: { urlTitle: 'deep-sea-fishing' },
    price: 15000,
    stopMinutes: FISHING_MINUTES,
    suitablePickUpIds: [...WEST_COAST, ...WEST_SOUND],
  },
  {
    _id: 'act-fishing-east-end',
    activityId: 'KY-ACT-19',
    regionIds: [REGION.eastEnd],
    type: 'Deep sea fishing',
    name: 'Deep-Sea Fishing: East End Drop-Off',
    subTitle: 'Blue water minutes from the dock',
    description:
      'At the east end the wall lies only a few hundred yards offshore, so lines are in the water within minutes of leaving '
      + 'the dock. Good for wahoo, barracuda, tuna and dolphin fish. Tackle and bait included.',
    image: '/images/activities/fishing-east-end.svg',
    geolocation: { lat: 19.3185, lng: -81.0598 },
    adventure: { urlTitle: 'deep-sea-fishing' },
    price: 15000,
    stopMinutes: FISHING_MINUTES,
    suitablePickUpIds: [...EAST_SIDE, ...NORTH_SIDE],
  },
  {
    _id: 'act-bio-bay',
    activityId: 'KY-ACT-20',
    regionIds: [REGION.northSound],
    type: 'Bio bay',
    name: 'Bioluminescent Bay',
    subTitle: 'Swim in water that glows after dark',
    description:
      'On moonless nights the shallow bay in the eastern North Sound lights up with single-celled dinoflagellates that flash '
      + 'blue-green when the water moves. Big boats cannot enter, so for the last two hours of your charter you transfer to a '
      + 'small, quiet bio-bay boat with a guide. Trips start after sunset and run for two hours in the bay. The price covers the '
      + 'bio-bay boat and guide.',
    image: '/images/activities/bio-bay.svg',
    geolocation: { lat: 19.3585, lng: -81.2718 },
    adventure: { urlTitle: 'bioluminescent-bay' },
    price: 25000,
    stopMinutes: { relaxed: 120, standard: 120 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
];

export const activitiesDiningFishingBioBay: Activity[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID }));
