// The agents' panels after the builder's sections: 'Apply Discount' (with the trip summary) and 'Apply Custom Time'.
// Below the first screen: loaded as they near the viewport or on a first tap (./AgentTripBuilderPage.tsx).
import type { SignedInUser } from '../../domain/office';
import type { Country } from '../../domain/catalogue';
import type { TripPrice } from '../state/useTripPrice';
import { CustomTimePanel } from './CustomTimePanel';
import { DiscountPanel } from './DiscountPanel';

export function AgentPanels({
  price,
  user,
  country,
  firstStep,
}: {
  price: TripPrice;
  user: SignedInUser | null;
  country: Country;
  firstStep: number;
}) {
  return (
    <div className="agent-panels">
      <DiscountPanel price={price} user={user} step={firstStep} />
      <CustomTimePanel country={country} step={firstStep + 1} />
    </div>
  );
}
