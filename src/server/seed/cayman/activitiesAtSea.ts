// Snorkel, wildlife and beach stops (category 'Activity').
import type { Activity } from '../../../domain/catalogue';
import { EAST_SIDE, EXCEPT_EAST, NORTH_SIDE, NORTH_SOUND_ONLY, WEST_COAST, WEST_SOUND } from './activityPickUps';
import { COUNTRY_ID } from './country';
import { REGION } from './regions';

type Draft = Omit<Activity, 'countryId' | 'type'>;

const drafts: Draft[] = [
  {
    _id: 'act-stingray-city',
    activityId: 'KY-ACT-01',
    regionIds: [REGION.northSound, REGION.westBay, REGION.georgeTown],
    name: 'Stingray City Sandbar',
    subTitle: 'Stand waist-deep among wild southern stingrays',
    description:
      'A shallow sandbar near the main channel of the North Sound where wild southern stingrays have gathered for decades. '
      + 'You stand in one to four feet of clear water while the rays glide around your legs; your captain shows you how to feed them '
      + 'squid and how to hold one safely. The sandbar is a Wildlife Interaction Zone: do not lift rays out of the water, and '
      + 'shuffle your feet on the sand.',
    image: '/images/activities/stingray-city.svg',
    geolocation: { lat: 19.3757, lng: -81.3048 },
    adventure: { urlTitle: 'stingray-city' },
    price: 0,
    stopMinutes: { relaxed: 60, standard: 40 },
    suitablePickUpIds: EXCEPT_EAST,
  },
  {
    _id: 'act-starfish-point',
    activityId: 'KY-ACT-02',
    regionIds: [REGION.northSound],
    name: 'Starfish Point',
    subTitle: 'Red cushion sea stars in knee-deep water',
    description:
      'A quiet beach at the western tip of the Cayman Kai peninsula where dozens of red cushion sea stars rest on the sandy '
      + 'bottom in calm, knee-deep water. Look closely, photograph them underwater, and leave them in the water: sea stars '
      + 'suffocate when lifted into the air.',
    image: '/images/activities/starfish-point.svg',
    geolocation: { lat: 19.3562, lng: -81.2812 },
    adventure: { urlTitle: 'starfish-point' },
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
  {
    _id: 'act-coral-gardens',
    activityId: 'KY-ACT-03',
    regionIds: [REGION.northSound, REGION.westBay],
    name: 'Coral Gardens',
    subTitle: 'Easy snorkel on shallow coral heads inside the reef',
    description:
      'Coral heads in six to twelve feet of water just inside the North Sound barrier reef, a few minutes from the sandbar. '
      + 'Expect sergeant majors, parrotfish, blue tangs and the odd stingray or turtle. The water is usually calm, which '
      + 'makes it a good first snorkel for children and beginners.',
    image: '/images/activities/coral-gardens.svg',
    geolocation: { lat: 19.3801, lng: -81.3128 },
    adventure: { urlTitle: 'coral-gardens-barrier-reef' },
    price: 0,
    stopMinutes: { relaxed: 50, standard: 35 },
    suitablePickUpIds: EXCEPT_EAST,
  },
  {
    _id: 'act-barrier-reef',
    activityId: 'KY-ACT-04',
    regionIds: [REGION.northSound],
    name: 'North Sound Barrier Reef Snorkel',
    subTitle: 'Elkhorn coral and schooling fish on the reef crest',
    description:
      'The reef that shelters the North Sound, snorkelled from its calm inner side. Elkhorn and brain coral rise to within a '
      + 'few feet of the surface, with schools of snapper and grunts in the channels between them. Your captain picks the '
      + 'spot for the day’s swell; this stop is for confident swimmers.',
    image: '/images/activities/barrier-reef.svg',
    geolocation: { lat: 19.3868, lng: -81.3402 },
    adventure: { urlTitle: 'coral-gardens-barrier-reef' },
    price: 0,
    stopMinutes: { relaxed: 50, standard: 35 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
  {
    _id: 'act-cayman-kai-beach',
    activityId: 'KY-ACT-05',
    regionIds: [REGION.northSound],
    name: 'Cayman Kai Beach Stop',
    subTitle: 'Anchor off a quiet north-coast beach',
    description:
      'The boat anchors in the shallows off Cayman Kai public beach, one of the calmest stretches of sand on the north coast. '
      + 'Swim ashore, walk the beach, or float behind the boat. There are no shops here: bring what you need.',
    image: '/images/activities/cayman-kai-beach.svg',
    geolocation: { lat: 19.3708, lng: -81.2657 },
    adventure: null,
    price: 0,
    stopMinutes: { relaxed: 60, standard: 40 },
    suitablePickUpIds: NORTH_SOUND_ONLY,
  },
  {
    _id: 'act-kittiwake',
    activityId: 'KY-ACT-06',
    regionIds: [REGION.westBay, REGION.georgeTown],
    name: 'USS Kittiwake Wreck',
    subTitle: 'Snorkel over a 251-foot navy ship',
    description:
      'The former US Navy submarine rescue ship Kittiwake was sunk in 2011 as an artificial reef off the north end of Seven Mile '
      + 'Beach. Her top deck lies about 15 feet down, so snorkellers can look into the bridge and the smokestack from the surface. '
      + 'The price covers the Kittiwake site fee for your group, paid to the wreck’s trust.',
    image: '/images/activities/kittiwake.svg',
    geolocation: { lat: 19.3626, lng: -81.4013 },
    adventure: { urlTitle: 'kittiwake-wreck' },
    price: 5000,
    stopMinutes: { relaxed: 50, standard: 35 },
    suitablePickUpIds: EXCEPT_EAST,
  },
  {
    _id: 'act-cemetery-reef',
    activityId: 'KY-ACT-07',
    regionIds: [REGION.westBay],
    name: 'Cemetery Reef',
    subTitle: 'Healthy shallow reef at the north end of Seven Mile Beach',
    description:
      'A finger of reef a short swim from Cemetery Beach, with healthy brain and star coral, turtles most days and large '
      + 'schools of blue tang. From the boat you snorkel the outer part that beach swimmers rarely reach.',
    image: '/images/activities/cemetery-reef.svg',
    geolocation: { lat: 19.3664, lng: -81.4008 },
    adventure: { urlTitle: 'seven-mile-beach-snorkel' },
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: EXCEPT_EAST,
  },
  {
    _id: 'act-seven-mile-reef',
    activityId: 'KY-ACT-08',
    regionIds: [REGION.westBay, REGION.georgeTown],
    name: 'Seven Mile Beach Reef Snorkel',
    subTitle: 'Patch reefs off Governor’s Beach',
    description:
      'Patch reefs in 10 to 20 feet of water off Governor’s Beach, in the middle of Seven Mile Beach. Good for turtles, '
      + 'spotted eagle rays passing along the sand and parrotfish grazing the coral. Calm on most days outside winter swells.',
    image: '/images/activities/seven-mile-reef.svg',
    geolocation: { lat: 19.3387, lng: -81.3865 },
    adventure: { urlTitle: 'seven-mile-beach-snorkel' },
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: EXCEPT_EAST,
  },
  {
    _id: 'act-turtle-reef',
    activityId: 'KY-ACT-09',
    regionIds: [REGION.westBay],
    name: 'Turtle Reef, Northwest Point',
    subTitle: 'Green turtles on the West Bay reef',
    description:
      'The reef off Northwest Point, in front of the Cayman Turtle Centre. Green turtles feed on the sea grass here, and the '
      + 'reef drops from 15 to 60 feet along a sandy chute. Best on calm mornings.',
    image: '/images/activities/turtle-reef.svg',
    geolocation: { lat: 19.3797, lng: -81.4203 },
    adventure: null,
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: [...WEST_COAST, ...WEST_SOUND],
  },
  {
    _id: 'act-eden-rock',
    activityId: 'KY-ACT-10',
    regionIds: [REGION.georgeTown],
    name: 'Eden Rock & Devil’s Grotto',
    subTitle: 'Coral caves and tarpon just south of the harbour',
    description:
      'Two famous shallow sites just south of George Town harbour: coral pinnacles cut by tunnels and grottos where silvery '
      + 'tarpon hang in the shade. Snorkellers see the tops of the formations; the captain anchors on the sand to protect the coral. '
      + 'On cruise-ship days the harbour is busy, so this stop is early or late.',
    image: '/images/activities/eden-rock.svg',
    geolocation: { lat: 19.2905, lng: -81.3905 },
    adventure: { urlTitle: 'eden-rock' },
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: [...WEST_COAST, ...WEST_SOUND],
  },
  {
    _id: 'act-ten-sail-reef',
    activityId: 'KY-ACT-11',
    regionIds: [REGION.eastEnd],
    name: 'Wreck of the Ten Sail Reef, Gun Bay',
    subTitle: 'History and wild reef at the island’s east end',
    description:
      'In 1794 ten merchant ships of a British convoy ran onto the reef at Gun Bay; East Enders rowed out to save the crews. '
      + 'Today the reef holds scattered anchors and cannon among healthy coral. Conditions depend on the trade winds; the '
      + 'captain decides on the day whether it is safe to snorkel.',
    image: '/images/activities/ten-sail-reef.svg',
    geolocation: { lat: 19.2991, lng: -81.0935 },
    adventure: { urlTitle: 'east-end-reefs' },
    price: 0,
    stopMinutes: { relaxed: 50, standard: 35 },
    suitablePickUpIds: EAST_SIDE,
  },
  {
    _id: 'act-colliers-reef',
    activityId: 'KY-ACT-12',
    regionIds: [REGION.eastEnd],
    name: 'Colliers Bay Reef Snorkel',
    subTitle: 'Calm lagoon snorkel inside the east-end reef',
    description:
      'The lagoon off Colliers Bay is protected by a reef crest a few hundred yards out. Inside it the water is clear and '
      + 'shallow, with sea fans, conch and nurse sharks resting under ledges.',
    image: '/images/activities/colliers-reef.svg',
    geolocation: { lat: 19.3362, lng: -81.0815 },
    adventure: { urlTitle: 'east-end-reefs' },
    price: 0,
    stopMinutes: { relaxed: 50, standard: 35 },
    suitablePickUpIds: [...EAST_SIDE, ...NORTH_SIDE],
  },
  {
    _id: 'act-spotts-reef',
    activityId: 'KY-ACT-13',
    regionIds: [REGION.eastEnd, REGION.georgeTown],
    name: 'Spotts Reef Turtle Snorkel',
    subTitle: 'Sea turtles off the south coast',
    description:
      'Off Spotts public beach on the south coast, green and hawksbill turtles graze the sea grass inside the reef almost every '
      + 'day. A relaxed snorkel in 6 to 15 feet of water.',
    image: '/images/activities/spotts-reef.svg',
    geolocation: { lat: 19.2712, lng: -81.3142 },
    adventure: null,
    price: 0,
    stopMinutes: { relaxed: 45, standard: 30 },
    suitablePickUpIds: [...EAST_SIDE, ...WEST_COAST],
  },
];

export const activitiesAtSea: Activity[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID, type: 'Activity' }));
