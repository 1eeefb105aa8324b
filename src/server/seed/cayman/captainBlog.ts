// Notes from our captains.
import type { BlogPost } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

type Draft = Omit<BlogPost, 'countryId'>;

const drafts: Draft[] = [
  {
    _id: 'cblog-reading-the-north-sound', urlTitle: 'reading-the-north-sound', title: 'Reading the North Sound',
    excerpt: 'Captain Shanna on colours, channels and why we go slow over the sand.', image: '/images/places/region-north-sound.svg',
    author: 'Captain Shanna Rivers', publishedAt: '2026-01-25',
    sections: [
      { paragraphs: [
        'The sound is mostly six to fifteen feet deep, with sandbars that rise to a foot or two. Dark blue is deep channel, turquoise is sand, and brown patches are coral or sea grass that we steer around.',
        'When the sun is low or the sky is overcast the colours flatten out, and we slow down. An hour saved is never worth a grounded boat or a scarred reef.',
      ] },
    ],
  },
  {
    _id: 'cblog-wahoo-season', urlTitle: 'wahoo-season', title: 'Wahoo Season on the North Wall',
    excerpt: 'Captain Ronald on high-speed trolling and the best months to hook a wahoo.', image: '/images/activities/fishing-north-wall.svg',
    author: 'Captain Ronald Whittaker', publishedAt: '2026-11-02',
    sections: [
      { paragraphs: [
        'From November to March the wahoo come close to the wall. We troll fast, up to fourteen knots, with heavy lures along the drop-off, usually in 200 to 600 feet of water.',
        'When a wahoo strikes, the reel screams. Keep the rod tip up, keep winding, and let the drag do its work.',
      ] },
    ],
  },
  {
    _id: 'cblog-stingray-manners', urlTitle: 'stingray-manners', title: 'Stingray Manners from Someone Who Knows Them',
    excerpt: 'Captain Kirk has visited the sandbar thousands of times. Here is what he tells every guest.', image: '/images/content/stingray-close-up.svg',
    author: 'Captain Kirk Connolly', publishedAt: '2026-04-14',
    sections: [
      { paragraphs: [
        'The rays are not pets. They are wild animals who have learned that people are safe. Keep it that way: move slowly, keep your hands flat and below the surface, and never pull on a tail.',
        'The big females are the friendliest. The smaller males are shy: let them be.',
      ] },
    ],
  },
];

export const captainBlog: BlogPost[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID }));
