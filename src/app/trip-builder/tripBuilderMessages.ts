// Texts of the trip builder written for this app; the fixed wording comes from src/domain/texts/messages.ts and
// labels.ts, the price's from state/tripMessages.ts, the booking's from booking/bookingMessages.ts.
export const TRIP_BUILDER_TEXT = {
  pageTitle: 'Build Your Trip',
  pageIntro: 'Choose where you start, what you want to see and who is coming. Your trip is kept on this device.',
  storedTripDropped: 'Your earlier trip could not be restored on this device, so we started a new one.',
  welcomeBackText: 'You have a trip in progress on this device. Pick up where you left off, or start again.',
  welcomeBackName: (name: string) => `Good to see you again, ${name}.`,
  bookThisTrip: 'Book This Trip',
  viewSummary: 'Trip Summary',
  callToBook: 'Call us to book this trip',
  callUsLabel: 'Call Us',
  gotIt: 'Got it',
  noRegionYet: 'Choose a region first.',
  noBoatsMatch: 'No boat matches these filters.',
  sameAsPickUp: 'Same as pick-up',
  details: 'Details',
  viewMap: 'View map',
  clearDates: 'Clear dates',
  pickDates: 'Pick your dates',
  from: (price: string) => `From ${price}`,
  itineraryPickUpQuestion: (itineraryPickUp: string, chosen: string) =>
    `This itinerary starts from ${itineraryPickUp}; its stops can't all be reached from your meeting point, ${chosen}. Switch meeting point?`,
  keepPickUp: (name: string) => `Keep ${name}`,
  switchPickUp: (name: string) => `Switch to ${name}`,
  buildWithBoat: 'Build a trip with this boat',
  buildATrip: 'Build a trip',
} as const;

export const SECTION_TITLES = {
  regionSection: 'Where do you want to go?',
  pickULSection: 'Pick-up point',
  itinerary: 'Suggested itineraries',
  activity: 'Activities',
  arrivalSection: 'Dates and guests',
  boatSection: 'Choose your boat',
  dropOff: 'Drop-off point',
} as const;
