import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OtpInput } from './OtpInput'
import { emptyOtp } from './otpValue'

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(emptyOtp)
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]
const box = (index: number) => {
  const element = boxes()[index]
  if (!element) throw new Error(`no box ${index}`)
  return element
}
const values = () => boxes().map((element) => element.value)

function paste(target: HTMLElement, text: string): void {
  const event = createEvent.paste(target)
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
  fireEvent(target, event)
}

afterEach(cleanup)

describe('OtpInput', () => {
  it('shows six labelled boxes in a group', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
    expect(boxes()).toHaveLength(6)
    expect(box(0).getAttribute('aria-label')).toBe('Digit 1 of 6')
    expect(box(0).getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('typing a digit fills the box and moves focus to the next', () => {
    render(<Harness />)
    box(0).focus()
    fireEvent.change(box(0), { target: { value: '4' } })
    expect(values()).toEqual(['4', '', '', '', '', ''])
    expect(document.activeElement).toBe(box(1))
  })

  it('typing over a filled box replaces its digit', () => {
    render(<Harness />)
    fireEvent.change(box(0), { target: { value: '4' } })
    fireEvent.change(box(0), { target: { value: '49' } })
    expect(values()[0]).toBe('9')
  })

  it('pasting 6 digits fills every box and completes once', () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    paste(box(2), '123456')
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
    expect(document.activeElement).toBe(box(5))
  })

  it('completes on the sixth typed digit', () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    for (const [index, digit] of ['9', '8', '7', '6', '5'].entries())
      fireEvent.change(box(index), { target: { value: digit } })
    expect(onComplete).not.toHaveBeenCalled()
    fireEvent.change(box(5), { target: { value: '4' } })
    expect(onComplete).toHaveBeenCalledWith('987654')
  })

  it('Backspace on an empty box clears the previous one and moves back', () => {
    render(<Harness />)
    fireEvent.change(box(0), { target: { value: '1' } })
    fireEvent.change(box(1), { target: { value: '2' } })
    expect(document.activeElement).toBe(box(2))
    fireEvent.keyDown(box(2), { key: 'Backspace' })
    expect(values()).toEqual(['1', '', '', '', '', ''])
    expect(document.activeElement).toBe(box(1))
    // On a filled box the browser deletes the digit: an empty change.
    fireEvent.change(box(0), { target: { value: '' } })
    expect(values()).toEqual(['', '', '', '', '', ''])
  })

  it('arrow keys move between boxes', () => {
    render(<Harness />)
    box(3).focus()
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(box(2))
    fireEvent.keyDown(box(2), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(box(3))
  })
})
