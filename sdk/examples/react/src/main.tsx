import { createAirlock } from '@airlock/sdk'
import { AirlockProvider } from '@airlock/sdk/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadConfig } from './config'
import { dappNetworks } from './network'
import '../../shared/page.css'
import './app.css'

async function start(): Promise<void> {
  const config = await loadConfig()
  // Solana and Bitcoin code (the networks here, the SDK's wallets) loads only for a config with them.
  const networks = [
    ...dappNetworks(config),
    ...(config.solanaNetworks || config.bitcoinNetworks
      ? (await import('./namespaceNetworks')).dappNamespaceNetworks(config)
      : []),
  ]
  // Sign-in code loads only for a config that turns it on.
  const siwx = config.siwx === 'off' ? undefined : (await import('./siwx')).dappSiwx(config.siwx)
  // The config's SDK options as they are (parseConfig kept only well-formed ones); its
  // network and sign-in fields are the dapp's own, turned into options here.
  const { rpcUrl, chainId, solanaNetworks, bitcoinNetworks, ...options } = config
  const airlock = createAirlock({
    ...options,
    networks,
    siwx,
    metadata: {
      name: 'Airlock Example',
      description: 'The Airlock SDK example dapp',
      url: window.location.origin,
      icons: [],
    },
    themeMode: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <AirlockProvider instance={airlock}>
        <App airlock={airlock} networks={networks} />
      </AirlockProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  document.body.textContent = `The example could not start: ${String(error)}`
})
