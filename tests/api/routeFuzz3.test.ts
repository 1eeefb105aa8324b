// Bad input on every route (routeFuzz.ts), share 3 of 3: the routes at places 2, 5, 8… of the server's list.
import { fuzzRouteShare } from './routeFuzz';

fuzzRouteShare(2);
