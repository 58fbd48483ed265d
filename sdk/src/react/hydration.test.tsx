import { act, cleanup, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dapp } from '../../examples/next/app/Dapp'
import { DEFAULT_CONFIG, dappNetwork } from '../../examples/next/app/dappConfig'
import { Home } from '../../examples/next/app/Home'
import { type AirlockInstance, createAirlock } from '../core/createAirlock'
import { AirlockProvider } from './AirlockProvider'

/**
 * The Next.js example's client tree, rendered to HTML as the server does, then
 * hydrated as the browser does: any hydration mismatch or error reported by
 * React (console.error, onRecoverableError…) fails the test.
 */

const instances: AirlockInstance[] = []
let root: Root | undefined
let container: HTMLElement
const reported: unknown[] = []

function instance(): AirlockInstance {
  const airlock = createAirlock({
    projectId: DEFAULT_CONFIG.projectId,
    secureSiteUrl: DEFAULT_CONFIG.secureSiteUrl,
    networks: [dappNetwork(DEFAULT_CONFIG)],
    metadata: { name: 'Next example', description: 'SSR', url: 'http://localhost', icons: [] },
  })
  instances.push(airlock)
  return airlock
}

async function serverRenderThenHydrate(server: ReactNode, client: ReactNode): Promise<void> {
  container = document.createElement('div')
  container.innerHTML = renderToString(server)
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, <StrictMode>{client}</StrictMode>, {
      onRecoverableError: (error) => reported.push(error),
      onCaughtError: (error) => reported.push(error),
      onUncaughtError: (error) => reported.push(error),
    })
  })
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

beforeEach(() => {
  reported.length = 0
  vi.spyOn(console, 'error').mockImplementation((...args) => reported.push(args))
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  cleanup()
  for (const airlock of instances.splice(0)) airlock.destroy()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('Next.js example: server render, then hydration', () => {
  it('hydrates the page with no error, then shows the buttons in their shadow roots', async () => {
    await serverRenderThenHydrate(
      <Dapp config={DEFAULT_CONFIG} />,
      <Dapp config={DEFAULT_CONFIG} />,
    )
    expect(reported).toEqual([])
    expect(text('status')).toBe('disconnected')
    expect(text('network')).toBe('Localhost (31337)')
    const hosts = [...container.querySelectorAll<HTMLElement>('[data-airlock-button]')]
    expect(hosts).toHaveLength(2)
    const [network, connect] = hosts.map((host) => {
      if (!host.shadowRoot) throw new Error('a button has no shadow root')
      return within(host.shadowRoot as unknown as HTMLElement)
    })
    network?.getByRole('button', { name: 'Localhost' })
    connect?.getByRole('button', { name: 'Connect Wallet' })
  })

  it('hydrates without a mismatch when the store moved on before hydration', async () => {
    const server = instance()
    const client = instance()
    // In the browser a remembered wallet starts reconnecting before React hydrates.
    client.stores.connection.getState().startConnecting()
    client.stores.chains.getState().setAccount('eip155', { status: 'reconnecting' })
    client.setThemeMode('dark')
    await serverRenderThenHydrate(
      <AirlockProvider instance={server} modal={false}>
        <Home />
      </AirlockProvider>,
      <AirlockProvider instance={client} modal={false}>
        <Home />
      </AirlockProvider>,
    )
    expect(reported).toEqual([])
    // Hydrated as the server rendered it, then brought up to date.
    expect(text('status')).toBe('reconnecting')
    expect(container.querySelector('.page')?.getAttribute('data-theme')).toBe('dark')
    const connect = container.querySelectorAll('[data-airlock-button]')[1]?.shadowRoot
    expect(connect?.querySelector('button')?.textContent).toBe('Connecting…')
  })
})
