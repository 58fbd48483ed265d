import { createAirlock } from '@airlock/sdk'
import { AirlockProvider } from '@airlock/sdk/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
// The same runtime configuration (airlock.config.json) as the React example.
import { loadConfig } from '../../react/src/config'
import { dappNetworks } from '../../react/src/network'
import { App } from './App'
import { createWagmiConfig } from './wagmiConfig'
import '../../shared/page.css'
import './app.css'

async function start(): Promise<void> {
  const config = await loadConfig()
  const networks = dappNetworks(config)
  const airlock = createAirlock({
    projectId: config.projectId,
    secureSiteUrl: config.secureSiteUrl,
    networks,
    apiUrls: config.apiUrls,
    frameTimeouts: config.frameTimeouts,
    features: config.features,
    metadata: {
      name: 'Airlock wagmi Example',
      description: 'wagmi hooks over the Airlock modal',
      url: window.location.origin,
      icons: [],
    },
  })
  const wagmiConfig = createWagmiConfig(airlock, networks)
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          {/* Attaches the modal that the connector opens. */}
          <AirlockProvider instance={airlock}>
            <App airlock={airlock} />
          </AirlockProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  document.body.textContent = `The example could not start: ${String(error)}`
})
