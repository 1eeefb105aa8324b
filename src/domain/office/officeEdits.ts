// What the office changes on a booking (issue #58): the guest's name, e-mail and phone as corrected, office notes and
// tags the captain reads on the manifest, and the trip's crew (a captain and deckhands, staff who sign in). Every
// change is in the booking's history with what it was before and after.
import { array, enums, nullable, object, size, type Infer } from 'superstruct';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { personName, phoneNumber, requiredEmail } from '../schema/fields';

/** The fixed set of tags: what a charter office marks a party with so that the captain prepares for it. */
export const OFFICE_TAGS = ['vip', 'birthday', 'anniversary', 'honeymoon', 'accessibility'] as const;
export type OfficeTag = (typeof OFFICE_TAGS)[number];
export const OFFICE_TAG_LABELS: Record<OfficeTag, string> = {
  vip: 'VIP',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  honeymoon: 'Honeymoon',
  accessibility: 'Accessibility needs',
};

export const OFFICE_NOTE_MAX_LENGTH = 1000;
/** A trip's deckhands besides its captain. */
const CREW_MAX = 6;

/** POST operator/bookings/{ref}/guest: the guest's contact as corrected by the office (the phone in E.164). */
export const guestCorrection = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: phoneNumber(),
});
export type GuestCorrection = Infer<typeof guestCorrection>;

/** POST operator/bookings/{ref}/office-notes: the whole set of tags and the office's note ('' for none). */
export const officeNotesRequest = object({
  tags: size(array(enums(OFFICE_TAGS)), 0, OFFICE_TAGS.length),
  note: string(OFFICE_NOTE_MAX_LENGTH),
});
export type OfficeNotesRequest = Infer<typeof officeNotesRequest>;

/** POST operator/bookings/{ref}/crew: the trip's captain (null: none yet) and its other crew, staff user ids. */
export const crewRequest = object({
  captainId: nullable(string(ID_MAX_LENGTH)),
  crewIds: size(array(string(ID_MAX_LENGTH)), 0, CREW_MAX),
});
export type CrewRequest = Infer<typeof crewRequest>;

/** A staff member who can sail: a user whose role reads the manifest. */
export const crewMember = object({ id: string(ID_MAX_LENGTH), name: string(NAME_MAX_LENGTH + EMAIL_MAX_LENGTH) });
export type CrewMember = Infer<typeof crewMember>;

export const tripCrew = object({ captain: nullable(crewMember), crew: array(crewMember) });
export type TripCrew = Infer<typeof tripCrew>;

export const officeNotes = object({ tags: array(enums(OFFICE_TAGS)), note: string(OFFICE_NOTE_MAX_LENGTH) });
export type OfficeNotes = Infer<typeof officeNotes>;

export const NO_CREW: TripCrew = { captain: null, crew: [] };
export const NO_OFFICE_NOTES: OfficeNotes = { tags: [], note: '' };

/** Tags in the set's own order, each once: the manifest and the history read them alike. */
export const orderedTags = (tags: readonly OfficeTag[]): OfficeTag[] => OFFICE_TAGS.filter((t) => tags.includes(t));

export const OFFICE_EDIT_MESSAGES = {
  notStaff: (id: string) => `No staff member ${id} can sail: choose a captain or crew who signs in to the manifest.`,
  captainTwice: 'The captain is already on the trip: choose other crew.',
  nothingChanged: 'Nothing changed.',
} as const;
