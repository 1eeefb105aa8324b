// The five legal pages. Plain language, consistent with the FAQ and the booking flow.
import type { ContentSection, Policy, PolicySlug } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

const COMPANY = 'Cayman Charters Ltd., Harbour Place, 103 South Church Street, George Town, Grand Cayman KY1-1106';

const policy = (slug: PolicySlug, title: string, sections: ContentSection[]): Policy => ({
  _id: `policy-${slug}`, countryId: COUNTRY_ID, slug, title, updatedAt: '2026-01-05', sections,
});

export const policies: Policy[] = [
  policy('term-of-service', 'Terms of Service', [
    { heading: 'Who we are', paragraphs: [
      `This website is operated by ${COMPANY} (“we”, “us”). We arrange private boat charters operated by licensed captains and vessel owners in the Cayman Islands. By booking you agree to these terms.`,
    ] },
    { heading: 'Bookings', paragraphs: [
      'A booking is confirmed when payment succeeds and we send a confirmation email with a booking reference. A time slot is held for a limited time while you complete checkout; if the hold expires, the slot may be taken by another guest.',
      'Prices are in US dollars and include the charter, the listed inclusions and any priced stops, plus taxes and fees shown before payment. Travel times are estimates based on the boat’s average cruising speed; the captain settles the order of stops on the day.',
    ] },
    { heading: 'On board', paragraphs: [
      'The captain is responsible for the safety of the vessel and everyone on board and may change the route, shorten a stop or end a trip for safety, weather or the conduct of a guest. Guests must follow the captain’s instructions and the Marine Park rules.',
      'The number of guests may not exceed the boat’s stated maximum. Guests under 18 must be accompanied by an adult. Illegal drugs are not allowed on board; alcohol may be consumed responsibly by guests aged 18 and over.',
    ] },
    { heading: 'Liability', paragraphs: [
      'Water activities carry inherent risks. Nothing in these terms limits liability for death or personal injury caused by negligence. Otherwise our liability for any booking is limited to the amount paid for it. We are not responsible for items lost or damaged on board or in the water, nor for missed cruise-ship departures where the guest chose a schedule that did not follow our published advice.',
    ] },
    { heading: 'Governing law', paragraphs: ['These terms are governed by the laws of the Cayman Islands, and the courts of the Cayman Islands have jurisdiction over any dispute.'] },
  ]),
  policy('privacy-policy', 'Privacy Policy', [
    { heading: 'What we collect', paragraphs: [
      'When you build, save, share or book a trip we collect the details you enter: name, email address, phone number, trip choices, dates, number of guests and any notes. Payments are handled by our card payment provider; we never receive your full card number.',
      'We keep basic technical logs (IP address, browser type, pages requested) to run and secure the site. We do not use advertising trackers.',
    ] },
    { heading: 'How we use it', paragraphs: [
      'We use your details to hold and confirm your booking, send you confirmation and reminder emails, give your captain what they need to meet you, answer your enquiries, and, only if you opt in, send you news and offers, which you can stop at any time.',
      'We process your data under the Cayman Islands Data Protection Act (2021 Revision) to perform our contract with you, to meet legal obligations, and for our legitimate interest in running a safe, reliable service.',
    ] },
    { heading: 'Sharing and retention', paragraphs: [
      'We share booking details only with the captain and vessel operator of your trip, our payment and email providers, and authorities where the law requires it. We never sell personal data.',
      'Booking records are kept for seven years for accounting purposes; saved itineraries for five days; enquiries for two years. You may ask to see, correct or delete your data by writing to hello@caymancharters.ky; you may also complain to the Ombudsman of the Cayman Islands.',
    ] },
  ]),
  policy('cancellation-policy', 'Cancellation Policy', [
    { heading: 'Cancelling a trip', paragraphs: [
      'Cancel 72 hours or more before your start time (Cayman time) for a full refund.',
      'Cancel between 72 and 24 hours before your start time and we refund 50% of the total, or move your trip once to another available date at no charge.',
      'Cancellations less than 24 hours before the start time, and no-shows, are not refunded.',
    ] },
    { heading: 'Weather and safety', paragraphs: [
      'If the captain or the Port Authority judges conditions unsafe, we first offer another route or time on the same day. If no safe trip is possible, you choose between a new date and a full refund. A trip cut short by weather after departure is refunded in proportion to the hours not used.',
    ] },
    { heading: 'Cruise ships', paragraphs: [
      'If your ship skips Grand Cayman or cannot tender guests ashore, send us the cruise line’s notice and we refund you in full, whenever we hear from you.',
    ] },
  ]),
  policy('return-policy', 'Refund and Return Policy', [
    { heading: 'How refunds are paid', paragraphs: [
      'Refunds go back to the card used for payment within 5 business days of approval. Your bank may take a further 5 to 10 business days to show the credit.',
      'If a payment completes after your time slot was taken by someone else, we refund it in full automatically and tell you by email.',
    ] },
    { heading: 'Changes and credits', paragraphs: [
      'You may change the date, time or boat of a confirmed trip up to 72 hours before the start, subject to availability; any price difference is charged or refunded. Travel credits we issue are valid for 12 months.',
    ] },
    { heading: 'Merchandise and lost items', paragraphs: [
      'Items bought from us may be returned unused within 14 days. Items left on board are kept for 30 days; we will post them to you at cost.',
    ] },
  ]),
  policy('charter-secure', 'Charter Secure Guarantee', [
    { heading: 'Your booking is protected', paragraphs: [
      'Charter Secure is our promise that the money you pay reaches your trip. Payments are taken by a regulated card payment provider, and your time slot is locked for your boat in our booking system so that it cannot be sold twice.',
    ] },
    { heading: 'If your boat cannot sail', paragraphs: [
      'If your boat is unavailable because of a mechanical problem or illness of the captain, we provide a comparable boat at no extra cost. If none is available, you choose between a new date and a full refund, including taxes and fees.',
    ] },
    { heading: 'Licensed and insured', paragraphs: [
      'Every boat we list holds a valid local commercial licence and passenger liability insurance, and every captain is licensed for the vessel. We check these documents every year.',
    ] },
  ]),
];
