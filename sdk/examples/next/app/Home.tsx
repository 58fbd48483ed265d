'use client'

import {
  ConnectButton,
  NetworkButton,
  useAirlockAccount,
  useAirlockEvents,
  useAirlockNetwork,
  useAirlockTheme,
  useDisconnect,
  useWalletInfo,
} from '@airlock/sdk/react'

/** The page under <AirlockProvider>: the buttons, and what the hooks say. */
export function Home() {
  const { address, status, isConnected, embeddedWalletInfo } = useAirlockAccount()
  const { caipNetwork, chainId } = useAirlockNetwork()
  const { walletInfo } = useWalletInfo()
  const { themeMode, setThemeMode } = useAirlockTheme()
  const { disconnect } = useDisconnect()
  const lastEvent = useAirlockEvents()

  return (
    <div className="page" data-theme={themeMode}>
      <header className="nav">
        <span className="brand">
          Airlock <span className="muted">Next.js example</span>
        </span>
        <div className="nav-actions">
          <button
            type="button"
            className="ghost"
            onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
          >
            {themeMode === 'dark' ? 'Light mode' : 'Dark mode'}
          </button>
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="card">
        <h1>App Router, server-rendered</h1>
        <p className="muted">
          This page is rendered on the server; the buttons and the hooks below take over in the
          browser.
        </p>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="status">{status}</dd>
          <dt>Address</dt>
          <dd className="mono" data-testid="address">
            {address ?? 'Not connected'}
          </dd>
          <dt>Network</dt>
          <dd data-testid="network">
            {caipNetwork?.name ?? 'None'} ({chainId ?? '–'})
          </dd>
          <dt>Wallet</dt>
          <dd data-testid="wallet">
            {walletInfo?.name ?? '–'}
            {embeddedWalletInfo?.user.email ? ` (${embeddedWalletInfo.user.email})` : ''}
          </dd>
          <dt>Last event</dt>
          <dd data-testid="last-event">{lastEvent?.type ?? '–'}</dd>
        </dl>
        {isConnected && (
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        )}
      </main>
    </div>
  )
}
