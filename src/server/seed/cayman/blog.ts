// Blog posts about planning a day on the water.
import type { BlogPost } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

type Draft = Omit<BlogPost, 'countryId'>;

const drafts: Draft[] = [
  {
    _id: 'blog-best-time-stingray-city', urlTitle: 'best-time-to-visit-stingray-city', title: 'The Best Time of Day to Visit Stingray City',
    excerpt: 'Why an early start, or a late afternoon, gives you the sandbar almost to yourself.', image: '/images/activities/stingray-city.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-01-12',
    sections: [
      { paragraphs: [
        'Between about 10:30 and 14:00 on cruise-ship days, the big excursion boats arrive at the sandbar. Before 9:30 or after 15:00 you often share it with only a handful of boats.',
        'The rays are there all day. In the morning the water is usually glassy; in the late afternoon the light is warm and golden for photos.',
      ] },
    ],
  },
  {
    _id: 'blog-cruise-day-plan', urlTitle: 'cruise-day-on-a-private-boat', title: 'A Cruise Day on a Private Boat: How to Plan It',
    excerpt: 'Tender times, ship time versus Cayman time, and the 1.5-hour buffer that keeps you stress-free.', image: '/images/places/pul-royal-watler.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-02-03',
    sections: [
      { paragraphs: [
        'Check your ship’s arrival and all-aboard times in Cayman time (UTC−5). Book a start time at least an hour after the first public tenders, and end at least 1.5 hours before the last tender.',
        'A short or half-day trip from the George Town terminals fits most port days: Eden Rock, the Seven Mile Beach reefs and the Kittiwake are close; Stingray City is reachable on a half day.',
      ] },
    ],
  },
  {
    _id: 'blog-what-to-pack', urlTitle: 'what-to-pack-for-a-boat-day', title: 'What to Pack for a Day on the Boat',
    excerpt: 'A short list that covers sun, water and the restaurant stop.', image: '/images/content/packing.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-02-20',
    sections: [
      { paragraphs: [
        'Reef-safe sunscreen, a hat and polarised sunglasses, a swimsuit with a dry layer for the ride home, a towel if you prefer your own, and a card or cash for lunch.',
        'Snorkel gear, life jackets, water and ice are on board. Leave glass bottles and black-soled shoes at home.',
      ] },
    ],
  },
  {
    _id: 'blog-bio-bay-moon', urlTitle: 'bio-bay-and-the-moon', title: 'Bio Bay and the Moon: Picking the Right Night',
    excerpt: 'Why the glow is brightest on dark nights and how to plan around the full moon.', image: '/images/activities/bio-bay.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-03-08',
    sections: [
      { paragraphs: [
        'The plankton glow the same every night, but moonlight washes the glow out. The week around the new moon is best; around the full moon, go after moonrise is late or before it rises.',
        'Cloudy nights are fine, even good. Rain does not stop a trip, but lightning does.',
      ] },
    ],
  },
  {
    _id: 'blog-kids-on-board', urlTitle: 'boating-with-kids', title: 'Boating with Kids on Grand Cayman',
    excerpt: 'Shallow water, short runs and snacks: how to plan a charter children love.', image: '/images/activities/starfish-point.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-03-29',
    sections: [
      { paragraphs: [
        'The North Sound is ideal for children: the sandbar and Starfish Point are shallow and calm, and no run between stops takes more than twenty minutes.',
        'Choose the relaxed pace, pack snacks, and tell us children’s ages when you book so that the right life jackets are on board.',
      ] },
    ],
  },
  {
    _id: 'blog-summer-promotion', urlTitle: 'summer-on-the-water', title: 'Summer on the Water: One Hour Free',
    excerpt: 'From August 10 to November 20, charters of three hours or more get an extra hour on us.', image: '/images/content/summer-promotion.svg',
    author: 'Cayman Charters Team', publishedAt: '2026-07-15',
    sections: [
      { paragraphs: [
        'Late summer and autumn bring warm water, calm seas on most days and fewer visitors. Book a trip of three hours or more for a date between August 10 and November 20 and one hour is free.',
        'This is hurricane season: if a storm threatens, we will reschedule or refund under our cancellation policy.',
      ] },
    ],
  },
];

export const blog: BlogPost[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID }));
