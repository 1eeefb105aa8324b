// @vitest-environment jsdom
// One booking with the summer promotion and an agent's discount, priced by the domain: the builder's price lines, the
// confirmation page's Payment Summary, the PDF's and the confirmation email's show the same lines, word for word and
// cent for cent.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceLines } from '../../../src/app/booking/TripSummary';
import { PaymentSummary } from '../../../src/app/confirmation/BookingFacts';
import { confirmationBlocks } from '../../../src/app/confirmation/confirmationPdf';
import { pdfText } from '../../../src/app/confirmation/pdfExport';
import type { BookingInfo } from '../../../src/domain/booking';
import { calculatedTripFromPrice, computeTripLength, priceTrip } from '../../../src/domain/pricing';
import { CONFIRMATION } from '../../../src/domain/texts';
import { confirmationMail } from '../../../src/server/payment/bookingMails';
import { BEACH, FISHING, LUNCH, PROMOTION_DATE, boat, country, planarNm } from '../domain/pricing/fixtures';

afterEach(cleanup);

function bookedTrip(): BookingInfo {
  const theBoat = boat();
  const activities = [FISHING, LUNCH];
  const length = computeTripLength({
    pickUp: BEACH,
    activities,
    boat: theBoat,
    pace: 'standard',
    fishingHours: 3,
    distanceNm: planarNm,
  });
  const discount = { discountType: 'PERCENT' as const, discountValue: 12.5 };
  const guests = { adults: 8, children: 2 };
  const price = priceTrip({
    boat: theBoat,
    charterHours: length.charterHours,
    guests,
    pickUp: BEACH,
    activities,
    country: country(),
    date: PROMOTION_DATE,
    startTime: '11:00',
    discount,
  });
  const calculated = calculatedTripFromPrice({
    boat: theBoat,
    pickUp: BEACH,
    dropOff: BEACH,
    activities,
    partySize: 10,
    length,
    price,
    startTime: '11:00',
    discount,
  });
  return {
    bookingRef: 'KY-7K3M9QHT',
    _id: 'pay_1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+13455550123',
    adults: guests.adults,
    kids: guests.children,
    timezone: 'America/Cayman',
    updatedAt: '2026-09-01T15:05:00.000Z',
    timeSlot: { startTime: `${PROMOTION_DATE}T11:00:00-05:00`, endTime: `${PROMOTION_DATE}T16:00:00-05:00` },
    feeLateMorning: calculated.tripSummary.lateMorningFee.price,
    extraGuestsForBoat: calculated.tripSummary.extraGuestsForBoat.data.count,
    boatPriceForExtraGuests: calculated.tripSummary.boatPriceForExtraGuests.price,
    tripSummary: calculated.tripSummary,
  };
}

type Line = [label: string, amount: string];

const linesOfList = (list: Element): Line[] =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);

function builderLines(info: BookingInfo): Line[] {
  const { container } = render(
    <PriceLines
      priced={{
        result: {
          time: info.tripSummary.boatPriceRateAndExtraHour.data.hours,
          price: info.tripSummary.totalPrice.price,
        },
        tripSummary: info.tripSummary,
      }}
    />,
  );
  return linesOfList(container.querySelector('dl')!);
}

function confirmationPageLines(info: BookingInfo): Line[] {
  const { container } = render(<PaymentSummary info={info} />);
  return linesOfList(container.querySelector('dl')!);
}

function pdfLines(info: BookingInfo): Line[] {
  const blocks = confirmationBlocks(info, {
    companyName: 'Cayman Charters',
    origin: 'https://charters.example',
    countryUrl: 'cayman-islands',
  });
  const block = blocks.find((b) =>
    b.rows.some((row) => row.kind === 'heading' && row.value === CONFIRMATION.paymentSummary),
  )!;
  // As the writer draws them: through pdfText, the standard fonts' Latin-1.
  return block.rows
    .filter((row) => row.kind === 'price' || row.kind === 'total')
    .map((row) => [pdfText(row.label ?? ''), pdfText(row.value)]);
}

function emailLines(info: BookingInfo): Line[] {
  const booking = { ...info, countryName: 'Cayman Islands', businessEmail: 'hello@example.com', tripQuery: {} };
  const { mail } = confirmationMail({
    bookingRef: info.bookingRef,
    booking,
    pageUrl: 'https://charters.example/booking',
  });
  const lines = mail.text.split('\n');
  const start = lines.indexOf(CONFIRMATION.paymentSummary) + 1;
  const end = lines.indexOf('', start);
  return lines.slice(start, end).map((line) => {
    const [label, amount] = line.trim().split(/: (?=[-$])/);
    return [label!, amount!];
  });
}

describe('the price lines of one booking', () => {
  it('are the same on the builder, the confirmation page, the PDF and the confirmation email', () => {
    const info = bookedTrip();
    const builder = builderLines(info);
    cleanup();
    expect(builder.map(([label]) => label)).toEqual(
      expect.arrayContaining(['Summer Promotion', 'Discount', 'Taxes & Fees', 'Total']),
    );
    expect(builder.find(([label]) => label === 'Summer Promotion')![1]).toMatch(/^-\$/);
    expect(builder.find(([label]) => label === 'Discount')![1]).toMatch(/^-\$/);
    expect(builder.at(-1)).toEqual(['Total', expect.stringMatching(/^\$[\d,]+\.\d\d USD$/)]);

    expect(confirmationPageLines(info)).toEqual(builder);
    expect(pdfLines(info)).toEqual(builder);
    expect(emailLines(info)).toEqual(builder);
  });
});
