// Guest reviews, most of them tied to a boat.
import type { Review } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

const entries: [author: string, rating: number, date: string, boatId: string | null, text: string][] = [
  ['Megan R., Ohio', 5, '2026-01-18', 'boat-reef-hopper', 'Captain Kirk had us at the sandbar before the crowds. Our kids still talk about holding a stingray. Worth every penny.'],
  ['David and Priya', 5, '2026-02-02', 'boat-cayman-pearl', 'Stingray City, lunch at Rum Point and the bio bay at night, all from one boat. The bio bay was magical: no photo does it justice.'],
  ['Tom H., Toronto', 4, '2026-02-11', 'boat-blue-runner', 'Three wahoo and a barracuda in four hours. Only four stars because the swell was big, but Captain Ronald warned us and was right.'],
  ['The Alvarez family', 5, '2026-02-27', 'boat-sandbar-cat', 'Plenty of shade and room for our three generations. Captain Shanna was patient with grandma on the ladder.'],
  ['Sarah L., cruise guest', 5, '2026-03-05', 'boat-grand-lady', 'Met at the terminal steps exactly on time and back with two hours to spare. The easiest and best day of our cruise.'],
  ['James K.', 5, '2026-03-21', 'boat-island-time', 'We stayed at the east end and had Colliers Bay to ourselves. Nurse sharks, turtles and not another boat in sight.'],
  ['Hannah and Leo', 4, '2026-04-09', 'boat-seven-mile-star', 'Lovely sail along Seven Mile Beach and a great snorkel at the Kittiwake. Slower than a powerboat, so pick two stops, not four.'],
  ['Chris P., Texas', 5, '2026-04-30', 'boat-reel-cayman', 'Full day on the 12-Mile Bank: a yellowfin, two mahi and a blue marlin we released. Crew was first class.'],
  ['Aisha M.', 5, '2026-05-16', 'boat-moonglow', 'The little bio-bay boat was so quiet. Our guide knew every star in the sky as well as the plankton.'],
  ['Robert and Jean', 5, '2026-06-02', null, 'Booking online took five minutes and the reminder email had everything we needed. We will book again next year.'],
  ['Kim T., Atlanta', 4, '2026-06-21', 'boat-reef-hopper', 'Starfish Point was lovely. The beach pick-up meant wet shorts, but they told us that in advance.'],
  ['Marcus D.', 5, '2026-07-08', 'boat-cayman-pearl', 'Celebrated our anniversary with a sunset run and dinner at Kaibo. Lorna and her crew made it perfect.'],
];

export const reviews: Review[] = entries.map(([author, rating, date, boatId, text], i) => ({
  _id: `review-${String(i + 1).padStart(2, '0')}`,
  countryId: COUNTRY_ID,
  author,
  rating,
  text,
  date,
  boatId,
}));
