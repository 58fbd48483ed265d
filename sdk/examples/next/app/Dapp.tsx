'use client'

import { AirlockProvider } from '@airlock/sdk/react'
import { useState } from 'react'
import { getAirlock } from './airlock'
import type { DappConfig } from './dappConfig'
import { Home } from './Home'

/** The client boundary: the SDK instance for `config`, its provider, the page. */
export function Dapp({ config }: { config: DappConfig }) {
  const [airlock] = useState(() => getAirlock(config))
  return (
    <AirlockProvider instance={airlock}>
      <Home />
    </AirlockProvider>
  )
}
