import { useAirlock, useAirlockAccount } from '@airlock/sdk/react'
import { useAccount } from 'wagmi'

// The app the README's wagmi main.tsx renders: wagmi's own view of the account beside
// Airlock's, so a connection made in the modal alone is seen to reach wagmi.
export function App() {
  const { open } = useAirlock()
  const { status, address } = useAirlockAccount()
  const wagmi = useAccount()
  return (
    <main>
      <button type="button" onClick={() => open()}>
        Open Airlock
      </button>
      <p>
        <span data-testid="status">{status}</span>{' '}
        <span data-testid="address">{address ?? ''}</span>{' '}
        <span data-testid="wagmi-address">{wagmi.address ?? ''}</span>
      </p>
    </main>
  )
}
