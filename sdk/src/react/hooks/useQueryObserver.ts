import {
  type DefaultError,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

type Options<Data> = QueryObserverOptions<Data, DefaultError, Data, Data, QueryKey>

/**
 * What TanStack Query's `useQuery` does, over query-core (the SDK does not depend on
 * @tanstack/react-query): one observer per component and client, fed the latest
 * options, re-rendering with its result. Undefined until `client` is (it loads with
 * its feature).
 */
export function useQueryObserver<Data>(
  client: QueryClient | undefined,
  options: Options<Data>,
): QueryObserverResult<Data> | undefined {
  const latest = useRef(options)
  latest.current = options
  const observer = useMemo(
    () => (client ? new QueryObserver<Data>(client, latest.current) : undefined),
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
