// What each email call sends, to whom: the guest's copy, the friend's share, the business's notice.
import type {
  BookingInquiryEmail,
  CallRequest,
  EmailInquiryEmail,
  PageFeedback,
  SaveItineraryEmail,
  ShareItineraryEmail,
} from '../../domain/inquiry';
import { MAIL_TEXT } from '../../domain/texts';
import { renderMail, type RenderedMail } from './mailLayout';
import { tripLink, tripQueryOf, type LinkedTrip } from './tripLink';
import { dateRange, guestsText, tripSummarySection } from './tripSummaryRows';

/**
 * What limits an email counts against (email/outbox.ts): 'share' and 'guest' (addresses a guest typed: per recipient
 * and day, and per sender and hour), 'business' (the business inbox: per sender and hour). None: the server's own.
 */
export type RecipientLimit = 'share' | 'guest' | 'business';

export interface OutgoingMail {
  /** Unique within one submission: 'business', 'guest', 'friend'. */
  role: string;
  kind: string;
  to: string;
  replyTo?: string;
  limit?: RecipientLimit;
  mail: RenderedMail;
}

export interface MailContext {
  publicUrl: string;
  /** The country's own address (catalogue `email`), and its name. */
  business: { email: string; name: string };
  inquiryRef?: string;
  /** Signs inquiryRef in the trip links (payment/linkTokens.ts). */
  inquiryToken?: string;
}

const ROW = MAIL_TEXT.rows;
const fullName = (p: { firstName?: string; lastName?: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim();

function tripParts(ctx: MailContext, trip: LinkedTrip, flag?: 'saveItinerary' | 'shareItinerary') {
  const query = tripQueryOf(trip);
  return {
    section: tripSummarySection({ ...trip, adults: trip.adults, pace: query.estTimePace }),
    link: { label: MAIL_TEXT.tripLink, href: tripLink(ctx.publicUrl, trip, flag, ctx) },
  };
}

export function saveItineraryMails(ctx: MailContext, p: SaveItineraryEmail): OutgoingMail[] {
  const trip = tripParts(ctx, { ...p, adults: p.adult }, 'saveItinerary');
  return [
    {
      role: 'guest',
      kind: 'save-itinerary',
      to: p.email,
      replyTo: ctx.business.email,
      limit: 'guest',
      mail: renderMail({
        subject: MAIL_TEXT.savedTrip.subject(ctx.business.name),
        heading: MAIL_TEXT.savedTrip.heading,
        paragraphs: [MAIL_TEXT.greeting(p.firstName), MAIL_TEXT.savedTrip.text],
        sections: [trip.section],
        link: trip.link,
        closing: MAIL_TEXT.signOff,
      }),
    },
  ];
}

export function sharedItineraryMails(ctx: MailContext, p: ShareItineraryEmail): OutgoingMail[] {
  const trip = tripParts(ctx, { ...p, adults: p.adult }, 'shareItinerary');
  return [
    {
      role: 'friend',
      kind: 'shared-itinerary',
      to: p.friendEmail,
      limit: 'share',
      mail: renderMail({
        subject: MAIL_TEXT.sharedTrip.subject(ctx.business.name),
        heading: MAIL_TEXT.sharedTrip.heading,
        paragraphs: [MAIL_TEXT.greeting(p.friendName), MAIL_TEXT.sharedTrip.text(p.userName, ctx.business.name)],
        sections: [trip.section],
        link: trip.link,
        closing: MAIL_TEXT.signOff,
      }),
    },
  ];
}

export function bookingInquiryMails(ctx: MailContext, p: BookingInquiryEmail): OutgoingMail[] {
  const trip = tripParts(ctx, { ...p, adults: p.adult });
  const name = fullName(p);
  const questions = {
    title: MAIL_TEXT.inquiryCopy.section,
    rows: [
      [ROW.reference, ctx.inquiryRef],
      [ROW.preferredDates, dateRange(p.preferredDatesStart, p.preferredDatesEnd)],
      [ROW.preferredTime, p.preferredTime],
      [ROW.arrivingBy, p.visitorType],
      [ROW.stayingAt, p.whereStay],
      [ROW.comments, p.guestComments],
    ] as Array<[string, string | undefined]>,
  };
  const contact = {
    title: 'Guest',
    rows: [
      ['Name', name],
      ['Email', p.email],
      ['Phone', p.phone],
      ['News and offers', p.isNewsSubscribe ? 'Yes' : 'No'],
    ] as Array<[string, string]>,
  };
  return [
    {
      role: 'business',
      kind: 'booking-inquiry',
      to: ctx.business.email,
      replyTo: p.email,
      limit: 'business',
      mail: renderMail({
        subject: `Booking inquiry ${ctx.inquiryRef} from ${name}`,
        heading: 'New booking inquiry',
        paragraphs: [`${name} sent a booking inquiry from the trip builder.`],
        sections: [questions, contact, trip.section],
        link: trip.link,
      }),
    },
    {
      role: 'guest',
      kind: 'booking-inquiry-copy',
      to: p.email,
      replyTo: ctx.business.email,
      limit: 'guest',
      mail: renderMail({
        subject: MAIL_TEXT.inquiryCopy.subject(ctx.inquiryRef ?? ''),
        heading: MAIL_TEXT.inquiryCopy.heading,
        paragraphs: [MAIL_TEXT.greeting(p.firstName), MAIL_TEXT.inquiryCopy.text],
        sections: [questions, trip.section],
        link: trip.link,
        closing: MAIL_TEXT.signOff,
      }),
    },
  ];
}

export function emailInquiryMails(ctx: MailContext, body: EmailInquiryEmail): OutgoingMail[] {
  const p = body.emailData;
  const trip = {
    countryUrl: p.countryUrl,
    startDate: p.startDate,
    endDate: p.endDate,
    adults: p.adults,
    children: p.kids ?? 0,
  };
  const link = { label: MAIL_TEXT.tripRequestCopy.link, href: tripLink(ctx.publicUrl, trip, undefined, ctx) };
  const name = fullName(p);
  const request = {
    title: MAIL_TEXT.tripRequestCopy.section,
    rows: [
      [ROW.reference, ctx.inquiryRef],
      [ROW.dates, dateRange(p.startDate, p.endDate)],
      [ROW.timeOrLength, p.timeTrip],
      [ROW.guests, guestsText(p.adults, p.kids ?? 0)],
      [ROW.arrivingBy, p.howArrive],
      [ROW.hotelOrCruise, p.whereStay],
      [ROW.message, p.message],
    ] as Array<[string, string | undefined]>,
  };
  const contact = {
    title: 'Guest',
    rows: [
      ['Name', name],
      ['Email', p.email],
      ['Phone', p.phone],
      ['News and offers', p.isNewsSubscribe ? 'Yes' : 'No'],
    ] as Array<[string, string]>,
  };
  return [
    {
      role: 'business',
      kind: 'booking-inquiry-trip',
      to: ctx.business.email,
      replyTo: p.email,
      limit: 'business',
      mail: renderMail({
        subject: `Trip request ${ctx.inquiryRef} from ${name}`,
        heading: 'New trip request (Send Us an Email)',
        paragraphs: [`${name} asked for a trip.`],
        sections: [request, contact],
        link,
      }),
    },
    {
      role: 'guest',
      kind: 'booking-inquiry-trip-copy',
      to: p.email,
      replyTo: ctx.business.email,
      limit: 'guest',
      mail: renderMail({
        subject: MAIL_TEXT.tripRequestCopy.subject(ctx.inquiryRef ?? ''),
        heading: MAIL_TEXT.tripRequestCopy.heading,
        paragraphs: [MAIL_TEXT.greeting(p.firstName), MAIL_TEXT.tripRequestCopy.text],
        sections: [request],
        link,
        closing: MAIL_TEXT.signOff,
      }),
    },
  ];
}

export function callRequestMails(ctx: MailContext, p: CallRequest): OutgoingMail[] {
  const trip: LinkedTrip = {
    countryUrl: p.countryUrl,
    linkToBT: p.linkToBT,
    adults: p.adults,
    children: p.children ?? 0,
  };
  const query = tripQueryOf(trip);
  const hasTrip = Boolean(p.linkToBT && (query.boat || query.activities?.length));
  return [
    {
      role: 'business',
      kind: 'call-request',
      to: ctx.business.email,
      limit: 'business',
      mail: renderMail({
        subject: `Call request ${ctx.inquiryRef}: ${p.phone}`,
        heading: 'Please call this guest',
        paragraphs: ['A guest asked to be called back.'],
        sections: [
          {
            title: 'Call',
            rows: [
              ['Reference', ctx.inquiryRef],
              ['Phone', p.phone],
              ['Preferred time', p.preferredTime],
              ['Party', guestsText(p.adults, p.children ?? 0)],
            ],
          },
          ...(hasTrip
            ? [
                tripSummarySection({
                  adults: query.adults,
                  children: query.children,
                  startDate: query.start_date,
                  endDate: query.end_date,
                  pace: query.estTimePace,
                }),
              ]
            : []),
        ],
        link: hasTrip
          ? { label: 'The trip being built', href: tripLink(ctx.publicUrl, trip, undefined, ctx) }
          : undefined,
      }),
    },
  ];
}

export function feedbackMails(ctx: MailContext, p: PageFeedback): OutgoingMail[] {
  return [
    {
      role: 'business',
      kind: 'post-feedback',
      to: ctx.business.email,
      replyTo: p.email || undefined,
      limit: 'business',
      mail: renderMail({
        subject: `Website feedback: ${p.kindOfFeedback}`,
        heading: 'Feedback about a page',
        paragraphs: [p.description],
        sections: [
          {
            title: 'Where',
            rows: [
              ['Page', p.webPageDomain],
              ['Section', p.updatingSection],
              ['Kind', p.kindOfFeedback],
            ],
          },
          {
            title: 'From',
            rows: [
              ['Name', fullName(p) || undefined],
              ['Email', p.email],
              ['Phone', p.phone],
            ],
          },
        ],
      }),
    },
  ];
}
