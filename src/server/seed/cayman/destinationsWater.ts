// Guide pages for Boating, Lodging and Eat & Drink.
import type { Destination } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

export const waterDestinations: Destination[] = [
  {
    _id: 'dest-boat-safety', countryId: COUNTRY_ID, urlTitle: 'boat-safety', type: 'boating', title: 'Boat Safety Guide',
    summary: 'What your captain does to keep you safe, and what we ask of every guest on board.',
    image: '/images/content/boat-safety.svg',
    sections: [
      {
        heading: 'Before you leave the dock',
        paragraphs: [
          'Every boat carries life jackets for every guest, including children’s sizes, a first-aid kit, a VHF radio and a fire extinguisher. '
          + 'Your captain gives a short safety briefing before departure: please listen, and tell the captain about any medical condition or weak swimmers in your group.',
          'Children under 12 wear a life jacket while the boat is moving. Anyone may wear one at any time: just ask.',
        ],
      },
      {
        heading: 'In the water',
        paragraphs: [
          'Swim only when the captain says the engine is off and the ladder is down. Stay within sight of the boat and swim with a buddy. '
          + 'Snorkel vests are provided: wear one if you are not a strong swimmer. Raise a hand if you need help; the crew watches the water the whole time.',
        ],
      },
      {
        heading: 'Sun, sea and weather',
        paragraphs: [
          'The Caribbean sun is strong even on cloudy days. Drink water, use reef-safe sunscreen and cover up. If you are prone to seasickness, take a remedy before you board.',
          'The captain has the final word on safety. If weather or sea conditions make a stop unsafe, the captain will choose another or end the trip; see our cancellation policy for what happens then.',
        ],
      },
    ],
  },
  {
    _id: 'dest-marine-parks', countryId: COUNTRY_ID, urlTitle: 'marine-parks-and-rules', type: 'boating', title: 'Marine Parks and the Rules of the Water',
    summary: 'Why Cayman’s reefs are still healthy, and how every visitor helps keep them that way.',
    image: '/images/content/marine-parks.svg',
    sections: [
      {
        paragraphs: [
          'Much of the water around Grand Cayman is protected as Marine Park, Environmental Zone or Replenishment Zone under the National Conservation Law. '
          + 'In Marine Parks, taking any marine life is forbidden and boats use moorings or anchor on sand; the Stingray City sandbar is a Wildlife Interaction Zone with its own rules.',
          'Do not touch or stand on coral, do not take shells, sea stars or conch from the water, and never feed fish other than the stingrays at the sandbar. '
          + 'Lionfish are the exception: they are invasive, and licensed cullers remove them.',
        ],
      },
    ],
  },
  {
    _id: 'dest-where-to-stay', countryId: COUNTRY_ID, urlTitle: 'where-to-stay', type: 'lodging', title: 'Where to Stay on Seven Mile Beach',
    summary: 'Resorts, condos and guesthouses on and near the island’s most famous beach.',
    image: '/images/content/seven-mile-stays.svg',
    sections: [
      {
        paragraphs: [
          'Most visitors stay along Seven Mile Beach, between the large resorts at its centre and the quieter condominiums at the north end near Cemetery Beach. '
          + 'Everything is close to Camana Bay’s shops and restaurants, and to the marinas on the North Sound side where most charters start.',
          'Condos with kitchens suit families and longer stays; the north end is calmer and closer to the Kittiwake and West Bay.',
        ],
      },
    ],
  },
  {
    _id: 'dest-east-and-north-stays', countryId: COUNTRY_ID, urlTitle: 'east-end-and-north-side-stays', type: 'lodging', title: 'Quiet Stays: East End and North Side',
    summary: 'Dive resorts, villas on the sound and beach cottages away from the crowds.',
    image: '/images/content/quiet-stays.svg',
    sections: [
      {
        paragraphs: [
          'East End and North Side are an hour’s drive from George Town and feel like another island: small resorts such as those at Colliers Bay, '
          + 'villas at Cayman Kai and Rum Point, and cottages on empty beaches. Charters pick up from the docks at Morritt’s, Kaibo and Rum Point, close to the best east-end reefs and Starfish Point.',
        ],
      },
    ],
  },
  {
    _id: 'dest-waterfront-dining', countryId: COUNTRY_ID, urlTitle: 'waterfront-dining', type: 'eat-drink', title: 'Waterfront Dining You Can Reach by Boat',
    summary: 'Rum Point, Kaibo and Calypso Grill: restaurants with a dock where your boat can tie up.',
    image: '/images/activities/dining-kaibo.svg',
    sections: [
      {
        paragraphs: [
          'Three favourites have docks for visiting boats: Rum Point Club on the north coast, Kaibo near Cayman Kai and Calypso Grill on Morgan’s Harbour in West Bay. '
          + 'A dining stop on your charter includes the stop only; you order and pay at the restaurant. For groups, booking a table ahead is wise, especially at weekends.',
        ],
      },
    ],
  },
  {
    _id: 'dest-local-flavours', countryId: COUNTRY_ID, urlTitle: 'local-flavours', type: 'eat-drink', title: 'Local Flavours',
    summary: 'Conch, fish tea, turtle stew, heavy cake and a famous mudslide: what to eat on Grand Cayman.',
    image: '/images/content/local-flavours.svg',
    sections: [
      {
        paragraphs: [
          'Try conch fritters or conch stew, Cayman-style fish (snapper stewed with peppers and onion), fish tea on a Friday, and heavy cake, a dense cassava and coconut dessert. '
          + 'Fish fries in Bodden Town and East End are the place to meet locals. To drink: local rum from Cayman Spirits Co. and the mudslide, invented at Rum Point.',
        ],
      },
    ],
  },
];
