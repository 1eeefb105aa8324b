// The Cayman Islands: the launch country, its contact details and its summer campaigns.
import type { Country } from '../../../domain/catalogue';

export const COUNTRY_ID = 'country-ky';

/** The summer promotion runs Aug 10 – Nov 20 (inclusive) each year. */
function summerCampaign(year: number) {
  return {
    _id: `campaign-summer-${year}`,
    countryId: COUNTRY_ID,
    name: `Summer Promotion ${year}`,
    startDate: `${year}-08-10`,
    endDate: `${year}-11-20`,
    freeHours: 1,
    minCharterHours: 3,
  };
}

export const countries: Country[] = [
  {
    _id: COUNTRY_ID,
    name: 'Cayman Islands',
    urlTitle: 'cayman-islands',
    code: 'KY',
    mainIsland: 'Grand Cayman',
    timezone: 'America/Cayman',
    currency: 'USD',
    taxAndFeeBasisPoints: 1300,
    phone: '+13459497245',
    email: 'hello@caymancharters.ky',
    address: 'Harbour Place, 103 South Church Street, George Town, Grand Cayman KY1-1106, Cayman Islands',
    mapCenter: { lat: 19.295, lng: -81.381 },
    heroImage: '/images/content/hero-grand-cayman.svg',
    description:
      'Private boat charters on Grand Cayman with licensed local captains. Swim with the southern stingrays at the Stingray City sandbar, '
      + 'wade among red cushion sea stars at Starfish Point, snorkel the Kittiwake wreck off Seven Mile Beach, fish the North Wall '
      + 'and watch the water light up in the bioluminescent bay. You choose the boat, the stops and the pace; we pick you up at a '
      + 'marina, a dock or the George Town cruise terminal.',
    campaigns: [summerCampaign(2026), summerCampaign(2027)],
  },
];
