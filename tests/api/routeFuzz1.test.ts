// Bad input on every route (routeFuzz.ts), share 1 of 3: the routes at places 0, 3, 6… of the server's list.
import { fuzzRouteShare } from './routeFuzz';

fuzzRouteShare(0);
