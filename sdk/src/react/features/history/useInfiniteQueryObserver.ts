import {
  type DefaultError,
  type InfiniteData,
  InfiniteQueryObserver,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  type QueryClient,
  type QueryKey,
} from '@tanstack/query-core'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

type Options<Page, Cursor> = InfiniteQueryObserverOptions<
  Page,
  DefaultError,
  InfiniteData<Page, Cursor>,
  QueryKey,
  Cursor
>

/**
 * What TanStack Query's `useInfiniteQuery` does, over query-core (the SDK does not
 * depend on @tanstack/react-query), as `useQueryObserver` does for `useQuery`: one
 * observer per component and client, fed the latest options. Undefined until
 * `client` is (it loads with its feature).
 */
export function useInfiniteQueryObserver<Page, Cursor>(
  client: QueryClient | undefined,
  options: Options<Page, Cursor>,
): InfiniteQueryObserverResult<InfiniteData<Page, Cursor>> | undefined {
  const latest = useRef(options)
  latest.current = options
  const observer = useMemo(
    () =>
      client
        ? new InfiniteQueryObserver<
            Page,
            DefaultError,
            InfiniteData<Page, Cursor>,
            QueryKey,
            Cursor
          >(client, latest.current)
        : undefined,
    [client],
  )
  useEffect(() => {
    observer?.setOptions(options)
  })
  const subscribe = useMemo(
    () => (onChange: () => void) => observer?.subscribe(onChange) ?? (() => {}),
    [observer],
  )
  return useSyncExternalStore(
    subscribe,
    () => observer?.getCurrentResult(),
    () => undefined,
  )
}
