'use client'

import { AirlockProvider, ConnectButton, useAirlockAccount } from '@airlock/sdk/react'
import { airlock } from './airlock'

function Status() {
  const { status, address } = useAirlockAccount()
  return (
    <p>
      <span data-testid="status">{status}</span> <span data-testid="address">{address ?? ''}</span>
    </p>
  )
}

export function Wallet() {
  return (
    <AirlockProvider instance={airlock}>
      <ConnectButton />
      <button type="button" onClick={() => airlock.open()}>
        Open Airlock
      </button>
      <Status />
    </AirlockProvider>
  )
}
