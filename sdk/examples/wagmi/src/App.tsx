import type { AirlockInstance } from '@airlock/sdk'
import { useState } from 'react'
import { parseEther } from 'viem'
import {
  useChains,
  useConnect,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
} from 'wagmi'
import { DEMO_AMOUNT_ETH, DEMO_MESSAGE, DEMO_RECIPIENT } from '../../react/src/demoValues'

type Outcome = { kind: 'result'; label: string; value: string } | { kind: 'error'; message: string }

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** viem's errors carry a one-line `shortMessage`; the full message lists details and versions. */
const errorText = (error: unknown) =>
  error instanceof Error
    ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message)
    : String(error)

/** Plain wagmi: every hook below reaches the wallet that the Airlock modal connected. */
export function App({ airlock }: { airlock: AirlockInstance }) {
  // wagmi 3's name for wagmi 2's useAccount.
  const { address, status, chain, chainId } = useConnection()
  const { mutate: connect, connectors } = useConnect()
  const { mutate: disconnect } = useDisconnect()
  const signMessage = useSignMessage()
  const sendTransaction = useSendTransaction()
  const switchChain = useSwitchChain()
  const chains = useChains()
  const [pending, setPending] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const connected = status === 'connected' && address !== undefined

  async function run(label: string, action: () => Promise<string>): Promise<void> {
    setPending(label)
    setOutcome(undefined)
    try {
      setOutcome({ kind: 'result', label, value: await action() })
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="page">
      <header className="nav">
        <span className="brand">
          Airlock <span className="brand-sub">wagmi example</span>
        </span>
        <div className="nav-actions">
          {connected && (
            <button type="button" className="ghost" onClick={() => disconnect()}>
              Disconnect
            </button>
          )}
          <button
            type="button"
            className="primary"
            onClick={() => {
              // Connected: the Airlock modal's Account view; else wagmi connects, which opens it.
              if (connected) airlock.open()
              else if (connectors[0]) connect({ connector: connectors[0] })
            }}
          >
            {connected ? short(address) : 'Connect Wallet'}
          </button>
        </div>
      </header>

      <main className="card">
        <h1>wagmi demo</h1>
        <p className="muted">
          wagmi&apos;s hooks with Airlock as the connector: sign in with your email or a browser
          wallet, then sign, send or switch networks.
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
            <span data-testid="network-name">{chain?.name ?? 'None'}</span> (chain{' '}
            <span data-testid="chain-id">{connected ? chainId : ''}</span>)
          </dd>
        </dl>
        <div className="actions">
          {chains
            .filter((candidate) => connected && candidate.id !== chainId)
            .map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className="ghost"
                disabled={pending !== undefined}
                onClick={() =>
                  run('Network', async () => {
                    const switched = await switchChain.mutateAsync({ chainId: candidate.id })
                    return switched.name
                  })
                }
              >
                Switch to {candidate.name}
              </button>
            ))}
        </div>
        <div className="actions">
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() =>
              run('Signature', () => signMessage.mutateAsync({ message: DEMO_MESSAGE }))
            }
          >
            Sign message
          </button>
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() =>
              run('Transaction hash', () =>
                sendTransaction.mutateAsync({
                  to: DEMO_RECIPIENT,
                  value: parseEther(DEMO_AMOUNT_ETH),
                }),
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
