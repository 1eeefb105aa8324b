// Adventure pages for the North Sound: the sandbar, the sea stars, the reef, lunch spots and the bio bay.
import type { Adventure } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

export const northSoundAdventures: Adventure[] = [
  {
    _id: 'adv-stingray-city', countryId: COUNTRY_ID, urlTitle: 'stingray-city', headerTitle: 'Stingray City Sandbar',
    summary: 'Stand in waist-deep turquoise water while dozens of wild southern stingrays glide around you: Grand Cayman’s signature experience.',
    image: '/images/activities/stingray-city.svg',
    gallery: ['/images/activities/stingray-city.svg', '/images/content/stingray-close-up.svg', '/images/activities/coral-gardens.svg'],
    sections: [
      {
        heading: 'How it began',
        paragraphs: [
          'For generations Caymanian fishermen cleaned their catch in the calm water behind the North Sound barrier reef before heading home. '
          + 'Southern stingrays learned that boats meant an easy meal, and by the 1980s divers noticed dozens of rays waiting at the sandbar.',
          'Today the sandbar and the deeper Stingray City dive site are a protected Wildlife Interaction Zone. The rays are wild: they come and go '
          + 'as they please, and they keep coming because they are treated gently.',
        ],
      },
      {
        heading: 'What to expect',
        paragraphs: [
          'The water over the sandbar is between one and four feet deep, so non-swimmers and children can stand comfortably. Your captain brings '
          + 'squid, shows you how to feed a ray with a flat hand, and helps you hold one just under the surface for a photo.',
          'Mornings are quieter than midday, when the cruise-ship excursions arrive. A private charter lets you pick your time and stay as long as you like.',
        ],
      },
      {
        heading: 'Ray etiquette',
        paragraphs: [
          'Shuffle your feet on the sand so that you never step on a resting ray. Never lift a ray out of the water, grab its tail or chase it. '
          + 'Wear reef-safe sunscreen, and leave the shells and the sea grass where you found them.',
        ],
      },
    ],
    activityIds: ['act-stingray-city', 'act-coral-gardens'],
    coordinates: { lat: 19.3757, lng: -81.3048 },
    popular: true,
  },
  {
    _id: 'adv-starfish-point', countryId: COUNTRY_ID, urlTitle: 'starfish-point', headerTitle: 'Starfish Point',
    summary: 'A quiet beach at the tip of Cayman Kai where red cushion sea stars rest in knee-deep water.',
    image: '/images/activities/starfish-point.svg',
    gallery: ['/images/activities/starfish-point.svg', '/images/content/starfish-close-up.svg', '/images/activities/cayman-kai-beach.svg'],
    sections: [
      {
        heading: 'The sea stars',
        paragraphs: [
          'Red cushion sea stars, Oreaster reticulatus, are the largest sea stars in the Caribbean. At Starfish Point they gather on the sandy bottom '
          + 'in calm, shallow water where they graze on algae and small organisms living on the sand.',
          'They breathe through their skin. Lifting one out of the water for even a minute can harm it, so look, photograph and leave them in the sea.',
        ],
      },
      {
        heading: 'Getting there by boat',
        paragraphs: [
          'By boat Starfish Point is ten minutes from Kaibo and Rum Point and about twenty-five from the marinas behind Seven Mile Beach. '
          + 'The boat anchors on the sand a few yards offshore and you wade in.',
        ],
      },
    ],
    activityIds: ['act-starfish-point', 'act-cayman-kai-beach'],
    coordinates: { lat: 19.3562, lng: -81.2812 },
    popular: true,
  },
  {
    _id: 'adv-coral-gardens', countryId: COUNTRY_ID, urlTitle: 'coral-gardens-barrier-reef', headerTitle: 'Coral Gardens & the Barrier Reef',
    summary: 'Easy snorkelling on shallow coral heads inside the North Sound reef, and the reef crest itself for stronger swimmers.',
    image: '/images/activities/coral-gardens.svg',
    gallery: ['/images/activities/coral-gardens.svg', '/images/activities/barrier-reef.svg'],
    sections: [
      {
        heading: 'Two reefs, two levels',
        paragraphs: [
          'Coral Gardens is a field of coral heads in six to twelve feet of water, sheltered by the barrier reef. It suits beginners and children. '
          + 'Closer to the reef crest the coral is taller and the fish bigger: elkhorn stands, schools of snapper and, now and then, a reef shark passing by.',
          'The captain reads the swell before choosing a spot. On windy days the inner sites stay calm while the crest is left for another day.',
        ],
      },
      {
        heading: 'Protecting the reef',
        paragraphs: [
          'Both sites lie inside a Marine Park. Boats anchor on sand or use moorings, fishing is not allowed, and snorkellers should not stand on or touch the coral.',
        ],
      },
    ],
    activityIds: ['act-coral-gardens', 'act-barrier-reef'],
    coordinates: { lat: 19.3801, lng: -81.3128 },
    popular: false,
  },
  {
    _id: 'adv-rum-point-kaibo', countryId: COUNTRY_ID, urlTitle: 'rum-point-and-kaibo', headerTitle: 'Rum Point & Kaibo',
    summary: 'Lunch with your toes in the sand on the north coast, where Cayman’s weekend crowd goes to relax.',
    image: '/images/activities/dining-rum-point.svg',
    gallery: ['/images/activities/dining-rum-point.svg', '/images/activities/dining-kaibo.svg'],
    sections: [
      {
        heading: 'Rum Point',
        paragraphs: [
          'Rum Point Club is a beach bar and grill under tall casuarina trees with hammocks strung between them. It is where the frozen mudslide was '
          + 'first blended, and the water off the beach stays shallow for a long way out, which makes it a favourite with families.',
        ],
      },
      {
        heading: 'Kaibo',
        paragraphs: [
          'A few minutes south along the shore, Kaibo has a relaxed beach bar at the foot of its dock and a restaurant upstairs. It is the closest lunch stop to Starfish Point.',
          'Charter prices cover the stop only: you pay the restaurant for your food and drinks.',
        ],
      },
    ],
    activityIds: ['act-dining-rum-point', 'act-dining-kaibo'],
    coordinates: { lat: 19.373, lng: -81.2724 },
    popular: true,
  },
  {
    _id: 'adv-bio-bay', countryId: COUNTRY_ID, urlTitle: 'bioluminescent-bay', headerTitle: 'The Bioluminescent Bay',
    summary: 'After dark, every stroke through the water lights up blue-green in one of the Caribbean’s few bioluminescent bays.',
    image: '/images/activities/bio-bay.svg',
    gallery: ['/images/activities/bio-bay.svg', '/images/content/bio-bay-paddle.svg'],
    sections: [
      {
        heading: 'Why the water glows',
        paragraphs: [
          'The bay is home to dense populations of dinoflagellates, single-celled plankton that give off a flash of light when the water around them moves. '
          + 'Mangroves around the shallow bay feed them and keep the water still enough for them to thrive.',
          'The glow is strongest on dark, moonless nights. Around the full moon it is fainter; your captain can suggest the best dates.',
        ],
      },
      {
        heading: 'How the trip works',
        paragraphs: [
          'Larger boats cannot enter the bay, so bio-bay trips use two boats: your charter boat for the evening and, for the final two hours, one of our small, '
          + 'quiet bio-bay boats with a guide. Trips start after sunset. Bring a dry layer, as evenings on the water can feel cool.',
          'Please do not wear sunscreen or insect repellent in the water: both harm the plankton.',
        ],
      },
    ],
    activityIds: ['act-bio-bay'],
    coordinates: { lat: 19.3585, lng: -81.2718 },
    popular: true,
  },
];
