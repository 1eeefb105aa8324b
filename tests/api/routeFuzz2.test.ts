// Bad input on every route (routeFuzz.ts), share 2 of 3: the routes at places 1, 4, 7… of the server's list.
import { fuzzRouteShare } from './routeFuzz';

fuzzRouteShare(1);
