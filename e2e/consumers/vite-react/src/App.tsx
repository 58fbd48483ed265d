import type { AirlockState } from '@airlock/sdk'
import { useEffect, useState } from 'react'
import { airlock } from './airlock'

// No AirlockProvider: the page calls airlock.open() and reads the instance's state.
export function App() {
  const [state, setState] = useState<AirlockState>(() => airlock.getState())
  useEffect(() => airlock.subscribeState(setState), [])
  return (
    <main>
      <button type="button" onClick={() => airlock.open()}>
        Open Airlock
      </button>
      <p>
        <span data-testid="status">{state.status}</span>{' '}
        <span data-testid="address">{state.address ?? ''}</span>
      </p>
    </main>
  )
}
