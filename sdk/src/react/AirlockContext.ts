import { createContext, useContext } from 'react'
import type { AirlockInstance } from '../core/createAirlock'

/** The SDK instance the hooks and the modal read; set by <AirlockProvider> or the modal root. */
export const AirlockContext = createContext<AirlockInstance | undefined>(undefined)

export function useAirlockInstance(): AirlockInstance {
  const instance = useContext(AirlockContext)
  if (!instance) throw new Error('Airlock hooks must be used inside <AirlockProvider>')
  return instance
}
