// Up to three boats side by side; the choice lives in the address (?ids=a,b,c) so it can be shared.
import { Link, useLocation, useSearch } from 'wouter';
import { type Boat, type PickUpLocation, rateRows, sellsBioBay, twoHourPrice } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { boats, pickUpLocations } from '../http/resources';
import { boatTripQuery, tripBuilderUrl } from '../../domain/trip';
import { TRIP_BUILDER_TEXT } from '../trip-builder';
import { useCountry, useCountryPath } from '../country';
import { PageHero, QueryView, usePageMeta } from '../content';
import { formatBoatPrice } from '../../domain/texts';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { MAX_COMPARED } from './boats/CompareBar';

const names = (b: Boat, type: 'AMENITIES' | 'INCLUDED') =>
  b.boatingCheckList.filter((i) => i.type === type).map((i) => i.name);

/** Add-on rates on one line: 'Each additional hour: $300; Each additional guest: $25'. */
function addOnSummary(b: Boat): string {
  let heading = '';
  const parts: string[] = [];
  for (const row of rateRows(b, { mainIsland: '' })) {
    if (row.kind === 'heading') heading = row.label;
    else if (heading) parts.push(`${row.label}: ${row.priceLabel}`);
  }
  return parts.join('; ') || '—';
}

const ROWS: { label: string; value: (b: Boat) => string }[] = [
  { label: 'Boat', value: (b) => `${b.boatInfo.size} ft ${b.boatInfo.madeBy} ${b.boatInfo.boatModel}` },
  {
    label: '2 hours from',
    value: (b) => {
      const p = twoHourPrice(b);
      return p === undefined ? '—' : formatBoatPrice(p);
    },
  },
  { label: 'Add-ons', value: addOnSummary },
  { label: 'Guests', value: (b) => `Up to ${b.maxGuests}` },
  { label: 'Longest charter', value: (b) => `${b.maxHours} hrs` },
  { label: 'Cruising speed', value: (b) => `${b.cruisingSpeedKnots} knots` },
  { label: 'Bio bay trips', value: (b) => (sellsBioBay(b) ? 'Yes' : 'No') },
  { label: 'Areas', value: (b) => b.regions.map((r) => r.name).join(', ') },
  { label: 'Amenities', value: (b) => names(b, 'AMENITIES').join(', ') || '—' },
  { label: 'Included', value: (b) => names(b, 'INCLUDED').join(', ') || '—' },
];

export default function CompareBoatsPage() {
  const country = useCountry();
  const to = useCountryPath();
  const [, navigate] = useLocation();
  usePageMeta('compare-boats', {
    title: 'Compare Boats',
    description: `Compare up to ${MAX_COMPARED} private charter boats side by side.`,
  });
  const ids = (new URLSearchParams(useSearch()).get('ids') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const fleet = useResource(boats, [country.urlTitle, { sort: 'price' }]);
  const pickUps = useResource(pickUpLocations, [country.urlTitle]);

  const setIds = (next: string[]) =>
    navigate(
      next.length ? `${to('compare-boats')}?ids=${next.map(encodeURIComponent).join(',')}` : to('compare-boats'),
      { replace: true },
    );
  const toggle = (id: string) =>
    setIds(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(0, MAX_COMPARED));

  return (
    <>
      <PageHero
        eyebrow="Boats & rates"
        title="Compare boats"
        lead={`Pick up to ${MAX_COMPARED} boats to see them side by side.`}
        size="small"
      />
      <QueryView query={fleet}>
        {(list) => {
          const chosen = ids
            .map((id) => list.find((b) => b._id === id || b.urlTitle === id))
            .filter((b): b is Boat => Boolean(b));
          const chosenIds = chosen.map((b) => b._id);
          return (
            <div className="container compare">
              <BoatPicker fleet={list} chosenIds={chosenIds} onToggle={toggle} />
              {chosen.length === 0 ? (
                <p className="empty">Choose boats above to compare them.</p>
              ) : (
                <ComparisonTable boats={chosen} pickUps={pickUps.data} />
              )}
            </div>
          );
        }}
      </QueryView>
    </>
  );
}

/** A tick for each boat of the fleet; once MAX_COMPARED are ticked, the others wait. */
function BoatPicker({
  fleet,
  chosenIds,
  onToggle: toggle,
}: {
  fleet: Boat[];
  chosenIds: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="compare__picker">
      <legend className="field__label">{`Boats to compare (${chosenIds.length} of ${MAX_COMPARED})`}</legend>
      <ul className="compare__choices">
        {fleet.map((b) => (
          <li key={b._id}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={chosenIds.includes(b._id)}
                disabled={!chosenIds.includes(b._id) && chosenIds.length >= MAX_COMPARED}
                onChange={() => toggle(b._id)}
              />
              <span>{b.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The chosen boats in columns, a row for each of ROWS, and a way into the trip builder for the day-charter boats. */
function ComparisonTable({ boats, pickUps }: { boats: Boat[]; pickUps: PickUpLocation[] | undefined }) {
  const country = useCountry();
  const to = useCountryPath();
  return (
    <div className="table-scroll" role="region" aria-label="Boat comparison" tabIndex={0}>
      <table className="table compare__table">
        <thead>
          <tr>
            <td />
            {boats.map((b) => (
              <th key={b._id} scope="col">
                <ImageWithFallback className="compare__image" src={b.boatInfo.mainImage} alt="" sizes="260px" />
                <Link href={to('boat', b.urlTitle)} className="compare__name">
                  {b.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {boats.map((b) => (
                <td key={b._id}>{row.value(b)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="visually-hidden">{TRIP_BUILDER_TEXT.buildWithBoat}</span>
            </th>
            {boats.map((b) => (
              <td key={b._id}>
                {b.access.includes('primary') ? (
                  <Link
                    className="button button--accent compare__book"
                    href={tripBuilderUrl('', country.urlTitle, boatTripQuery(b, country.urlTitle, pickUps))}
                  >
                    {TRIP_BUILDER_TEXT.buildATrip}
                    <span className="visually-hidden"> with {b.name}</span>
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
