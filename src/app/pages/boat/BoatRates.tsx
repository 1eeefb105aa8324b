import type { Boat } from '../../../domain/catalogue';
import { addOnRates, charterRates } from '../../content/boatRates';
import { formatBoatPrice } from '../../format';
import { NO_ADD_ONS } from '../../messages';

export function BoatRates({ boat, mainIsland }: { boat: Boat; mainIsland: string }) {
  const charters = charterRates(boat, mainIsland);
  const addOns = addOnRates(boat);
  return (
    <div className="rates">
      <table className="table">
        <caption className="table__caption">Charter rates for the whole boat</caption>
        <thead>
          <tr><th scope="col">Charter</th><th scope="col" className="table__num">Price</th></tr>
        </thead>
        <tbody>
          {charters.map((r) => (
            <tr key={r.label}><th scope="row">{r.label}</th><td className="table__num">{formatBoatPrice(r.price)}</td></tr>
          ))}
        </tbody>
      </table>
      {addOns.length === 0 ? (
        <p className="rates__none">{NO_ADD_ONS}</p>
      ) : (
        <table className="table">
          <caption className="table__caption">Add-ons</caption>
          <thead>
            <tr><th scope="col">Add-on</th><th scope="col" className="table__num">Price</th></tr>
          </thead>
          <tbody>
            {addOns.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td className="table__num">{formatBoatPrice(r.price)}{r.perHour ? ' per guest per hour' : ' per hour'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
