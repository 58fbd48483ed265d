/**
 * Test harness for the hooks: renders one hook under an AirlockProvider (modal
 * off) and counts its renders, so a test can say what re-renders it. Tests only.
 */
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { AirlockInstance } from '../../core/createAirlock'
import { AirlockProvider } from '../AirlockProvider'

export function renderAirlockHook<Result>(instance: AirlockInstance, hook: () => Result) {
  const counter = { renders: 0 }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AirlockProvider instance={instance} modal={false}>
      {children}
    </AirlockProvider>
  )
  const rendered = renderHook(
    () => {
      counter.renders++
      return hook()
    },
    { wrapper },
  )
  return { ...rendered, counter }
}
