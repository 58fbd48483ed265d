/**
 * Test harness for the buttons: renders one under an AirlockProvider (modal off)
 * and gives testing-library queries scoped to its shadow root. Tests only.
 */
import { render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { AirlockInstance } from '../../core/createAirlock'
import { AirlockProvider } from '../AirlockProvider'

export function renderScopedButton(instance: AirlockInstance, button: ReactNode) {
  const { container } = render(
    <AirlockProvider instance={instance} modal={false}>
      {button}
    </AirlockProvider>,
  )
  const host = container.querySelector('[data-airlock-button]')
  const shadow = host?.shadowRoot
  if (!host || !shadow) throw new Error('the button has no shadow root')
  // testing-library queries run on any node with querySelectorAll; a shadow root is one.
  return { host, shadow, ui: within(shadow as unknown as HTMLElement) }
}
