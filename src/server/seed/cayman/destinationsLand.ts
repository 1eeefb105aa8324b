// Guide pages for The Island, Travel Info and See & Do.
import type { Destination } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

export const landDestinations: Destination[] = [
  {
    _id: 'dest-history', countryId: COUNTRY_ID, urlTitle: 'history', type: 'the-island', title: 'A Short History of the Cayman Islands',
    summary: 'From turtle hunters and shipwrecks to a world financial centre: how three small islands found their way.',
    image: '/images/content/history.svg',
    sections: [
      {
        heading: 'Turtles and sailors',
        paragraphs: [
          'Christopher Columbus sighted Cayman Brac and Little Cayman in 1503 and named them Las Tortugas for the sea turtles all around them. '
          + 'For two centuries ships called to take turtles for food; permanent settlement on Grand Cayman began in the 1730s, after the islands passed to Britain with Jamaica.',
          'Caymanians lived from the sea: turtling, fishing, shipbuilding and, later, working as seamen on merchant ships around the world. Their skill on the water is still a point of pride.',
        ],
      },
      {
        heading: 'The Wreck of the Ten Sail and Pedro St. James',
        paragraphs: [
          'In 1794 ten ships of a British convoy were wrecked on the east-end reef and islanders rowed out to rescue the crews. '
          + 'In 1831 a meeting at Pedro St. James, a stone great house near Savannah, set up the islands’ first elected assembly; the house is now a museum.',
        ],
      },
      {
        heading: 'A modern British Overseas Territory',
        paragraphs: [
          'When Jamaica became independent in 1962 the Cayman Islands chose to remain British. Tourism and financial services grew from the 1960s, and today the islands '
          + 'are among the most prosperous in the Caribbean, with a population of about 80,000 from over a hundred nationalities.',
        ],
      },
    ],
  },
  {
    _id: 'dest-districts', countryId: COUNTRY_ID, urlTitle: 'districts-of-grand-cayman', type: 'the-island', title: 'The Districts of Grand Cayman',
    summary: 'West Bay, George Town, Bodden Town, North Side and East End: five districts, each with its own character.',
    image: '/images/content/districts.svg',
    sections: [
      {
        paragraphs: [
          'West Bay, at the northwest tip, is home to the Turtle Centre, the village of Hell and the quiet north end of Seven Mile Beach. George Town is the capital and '
          + 'cruise port, with Camana Bay and most of Seven Mile Beach inside its boundary. Bodden Town, the old capital, stretches along the south coast.',
          'North Side, across the North Sound, is where you find Rum Point, Kaibo and Starfish Point. East End is the least developed district: fishing villages, '
          + 'blowholes on the ironshore and some of the best reefs on the island.',
        ],
      },
    ],
  },
  {
    _id: 'dest-cruise-ship-port', countryId: COUNTRY_ID, urlTitle: 'cruise-ship-port', type: 'travel-info', title: 'Cruise Ship Port Guide',
    summary: 'How tendering works in George Town, where your captain meets you, and how to be back on board in time.',
    image: '/images/places/pul-royal-watler.svg',
    sections: [
      {
        heading: 'Tendering in George Town',
        paragraphs: [
          'Grand Cayman has no cruise pier: ships anchor off George Town and carry passengers ashore by tender to the Royal Watler or the North Terminal. '
          + 'On busy days the first tenders are reserved for ship excursions, so allow time before your charter starts.',
        ],
      },
      {
        heading: 'Meeting your captain',
        paragraphs: [
          'Your captain meets you at the public landing steps beside the terminal where your tender lands, holding a sign with your name. '
          + 'If your ship changes terminal, call the number in your confirmation email and the captain will come to you.',
        ],
      },
      {
        heading: 'Ship time and Cayman time',
        paragraphs: [
          'Cayman time is UTC−5 all year, with no daylight saving. Ships sometimes keep their home port’s time, which can be an hour different. '
          + 'Every time we show is Cayman time.',
          'Plan to end your charter at least 1.5 hours before the last tender back to your ship. If sea conditions close the port, the captain will get you back to the terminal as soon as it is safe.',
        ],
      },
    ],
  },
  {
    _id: 'dest-getting-around', countryId: COUNTRY_ID, urlTitle: 'getting-here-and-around', type: 'travel-info', title: 'Getting Here and Around',
    summary: 'Flights, taxis, buses and driving on the left on Grand Cayman.',
    image: '/images/content/getting-around.svg',
    sections: [
      {
        paragraphs: [
          'Owen Roberts International Airport (GCM) in George Town has direct flights from Miami, Charlotte, Atlanta, New York, Toronto, London and elsewhere. '
          + 'Most visitors from the US and Canada need only a valid passport.',
          'Cars drive on the left. Taxis have fixed, published fares by zone; buses are cheap minibuses with a coloured roof stripe that show the route. '
          + 'The US dollar is accepted everywhere at a fixed rate of CI$1 = US$1.20.',
        ],
      },
    ],
  },
  {
    _id: 'dest-beaches', countryId: COUNTRY_ID, urlTitle: 'beaches', type: 'see-do', title: 'Beaches of Grand Cayman',
    summary: 'Seven Mile Beach, Starfish Point, Rum Point and the quiet coves the crowds miss.',
    image: '/images/content/beaches.svg',
    sections: [
      {
        paragraphs: [
          'Seven Mile Beach is public along its whole length: you may walk the sand in front of any hotel. Smith’s Barcadere, south of George Town, is a tiny cove with great snorkelling. '
          + 'On the north coast, Rum Point, Cayman Kai and Starfish Point have calm, shallow water, and the east end has long empty beaches at Colliers and Barefoot Beach.',
        ],
      },
    ],
  },
  {
    _id: 'dest-snorkel-spots', countryId: COUNTRY_ID, urlTitle: 'snorkel-spots', type: 'see-do', title: 'Best Snorkel Spots',
    summary: 'Where to snorkel from the shore and where a boat makes all the difference.',
    image: '/images/activities/coral-gardens.svg',
    sections: [
      {
        paragraphs: [
          'From the shore: Cemetery Beach, Eden Rock (entered from the dive shop), Smith’s Barcadere and Spotts Beach for turtles. '
          + 'By boat: Stingray City, Coral Gardens and the barrier reef in the North Sound, the Kittiwake wreck, and the Colliers Bay lagoon at the east end.',
        ],
      },
    ],
  },
];
