import { useMemo } from 'react'
import type { CloseOptions, OpenOptions } from '../../core/features/modal/openClose'
import { useAirlockInstance } from '../AirlockContext'

export interface UseAirlockReturn {
  open(options?: OpenOptions): void
  /** False when closing was refused (an approval is showing). */
  close(options?: CloseOptions): boolean
}

/** Opens and closes the modal of the provider's instance. */
export function useAirlock(): UseAirlockReturn {
  const instance = useAirlockInstance()
  return useMemo(
    () => ({
      open: (options) => instance.open(options),
      close: (options) => instance.close(options),
    }),
    [instance],
  )
}
