import type { AirlockState } from '@airlock/sdk'
import { getConnection, watchConnection } from '@wagmi/core'
import { useEffect, useState } from 'react'
import { airlock } from './airlock'
import { wagmiConfig } from './wagmi'

// No AirlockProvider: the page calls airlock.open() and reads the instance's state.
export function App() {
  const [state, setState] = useState<AirlockState>(() => airlock.getState())
  useEffect(() => airlock.subscribeState(setState), [])
  const [wagmiAddress, setWagmiAddress] = useState(() => getConnection(wagmiConfig).address)
  useEffect(
    () =>
      watchConnection(wagmiConfig, {
        onChange: (connection) => setWagmiAddress(connection.address),
      }),
    [],
  )
  return (
    <main>
      <button type="button" onClick={() => airlock.open()}>
        Open Airlock
      </button>
      <p>
        <span data-testid="status">{state.status}</span>{' '}
        <span data-testid="address">{state.address ?? ''}</span>{' '}
        <span data-testid="wagmi-address">{wagmiAddress ?? ''}</span>
      </p>
    </main>
  )
}
