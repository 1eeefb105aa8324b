// Hints shown in the trip builder, one set per region.
import type { Tutorial } from '../../../domain/catalogue';
import { REGION } from './regions';

const BOAT_HINT = 'Every boat of the region is listed; a boat that cannot take your trip (too many guests, another pick-up, a stop it does not serve) stays greyed out with the reason. Open a boat to see its rates, what is on board and its gallery.';

export const tutorials: Tutorial[] = [
  {
    _id: 'tutorial-west-bay', regionId: REGION.westBay,
    pickUpLocationTutorial: 'Pick the marina closest to where you are staying. Morgan’s Harbour and Safehaven are minutes from Seven Mile Beach; the beach pick-up is fun but means wading in.',
    itinerary: 'Start from a suggested trip, then add or remove stops. Short trips fit the Kittiwake and a reef; a half day reaches Stingray City.',
    activity: 'Stops on the west side are weather-dependent in winter. Stops greyed out cannot be reached from your pick-up.',
    boat: BOAT_HINT,
  },
  {
    _id: 'tutorial-george-town', regionId: REGION.georgeTown,
    pickUpLocationTutorial: 'Coming off a cruise ship? Pick the terminal your tender lands at. Staying on the island? Camana Bay or Barcadere Marina are easiest.',
    itinerary: 'Cruise guests: keep the trip short enough to be back 1.5 hours before your last tender.',
    activity: 'Eden Rock and the Seven Mile Beach reefs are closest to the cruise port; Stingray City needs about 45 minutes each way from George Town.',
    boat: BOAT_HINT,
  },
  {
    _id: 'tutorial-north-sound', regionId: REGION.northSound,
    pickUpLocationTutorial: 'Kaibo and Rum Point are closest to Starfish Point and the bio bay; the west-shore marinas are closest to Stingray City.',
    itinerary: 'A full day can end in the bioluminescent bay after sunset.',
    activity: 'Choosing the Bio bay adds a small bio-bay boat for the last two hours of your trip.',
    boat: 'Bio-bay trips need a boat that works with one of our bio-bay boats; deep-sea fishing needs a sport-fishing boat. Boats that cannot take your trip stay greyed out with the reason.',
  },
  {
    _id: 'tutorial-east-end', regionId: REGION.eastEnd,
    pickUpLocationTutorial: 'Morritt’s is on the north-east coast at Colliers; Bodden Town is on the south coast.',
    itinerary: 'No plan yet? Pick the full-day trip and tell your captain what you like: the east end is made for exploring.',
    activity: 'East End reefs depend on the trade winds: your captain picks the calmest side on the day.',
    boat: BOAT_HINT,
  },
];
