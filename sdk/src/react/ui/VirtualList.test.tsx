import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualList, type VirtualListProps } from './VirtualList'

afterEach(cleanup)

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

function renderList(props: Partial<VirtualListProps<number>> = {}) {
  const all: VirtualListProps<number> = {
    items: numbers(560),
    rowHeight: 50,
    maxHeight: 300,
    overscan: 2,
    label: 'Numbers',
    getKey: String,
    renderRow: (item) => <button type="button">Row {item}</button>,
    ...props,
  }
  const view = render(<VirtualList {...all} />)
  const list = () => view.getByRole('list', { name: 'Numbers' })
  const labels = () =>
    [...list().querySelectorAll('li[data-index] button')].map((button) => button.textContent)
  const scroll = (top: number) =>
    act(() => {
      fireEvent.scroll(list().parentElement as HTMLElement, { target: { scrollTop: top } })
    })
  return { ...view, list, labels, scroll, props: all }
}

describe('VirtualList', () => {
  it('renders the visible rows and the overscan only', () => {
    const { labels, list } = renderList()
    // 300 / 50 = 6 visible (+1 partial) and 2 below.
    expect(labels()).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Row 5',
      'Row 6',
      'Row 7',
      'Row 8',
      'Row 9',
    ])
    expect(list().style.height).toBe('28000px')
    expect((list().parentElement as HTMLElement).style.height).toBe('300px')
  })

  it('moves the window with the scroll position', () => {
    const { labels, scroll } = renderList()
    scroll(100 * 50)
    expect(labels()[0]).toBe('Row 99')
    expect(labels().at(-1)).toBe('Row 109')
    scroll(559 * 50)
    expect(labels().at(-1)).toBe('Row 560')
  })

  it('is as tall as its rows when they are few', () => {
    const { list, labels } = renderList({ items: numbers(3) })
    expect((list().parentElement as HTMLElement).style.height).toBe('150px')
    expect(labels()).toEqual(['Row 1', 'Row 2', 'Row 3'])
  })

  it('asks for more once the visible rows near the last loaded one, never when all are in', () => {
    const onEndReached = vi.fn()
    const { scroll } = renderList({ items: numbers(40), count: 560, onEndReached, endThreshold: 5 })
    expect(onEndReached).not.toHaveBeenCalled()
    scroll(30 * 50)
    expect(onEndReached).toHaveBeenCalled()
    const done = vi.fn()
    renderList({ items: numbers(40), count: 40, onEndReached: done, label: 'Done' }).scroll(40 * 50)
    expect(done).not.toHaveBeenCalled()
  })

  it('keeps no scroll position past the end when the list shrinks', () => {
    const view = renderList()
    view.scroll(400 * 50)
    view.rerender(<VirtualList {...view.props} items={numbers(10)} />)
    expect((view.list().parentElement as HTMLElement).scrollTop).toBe(10 * 50 - 300)
    expect(view.labels()).toContain('Row 10')
  })
})
