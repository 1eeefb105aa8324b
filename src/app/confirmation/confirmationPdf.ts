// What the confirmation PDF says, block by block: the reference, the trip, its times, the meeting point, what is
// included and what to bring, the payment, the guest, the policy in a line and whom to call. Pure: the same texts and
// price lines the page shows.
import { bookingRegion, includedAndToBring, type BookingInfo } from '../../domain/booking';
import { formatDateAndTime, formatDayWithYear, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import {
  CONFIRMATION,
  BOOKING_COMPLETE,
  CANCELLATION_SUMMARY,
  formatPriceLine,
  boatModelLabel,
  charterHoursLabel,
  partyLabel,
  priceLines,
} from '../../domain/texts';
import { formatPhone } from '../format';
import { CONFIRMATION_TEXT, THINGS_TO_KNOW } from './confirmationMessages';
import type { PdfBlock, PdfRow } from './pdfLayout';

export interface PdfContext {
  companyName: string;
  /** The site's address, for the links printed in the PDF. */
  origin: string;
  countryUrl: string;
  /** The country's own line and address, when the page knows them. */
  country?: { phone: string; email: string; address: string };
}

const pair = (label: string, value: string): PdfRow => ({ kind: 'pair', label, value });
const heading = (value: string): PdfRow => ({ kind: 'heading', value });

export const PDF_TEXT = {
  title: 'Booking confirmation',
  date: 'Date',
  time: 'Time',
  boat: 'Boat',
  charter: 'Charter',
  guests: 'Guests',
  stops: 'Stops',
  dropOff: 'Drop-off',
  dock: 'Dock',
  location: 'Location',
  map: 'Map',
  instructions: 'Instructions',
  office: 'Your region’s office',
  captain: 'Captain on the day',
  company: 'Company',
  policies: 'Policies',
} as const;

export function confirmationBlocks(info: BookingInfo, ctx: PdfContext): PdfBlock[] {
  const s = info.tripSummary;
  const zone = info.timezone;
  const start = info.timeSlot.startTime;
  const boat = s.boat.data;
  const pickUp = s.pull.data;
  const dropOff = s.doll.data && s.doll.data._id !== pickUp?._id ? s.doll.data : null;
  const main = boat.pickUpLocations.main;
  const office = bookingRegion(info);
  const link = (...parts: string[]) => `${ctx.origin}/${[ctx.countryUrl, ...parts].join('/')}`;

  const blocks: PdfBlock[] = [
    {
      rows: [
        { kind: 'title', value: ctx.companyName },
        { kind: 'heading', value: `${PDF_TEXT.title}: ${BOOKING_COMPLETE}` },
        pair(CONFIRMATION_TEXT.bookingRef, info.bookingRef),
        pair(CONFIRMATION_TEXT.updated, formatDateAndTime(info.updatedAt, zone)),
      ],
    },
    {
      rows: [
        heading(CONFIRMATION.tripDetails),
        pair(PDF_TEXT.date, formatDayWithYear(start, zone)),
        pair(
          PDF_TEXT.time,
          `${formatTime(start, zone)} – ${formatTime(info.timeSlot.endTime, zone)} (${zoneNote(ZONE_PLACE, zone, new Date(start))})`,
        ),
        pair(PDF_TEXT.boat, `${boat.name}, ${boatModelLabel(boat)}`),
        pair(PDF_TEXT.charter, charterHoursLabel(s.boatPriceRateAndExtraHour.data.hours)),
        pair(PDF_TEXT.guests, partyLabel(info.adults, info.kids)),
        ...s.activities.map((a, i) => pair(i === 0 ? PDF_TEXT.stops : '', `${i + 1}. ${a.data.name}`)),
      ],
    },
  ];
  if (pickUp) {
    blocks.push({
      rows: [
        heading(CONFIRMATION.pickUpLocation),
        pair(CONFIRMATION.meetAt, pickUp.name),
        ...(main.dock && main.location === pickUp._id ? [pair(PDF_TEXT.dock, main.dock)] : []),
        pair(PDF_TEXT.instructions, pickUp.instructions),
        pair(PDF_TEXT.location, `${pickUp.coordinates.lat.toFixed(5)}, ${pickUp.coordinates.lng.toFixed(5)}`),
        pair(PDF_TEXT.map, pickUp.link),
        ...(dropOff ? [pair(PDF_TEXT.dropOff, dropOff.name)] : []),
      ],
    });
  }
  // As on the page: each list under its own heading, only when the boat has one.
  const { included, toBring } = includedAndToBring(info);
  for (const [title, items] of [
    [CONFIRMATION.included, included],
    [CONFIRMATION.whatToBring, toBring],
  ] as const) {
    if (items.length > 0)
      blocks.push({
        rows: [heading(title), ...items.map((item): PdfRow => ({ kind: 'text', value: `\u2022 ${item.name}` }))],
      });
  }
  blocks.push(
    {
      rows: [
        heading(CONFIRMATION.paymentSummary),
        ...priceLines(info.tripSummary).map((line): PdfRow => ({
          kind: line.key === 'total' ? 'total' : 'price',
          label: line.label,
          value: formatPriceLine(line.key, line.cents),
        })),
      ],
    },
    {
      rows: [
        heading(CONFIRMATION.guestDetails),
        pair(CONFIRMATION.name, `${info.firstName} ${info.lastName}`),
        pair(CONFIRMATION.email, info.email),
        pair(CONFIRMATION.phone, formatPhone(info.phone)),
      ],
    },
    {
      rows: [
        heading(CONFIRMATION.thingsToKnow),
        pair(CONFIRMATION.cancellationPolicy, `${CANCELLATION_SUMMARY} ${link('policies', 'cancellation-policy')}`),
        { kind: 'text', value: THINGS_TO_KNOW.arriveEarly },
        { kind: 'text', value: THINGS_TO_KNOW.cruiseGuests },
        { kind: 'text', value: THINGS_TO_KNOW.zoneNote(zoneNote(ZONE_PLACE, zone, new Date(start))) },
      ],
    },
    {
      rows: [
        heading(CONFIRMATION.whatsNext),
        ...(office ? [pair(PDF_TEXT.office, `${office.name}: ${formatPhone(office.phone)}, ${office.email}`)] : []),
        pair(PDF_TEXT.captain, formatPhone(boat.boatInfo.boatCaptain.phone)),
        pair(
          PDF_TEXT.company,
          [
            ctx.companyName,
            ctx.country?.address,
            ctx.country && formatPhone(ctx.country.phone),
            ctx.country?.email,
            ctx.origin,
          ]
            .filter(Boolean)
            .join(', '),
        ),
        pair(PDF_TEXT.policies, link('policies')),
      ],
    },
  );
  return blocks;
}
