import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `load` when `sentinel` comes within 160 px of sight while `enabled`
 * (there is a next page and none is loading). `page` (anything that changes
 * with each page) re-arms the observer: a sentinel still in sight after a short
 * page loads the next one at once. Without IntersectionObserver nothing
 * happens, and the view's "Load more" button is the way on.
 */
export function useLoadOnScroll(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  page: unknown,
  load: () => void,
): void {
  // The latest `load`, read when the sentinel is reached, without re-arming the observer on
  // every render (useEffectEvent does this in React 19.2; the SDK also supports React 18).
  // Declared first, so it is current before the observer's effect runs.
  const latestLoad = useRef(load)
  useEffect(() => {
    latestLoad.current = load
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is the re-arm signal, read by no code here.
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        latestLoad.current()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [sentinel, enabled, page])
}
