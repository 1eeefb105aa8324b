// Home-page posts, 'See also' banner links and featured Google reviews.
import type { Post } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

type Draft = Omit<Post, 'countryId'>;
const C = '/cayman-islands';

const drafts: Draft[] = [
  { _id: 'banner-cruise-guide', kind: 'BANNER', title: 'Cruise Ship Port Guide', text: 'Where your captain meets you and how to be back on board in time.',
    image: '/images/places/pul-royal-watler.svg', link: `${C}/destination/cruise-ship-port`, bgrColor: '#0E7490', hoverBgrColor: '#155E75' },
  { _id: 'banner-boat-safety', kind: 'BANNER', title: 'Boat Safety Guide', text: 'What we do to keep you safe, and what we ask of every guest.',
    image: '/images/content/boat-safety.svg', link: `${C}/destination/boat-safety`, bgrColor: '#0F766E', hoverBgrColor: '#115E59' },
  { _id: 'banner-faq', kind: 'BANNER', title: 'Frequently Asked Questions', text: 'Weather, payments, cruise days and more.',
    image: '/images/content/faq.svg', link: `${C}/faq`, bgrColor: '#1D4ED8', hoverBgrColor: '#1E40AF' },
  { _id: 'banner-cancellation', kind: 'BANNER', title: 'Cancellation Policy', text: 'Full refund up to 72 hours before, and always for weather.',
    image: '/images/content/policy.svg', link: `${C}/policies/cancellation-policy`, bgrColor: '#B45309', hoverBgrColor: '#92400E' },
  { _id: 'post-stingray-city', kind: 'POST', title: 'Meet the Rays', text: 'The Stingray City sandbar is a short, calm run from every North Sound marina.',
    image: '/images/activities/stingray-city.svg', link: `${C}/adventures/stingray-city`, bgrColor: '#0369A1', hoverBgrColor: '#075985' },
  { _id: 'post-bio-bay', kind: 'POST', title: 'A Night in the Bio Bay', text: 'Finish your charter after dark in water that glows with every stroke.',
    image: '/images/activities/bio-bay.svg', link: `${C}/adventures/bioluminescent-bay`, bgrColor: '#312E81', hoverBgrColor: '#1E1B4B' },
  { _id: 'post-summer', kind: 'POST', title: 'Summer Promotion', text: 'One hour free on trips of three hours or more between Aug 10 and Nov 20.',
    image: '/images/content/summer-promotion.svg', link: `${C}/trip-builder`, bgrColor: '#EA580C', hoverBgrColor: '#C2410C' },
  { _id: 'greview-01', kind: 'GOOGLE_REVIEW', title: 'Jennifer W.', text: 'Five stars. The captain found us a quiet spot at the sandbar and took brilliant photos.',
    image: '/images/content/review-avatar.svg', link: 'https://www.google.com/maps?q=19.3236,-81.3692', bgrColor: '#FFFFFF', hoverBgrColor: '#F1F5F9' },
  { _id: 'greview-02', kind: 'GOOGLE_REVIEW', title: 'Marco B.', text: 'Booked from the ship the night before; they were at the terminal steps on time. Highly recommended.',
    image: '/images/content/review-avatar.svg', link: 'https://www.google.com/maps?q=19.3236,-81.3692', bgrColor: '#FFFFFF', hoverBgrColor: '#F1F5F9' },
];

export const posts: Post[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID }));
