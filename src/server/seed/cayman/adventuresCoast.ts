// Adventure pages along the coast: the west-side reefs, the Kittiwake, Eden Rock, the east end and offshore fishing.
import type { Adventure } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

export const coastAdventures: Adventure[] = [
  {
    _id: 'adv-kittiwake', countryId: COUNTRY_ID, urlTitle: 'kittiwake-wreck', headerTitle: 'The USS Kittiwake Wreck',
    summary: 'A 251 ft former US Navy ship resting upright in 60 ft of water off the north end of Seven Mile Beach.',
    image: '/images/activities/kittiwake.svg',
    gallery: ['/images/activities/kittiwake.svg', '/images/content/kittiwake-deck.svg'],
    sections: [
      {
        heading: 'A ship with a second life',
        paragraphs: [
          'The Kittiwake served as a submarine rescue ship from 1945 to 1994. In January 2011 she was cleaned, opened up for divers and sunk as an artificial reef '
          + 'off the north end of Seven Mile Beach. Storm surge from a 2017 storm tilted her onto her side, and she now lies listing on the sand.',
          'Coral, sponges and schools of fish have colonised the hull, and her upper structure is close enough to the surface for snorkellers to see clearly.',
        ],
      },
      {
        heading: 'Visiting',
        paragraphs: [
          'The wreck is inside a Marine Park and is managed by a trust: every visitor pays a small site fee, included in the stop price. Boats tie up to the '
          + 'moorings, never anchor. Snorkellers stay on the surface; entering the wreck is for certified divers with a dive operator.',
        ],
      },
    ],
    activityIds: ['act-kittiwake', 'act-cemetery-reef'],
    coordinates: { lat: 19.3626, lng: -81.4013 },
    popular: true,
  },
  {
    _id: 'adv-seven-mile-beach', countryId: COUNTRY_ID, urlTitle: 'seven-mile-beach-snorkel', headerTitle: 'Seven Mile Beach by Boat',
    summary: 'Snorkel the reefs that beach-goers only see from the sand, from Cemetery Reef to the patch reefs off Governor’s Beach.',
    image: '/images/activities/seven-mile-reef.svg',
    gallery: ['/images/activities/seven-mile-reef.svg', '/images/activities/cemetery-reef.svg', '/images/activities/turtle-reef.svg'],
    sections: [
      {
        heading: 'The west side',
        paragraphs: [
          'Seven Mile Beach (in fact a little over five miles) faces west, away from the trade winds, so the sea is usually flat. A line of patch reefs runs '
          + 'parallel to the shore in ten to twenty feet of water, home to turtles, eagle rays and big schools of blue tang.',
          'From a boat you reach the outer reefs without a long swim from the beach, and you can move on when a site gets busy.',
        ],
      },
      {
        heading: 'When the west is rough',
        paragraphs: [
          'In winter, cold fronts sometimes bring north-westerly winds (a “nor’wester”) that make the west side rough for a day or two. Your captain will '
          + 'move the trip to the sheltered North Sound instead.',
        ],
      },
    ],
    activityIds: ['act-seven-mile-reef', 'act-cemetery-reef', 'act-turtle-reef'],
    coordinates: { lat: 19.3387, lng: -81.3865 },
    popular: false,
  },
  {
    _id: 'adv-eden-rock', countryId: COUNTRY_ID, urlTitle: 'eden-rock', headerTitle: 'Eden Rock & Devil’s Grotto',
    summary: 'Coral pinnacles, tunnels and tarpon right next to George Town harbour: the easiest great snorkel for cruise guests.',
    image: '/images/activities/eden-rock.svg',
    gallery: ['/images/activities/eden-rock.svg', '/images/content/tarpon-school.svg'],
    sections: [
      {
        heading: 'Next to the harbour',
        paragraphs: [
          'Just south of the cruise anchorage, two reef systems rise from a sandy bottom in 30 to 45 feet of water. Their tops are shallow enough for snorkellers, '
          + 'and their grottos shelter schools of silversides and the tarpon that hunt them.',
        ],
      },
      {
        heading: 'Timing',
        paragraphs: [
          'On cruise-ship days the harbour is busy with tenders. Boats keep clear of the tender lanes, so the captain may visit Eden Rock early in the morning or in the late afternoon.',
        ],
      },
    ],
    activityIds: ['act-eden-rock'],
    coordinates: { lat: 19.2905, lng: -81.3905 },
    popular: false,
  },
  {
    _id: 'adv-east-end-reefs', countryId: COUNTRY_ID, urlTitle: 'east-end-reefs', headerTitle: 'East End Reefs',
    summary: 'Wild, uncrowded reefs and a piece of Cayman history on the windward side of the island.',
    image: '/images/activities/ten-sail-reef.svg',
    gallery: ['/images/activities/ten-sail-reef.svg', '/images/activities/colliers-reef.svg', '/images/activities/spotts-reef.svg'],
    sections: [
      {
        heading: 'The Wreck of the Ten Sail',
        paragraphs: [
          'On 8 February 1794 the merchant ship Cordelia struck the reef off Gun Bay, and nine more ships of her convoy, including the escort HMS Convert, followed her onto it in the dark. '
          + 'People from East End rowed out through the surf and saved almost everyone on board. A memorial stands on the shore at Gun Bay.',
        ],
      },
      {
        heading: 'Snorkelling the east end',
        paragraphs: [
          'Colliers Bay has a calm lagoon behind its reef, ideal for a relaxed snorkel. The reefs off Gun Bay are wilder and depend on the trade winds. '
          + 'The east end sees far fewer boats than the west, and its coral is among the healthiest on the island.',
        ],
      },
    ],
    activityIds: ['act-ten-sail-reef', 'act-colliers-reef', 'act-spotts-reef'],
    coordinates: { lat: 19.3, lng: -81.095 },
    popular: false,
  },
  {
    _id: 'adv-deep-sea-fishing', countryId: COUNTRY_ID, urlTitle: 'deep-sea-fishing', headerTitle: 'Deep-Sea Fishing',
    summary: 'Blue water starts minutes from the reef: troll for wahoo, tuna, mahi-mahi and marlin with a local captain.',
    image: '/images/activities/fishing-north-wall.svg',
    gallery: ['/images/activities/fishing-north-wall.svg', '/images/activities/fishing-twelve-mile-bank.svg', '/images/activities/fishing-east-end.svg'],
    sections: [
      {
        heading: 'Where we fish',
        paragraphs: [
          'Grand Cayman is the top of an underwater mountain, so the sea floor drops to thousands of feet within a mile of the reef. The North Wall, '
          + 'the east end drop-off and the offshore 12-Mile Bank are the main grounds.',
          'Wahoo run best from November to March, mahi-mahi in spring, and tuna and blue marlin through the summer.',
        ],
      },
      {
        heading: 'How a fishing charter works',
        paragraphs: [
          'You choose how many hours to fish, from two to ten. Rods, reels, lures and bait are on board; the crew rigs the lines and you take the rod when a '
          + 'fish strikes. Fishing is catch-and-keep for the table within Cayman’s rules; billfish are released.',
          'Fishing is not allowed inside the Marine Parks, which is why the grounds are outside the reef.',
        ],
      },
    ],
    activityIds: ['act-fishing-north-wall', 'act-fishing-twelve-mile-bank', 'act-fishing-east-end'],
    coordinates: { lat: 19.3975, lng: -81.305 },
    popular: true,
  },
];
