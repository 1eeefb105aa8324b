// The country the guest is browsing, read from the first segment of the path (/cayman-islands/...).
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Country, officeZoneOf } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { countryByUrlTitle } from '../http/resources';

interface CountryState {
  urlTitle: string;
  query: UseQueryResult<Country | null, Error>;
}

const CountryContext = createContext<CountryState | null>(null);

function countryUrlTitleOf(path: string): string {
  return decodeURIComponent(path.split('/')[1] ?? '');
}

export function CountryProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const urlTitle = countryUrlTitleOf(location);
  const query = useResource(countryByUrlTitle, [urlTitle], urlTitle !== '');
  return <CountryContext.Provider value={{ urlTitle, query }}>{children}</CountryContext.Provider>;
}

export function useCountryState(): CountryState {
  const state = useContext(CountryContext);
  if (!state) throw new Error('useCountryState must be used inside a CountryProvider.');
  return state;
}

/** The loaded country; only for pages rendered behind the country gate. */
export function useCountry(): Country {
  const country = useCountryState().query.data;
  if (!country) throw new Error('useCountry must be used behind the country gate.');
  return country;
}

/**
 * For the office's pages (sign-in, operator), which also open on a fresh install whose catalogue has no country yet
 * (layout/NoSuchCountry.tsx): the address's country, the country or null, and the office's clock.
 */
export function useOfficeCountry(): { urlTitle: string; country: Country | null; zone: string } {
  const { urlTitle, query } = useCountryState();
  const country = query.data ?? null;
  return { urlTitle, country, zone: officeZoneOf(country) };
}

/** A path inside the current country: countryPath('cayman-islands', 'faq') → /cayman-islands/faq. */
export const countryPath = (urlTitle: string, ...segments: string[]) =>
  `/${[urlTitle, ...segments].filter(Boolean).join('/')}`;

export function useCountryPath(): (...segments: string[]) => string {
  const { urlTitle } = useCountryState();
  return (...segments) => countryPath(urlTitle, ...segments);
}
