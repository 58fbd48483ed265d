import type { KeyboardEvent } from 'react'

/**
 * Up/Down/Home/End between the buttons of a short (fully rendered) list; the
 * windowed one does its own (VirtualList.tsx). Use as the list's onKeyDown.
 */
export function onListArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')]
  const current = buttons.indexOf(event.target as HTMLElement)
  const last = buttons.length - 1
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(last, current + 1)
          : event.key === 'ArrowUp'
            ? Math.max(0, current - 1)
            : undefined
  if (target === undefined || current === -1) return
  event.preventDefault()
  buttons[target]?.focus()
}
