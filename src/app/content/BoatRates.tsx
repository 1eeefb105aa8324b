import { type Boat, hasAddOns, rateRows, type RateRow } from '../../domain/catalogue';
import { NO_ADD_ONS } from '../messages';

const priceText = (r: Extract<RateRow, { kind: 'rate' }>) => {
  const range =
    r.guestRange?.from !== undefined && r.guestRange.to !== undefined
      ? ` (${r.guestRange.from}–${r.guestRange.to} guests)`
      : '';
  return `${r.priceLabel}${r.perHour ? ' per guest per hour' : ''}${range}`;
};

/** The boat's rates with their fixed labels (rateRows.ts): charter lengths, then the add-ons under their headings. */
export function BoatRates({ boat, mainIsland }: { boat: Boat; mainIsland: string }) {
  const rows = rateRows(boat, { mainIsland });
  return (
    <div className="rates">
      <table className="table">
        <caption className="table__caption">Rates for the whole boat</caption>
        <thead>
          <tr>
            <th scope="col">Charter</th>
            <th scope="col" className="table__num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) =>
            r.kind === 'heading' ? (
              <tr key={r.label}>
                <th scope="rowgroup" colSpan={2} className="table__group">
                  {r.label}
                </th>
              </tr>
            ) : (
              <tr key={`${r.label}-${r.guestRange?.from ?? ''}`}>
                <th scope="row">{r.label}</th>
                <td className="table__num">{priceText(r)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {!hasAddOns(rows) && <p className="rates__none">{NO_ADD_ONS}</p>}
    </div>
  );
}
