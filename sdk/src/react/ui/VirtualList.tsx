import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

export interface VirtualListProps<T> {
  /** The rows loaded so far. */
  items: readonly T[]
  /** Rows the list will hold once every page is in (≥ items.length); the rest show as placeholders. */
  count?: number | undefined
  /** Every row's height in px, gap included: what makes the windowing arithmetic exact. */
  rowHeight: number
  /** The most the viewport shows, in px; a shorter list is as tall as its rows. */
  maxHeight: number
  /** Rows rendered above and below the visible ones. */
  overscan?: number | undefined
  /** The list's accessible name. */
  label: string
  getKey(item: T): string
  /** One focusable control (a button) for the row. */
  renderRow(item: T, index: number): ReactNode
  /** Called when the visible rows come within `endThreshold` rows of the last loaded one. */
  onEndReached?: (() => void) | undefined
  endThreshold?: number | undefined
  className?: string | undefined
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End'])

/**
 * A fixed-row-height windowed list: only the rows in view (plus `overscan`)
 * are in the DOM, absolutely placed in a spacer as tall as all rows, so 560
 * wallets cost what 15 do. The focused row stays mounted while scrolled away,
 * so keyboard focus is never dropped; Up/Down/Home/End move it between rows.
 */
export function VirtualList<T>({
  items,
  count: wanted,
  rowHeight,
  maxHeight,
  overscan = 4,
  label,
  getKey,
  renderRow,
  onEndReached,
  endThreshold = 8,
  className,
}: VirtualListProps<T>) {
  const count = Math.max(wanted ?? items.length, items.length)
  const viewport = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [focused, setFocused] = useState<number>()
  const focusNext = useRef<number | undefined>(undefined)
  const height = Math.min(maxHeight, count * rowHeight)

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  const indices: number[] = []
  if (focused !== undefined && focused < first && focused < items.length) indices.push(focused)
  for (let index = first; index <= last; index++) indices.push(index)
  if (focused !== undefined && focused > last && focused < items.length) indices.push(focused)

  const lastVisible = Math.min(count - 1, Math.ceil((scrollTop + height) / rowHeight))
  useEffect(() => {
    if (items.length < count && lastVisible >= items.length - endThreshold) onEndReached?.()
  }, [items.length, count, lastVisible, endThreshold, onEndReached])

  // A list that shrank (a new search) must not keep a scroll position past its end.
  useEffect(() => {
    const element = viewport.current
    const limit = Math.max(0, count * rowHeight - height)
    if (element && scrollTop > limit) {
      element.scrollTop = limit
      setScrollTop(limit)
    }
    if (focused !== undefined && focused >= items.length) setFocused(undefined)
  }, [count, rowHeight, height, scrollTop, focused, items.length])

  useLayoutEffect(() => {
    const index = focusNext.current
    if (index === undefined) return
    focusNext.current = undefined
    list.current
      ?.querySelector<HTMLElement>(`li[data-index="${index}"] button, li[data-index="${index}"] a`)
      ?.focus()
  })

  function reveal(index: number): void {
    const top = index * rowHeight
    let next = scrollTop
    if (top < scrollTop) next = top
    else if (top + rowHeight > scrollTop + height) next = top + rowHeight - height
    if (next === scrollTop) return
    if (viewport.current) viewport.current.scrollTop = next
    setScrollTop(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
    if (!NAVIGATION_KEYS.has(event.key) || items.length === 0) return
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]')
    const current = Number(row?.dataset.index ?? -1)
    const lastLoaded = items.length - 1
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? lastLoaded
          : Math.min(lastLoaded, Math.max(0, current + (event.key === 'ArrowDown' ? 1 : -1)))
    event.preventDefault()
    reveal(target)
    setFocused(target)
    focusNext.current = target
    // Already mounted and nothing re-renders: focus now.
    if (target === current) row?.querySelector<HTMLElement>('button, a')?.focus()
  }

  return (
    <div
      ref={viewport}
      className={['al-virtual', className].filter(Boolean).join(' ')}
      style={{ height, maxHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        ref={list}
        aria-label={label}
        className="al-virtual-list"
        style={{ height: count * rowHeight }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]')
          if (row) setFocused(Number(row.dataset.index))
        }}
      >
        {indices.map((index) => {
          const item = items[index]
          const style = { height: rowHeight, transform: `translateY(${index * rowHeight}px)` }
          if (item === undefined)
            return (
              <li
                key={`placeholder-${index}`}
                className="al-virtual-row al-virtual-placeholder"
                style={style}
                aria-hidden="true"
              />
            )
          return (
            <li
              key={getKey(item)}
              className="al-virtual-row"
              style={style}
              data-index={index}
              aria-setsize={count}
              aria-posinset={index + 1}
            >
              {renderRow(item, index)}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
