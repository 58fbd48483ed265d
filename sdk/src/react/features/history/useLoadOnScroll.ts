import { type RefObject, useEffect, useEffectEvent } from 'react'

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
  const onReached = useEffectEvent(load)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is the re-arm signal, read by no code here.
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        onReached()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [sentinel, enabled, page])
}
