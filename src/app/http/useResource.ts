// react-query hooks over the catalogue resources.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Resource } from './resources';

/** Runs `resource` with `args`; a falsy `enabled` waits (for example until an id is known). */
export function useResource<A extends unknown[], T>(
  resource: Resource<A, T>,
  args: A,
  enabled = true,
): UseQueryResult<T, Error> {
  return useQuery({
    queryKey: resource.key(...args),
    queryFn: ({ signal }) => resource.fetch(signal, ...args),
    enabled,
  });
}
