import type { AirlockInstance, CaipNetwork } from '@airlock/sdk'
import { prefetchModal, useAirlock, useAirlockAccount, useAirlockNetwork } from '@airlock/sdk/react'
import { useState } from 'react'
import { DEMO_AMOUNT_ETH } from './demoValues'

// The request builders (and the viem helpers they use) load on the first click, not with the page.
const walletActions = () => import('./walletActions')

type Outcome = { kind: 'result'; label: string; value: string } | { kind: 'error'; message: string }

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function App({
  airlock,
  networks,
}: {
  airlock: AirlockInstance
  /** What the dapp offers; the wallet may still sit on another chain. */
  networks: readonly CaipNetwork[]
}) {
  const { open } = useAirlock()
  const { address, status } = useAirlockAccount()
  // The wallet's network, even one the dapp does not offer (then named "Unknown Network").
  const { caipNetwork: network, switchNetwork } = useAirlockNetwork()
  const [dark, setDark] = useState(() => airlock.getState().themeMode === 'dark')
  const [pending, setPending] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const connected = status === 'connected' && address !== undefined

  function toggleTheme(): void {
    const next = !dark
    setDark(next)
    airlock.setThemeMode(next ? 'dark' : 'light')
  }

  async function run(label: string, action: (from: string) => Promise<string>): Promise<void> {
    if (!address) return
    setPending(label)
    setOutcome(undefined)
    try {
      setOutcome({ kind: 'result', label, value: await action(address) })
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    } finally {
      setPending(undefined)
    }
  }

  async function switchTo(target: CaipNetwork): Promise<void> {
    setOutcome(undefined)
    try {
      await switchNetwork(target)
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  // The connected wallet's provider: a browser wallet's, else the embedded one.
  const provider = () => airlock.getProvider('eip155')
  const chainId = Number(network?.id ?? networks[0]?.id)

  return (
    <div className="page" data-theme={dark ? 'dark' : 'light'}>
      <header className="nav">
        <span className="brand">
          <span className="logo" aria-hidden="true" />
          Airlock <span className="brand-sub">example dapp</span>
        </span>
        <div className="nav-actions">
          <button type="button" className="ghost" onClick={toggleTheme}>
            {dark ? 'Light mode' : 'Dark mode'}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => open()}
            onPointerEnter={prefetchModal}
            onFocus={prefetchModal}
          >
            {connected ? short(address) : 'Connect Wallet'}
          </button>
        </div>
      </header>

      <main className="card">
        <h1>Wallet demo</h1>
        <p className="muted">
          Sign in with your email or a browser wallet, then ask the wallet to sign or send.
        </p>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="status">{status}</dd>
          <dt>Address</dt>
          <dd className="mono" data-testid="address">
            {address ?? 'Not connected'}
          </dd>
          <dt>Network</dt>
          <dd>
            <span data-testid="network-name">{network?.name ?? 'None'}</span> (chain{' '}
            <span data-testid="chain-id">{network?.id ?? ''}</span>)
          </dd>
        </dl>
        {networks.length > 1 && (
          <div className="actions">
            {networks
              .filter((candidate) => candidate.caipNetworkId !== network?.caipNetworkId)
              .map((candidate) => (
                <button
                  key={candidate.caipNetworkId}
                  type="button"
                  className="ghost"
                  onClick={() => void switchTo(candidate)}
                >
                  Switch to {candidate.name}
                </button>
              ))}
          </div>
        )}
        <div className="actions">
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() =>
              run('Signature', async (from) =>
                (await walletActions()).signMessage(provider(), from),
              )
            }
          >
            Sign message
          </button>
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() =>
              run('Signature', async (from) =>
                (await walletActions()).signTypedData(provider(), from, chainId),
              )
            }
          >
            Sign typed data
          </button>
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() =>
              run('Transaction hash', async (from) =>
                (await walletActions()).sendEth(provider(), from),
              )
            }
          >
            Send {DEMO_AMOUNT_ETH} ETH
          </button>
        </div>
        <section className="outcome" aria-live="polite">
          {pending && <p className="muted">Waiting for approval in the wallet…</p>}
          {outcome?.kind === 'result' && (
            <>
              <h2>{outcome.label}</h2>
              <output className="mono" data-testid="result">
                {outcome.value}
              </output>
            </>
          )}
          {outcome?.kind === 'error' && (
            <p className="error" role="alert" data-testid="error">
              {outcome.message}
            </p>
          )}
        </section>
      </main>
    </div>
  )
}
