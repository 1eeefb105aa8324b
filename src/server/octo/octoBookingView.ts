// A reseller's booking as OCTO describes it (GET /bookings/{uuid} and every booking answer). A hold past its expiry
// reads EXPIRED before the sweep has marked it; a confirmed booking is cancellable while the policy refunds something.
import { agentMayCancelAt, refundCentsAt } from '../../domain/booking';
import { hoursOfOption, partyOfItems, readAvailabilityId, type OctoCapability } from '../../domain/protocol';
import { inZone } from '../../domain/time';
import type { OctoBookingRow, OctoBookingStatus } from '../db/partnerSchema';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { octoUtc, type OctoJson } from './octoJson';
import { octoPricingOf, priceOctoTrip } from './octoPricing';
import { octoBoat, octoOptionHours, pickupPointsOf } from './octoProducts';

export const octoStatusAt = (row: Pick<OctoBookingRow, 'status' | 'expiresAt'>, now: Date): OctoBookingStatus =>
  row.status === 'ON_HOLD' && row.expiresAt !== null && row.expiresAt <= now ? 'EXPIRED' : row.status;

/** The booking's time, read from its availability id (a stored row's id is always well formed). */
export function slotOf(row: Pick<OctoBookingRow, 'availabilityId'>): { start: string; startMs: number; endMs: number } {
  const { start, optionId } = readAvailabilityId(row.availabilityId)!;
  const startMs = Date.parse(start);
  return { start, startMs, endMs: startMs + hoursOfOption(optionId)! * 3_600_000 };
}

/** Whether the reseller may cancel now: a hold always, a booking until 24 hours before its start. */
export function octoCancellable(row: OctoBookingRow, now: Date): boolean {
  const status = octoStatusAt(row, now);
  return status === 'ON_HOLD' || (status === 'CONFIRMED' && agentMayCancelAt(slotOf(row).startMs, now.getTime()));
}

export const octoRefundAt = (row: OctoBookingRow, now: Date) =>
  octoStatusAt(row, now) === 'CONFIRMED' ? refundCentsAt(row.amountCents, slotOf(row).startMs, now.getTime()) : 0;

const EMPTY_CONTACT = {
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  postalCode: null,
  country: null,
  notes: null,
};

export interface ViewContext {
  catalogue: PricingCatalogue;
  caps: Set<OctoCapability>;
  now: Date;
  testMode: boolean;
}

export function octoBookingView(row: OctoBookingRow, { catalogue, caps, now, testMode }: ViewContext): OctoJson {
  const status = octoStatusAt(row, now);
  const { boat, country } = octoBoat(catalogue, row.productId);
  const hours = octoOptionHours(boat, row.optionId);
  const { start, endMs } = slotOf(row);
  const endLocal = inZone(new Date(endMs).toISOString(), country.timezone).format('YYYY-MM-DDTHH:mm:ssZ');
  const live = status === 'ON_HOLD' || status === 'CONFIRMED';
  const refund = row.refundCents ?? 0;
  const view: OctoJson = {
    id: row.id,
    uuid: row.uuid,
    testMode: testMode || row.testMode,
    resellerReference: row.resellerReference,
    supplierReference: row.bookingRef ?? row.id,
    status,
    utcCreatedAt: row.createdAt.toISOString(),
    utcUpdatedAt: row.updatedAt.toISOString(),
    utcExpiresAt: status === 'ON_HOLD' || status === 'EXPIRED' ? (row.expiresAt?.toISOString() ?? null) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: row.confirmedAt?.toISOString() ?? null,
    productId: row.productId,
    optionId: row.optionId,
    cancellable: octoCancellable(row, now),
    cancellation:
      status === 'CANCELLED'
        ? {
            refund: refund === 0 ? 'NONE' : refund >= row.amountCents ? 'FULL' : 'PARTIAL',
            reason: row.cancelReason,
            utcCancelledAt: row.cancelledAt!.toISOString(),
          }
        : null,
    freesale: false,
    availabilityId: row.availabilityId,
    availability: {
      id: row.availabilityId,
      localDateTimeStart: start,
      localDateTimeEnd: endLocal,
      utcCutoffAt: octoUtc(new Date(Date.parse(start))),
      allDay: false,
      available: false,
      status: live ? 'SOLD_OUT' : 'CLOSED',
      vacancies: 0,
      capacity: 1,
      maxUnits: boat.maxGuests,
      openingHours: [],
    },
    contact: row.contact,
    notes: row.notes,
    deliveryMethods: ['VOUCHER'],
    // The captain checks guests against the manifest by name or reference; the voucher carries the reference as a
    // QR code once the booking is confirmed (the product's deliveryFormats).
    voucher: {
      redemptionMethod: 'MANIFEST',
      utcRedeemedAt: null,
      deliveryOptions:
        status === 'CONFIRMED' ? [{ deliveryFormat: 'QRCODE', deliveryValue: row.bookingRef ?? row.id }] : [],
    },
    unitItems: row.unitItems.map((u) => ({
      uuid: u.uuid,
      resellerReference: u.resellerReference,
      supplierReference: null,
      unitId: u.unitId,
      status,
      utcRedeemedAt: null,
      contact: EMPTY_CONTACT,
      ticket: null,
    })),
  };
  if (caps.has('octo/pricing')) {
    const { adults, children } = partyOfItems(row.unitItems);
    const priced = priceOctoTrip(catalogue, {
      boat,
      hours,
      adults,
      children,
      pickupId: row.pickupId,
      startTime: start,
      zone: country.timezone,
    });
    view.pricing = { ...octoPricingOf(priced), original: row.amountCents, retail: row.amountCents };
  }
  if (caps.has('octo/pickups')) {
    const point = pickupPointsOf(catalogue, boat).find((p) => p.id === row.pickupId) ?? null;
    Object.assign(view, {
      pickupRequested: true,
      pickupPointId: row.pickupId,
      pickupHotel: null,
      pickupHotelRoom: null,
      pickupPoint: point,
    });
  }
  return view;
}
