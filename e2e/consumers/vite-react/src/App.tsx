import { ConnectButton, useAirlock, useAirlockAccount } from '@airlock/sdk/react'

// The app the README's main.tsx renders: Airlock's button and hooks inside AirlockProvider.
export function App() {
  const { open } = useAirlock()
  const { status, address } = useAirlockAccount()
  return (
    <main>
      <ConnectButton />
      <button type="button" onClick={() => open()}>
        Open Airlock
      </button>
      <p>
        <span data-testid="status">{status}</span>{' '}
        <span data-testid="address">{address ?? ''}</span>
      </p>
    </main>
  )
}
