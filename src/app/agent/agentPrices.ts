// How the agents' pages ask for a price: the guest's query plus the agent's discount, under the agents' (never
// persisted) query keys, with the agent's token.
import type { TripState } from '../../domain/trip';
import type { QueryValue } from '../http/client';
import { calculateTimeParams } from '../state/tripEstimate';
import type { PriceSource } from '../state/useTripPrice';
import { agentPrice } from './agentApi';
import { AGENT_QUERIES } from './agentSession';

export const agentPrices: PriceSource = {
  resource: {
    key: (regionId: string, params: Record<string, QueryValue>) => [
      ...AGENT_QUERIES,
      'calculate-time',
      regionId,
      params,
    ],
    fetch: agentPrice,
  },
  params: (trip: TripState) => ({
    ...calculateTimeParams(trip),
    discount: trip.discount ? JSON.stringify(trip.discount) : undefined,
  }),
};
