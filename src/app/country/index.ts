// The country feature's surface: what the routes and other features may use of it.
export {
  CountryProvider,
  countryPath,
  useCountry,
  useCountryPath,
  useCountryState,
  useOfficeCountry,
} from './CountryContext';
