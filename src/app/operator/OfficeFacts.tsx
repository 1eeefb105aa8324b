// The office's tags and note and the trip's crew, as rows of a facts list: the same on the manifest (what the captain
// prepares for) and on an opened booking.
import { OFFICE_TAG_LABELS, type OfficeNotes, type TripCrew } from '../../domain/office';
import { OFFICE_EDIT_TEXT as T } from './officeEditMessages';

export function OfficeFacts({ office, crew }: { office: OfficeNotes; crew: TripCrew }) {
  return (
    <>
      {office.tags.length > 0 && (
        <div>
          <dt>{T.tags}</dt>
          <dd>
            <ul className="operator-tags-list">
              {office.tags.map((t) => (
                <li key={t} className="operator-tag">
                  {OFFICE_TAG_LABELS[t]}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {office.note && (
        <div>
          <dt>{T.officeNote}</dt>
          <dd className="operator-notes">{office.note}</dd>
        </div>
      )}
      <div>
        <dt>{T.crewTitle}</dt>
        <dd>
          {T.crewLine(
            crew.captain?.name ?? null,
            crew.crew.map((m) => m.name),
          )}
        </dd>
      </div>
    </>
  );
}
