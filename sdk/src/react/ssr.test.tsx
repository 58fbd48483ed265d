// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dapp } from '../../examples/next/app/Dapp'
import { readDappConfig } from '../../examples/next/app/dappConfig'
import { createAirlock, localhost } from '../index'
import {
  AccountButton,
  AirlockProvider,
  ConnectButton,
  NetworkButton,
  useAirlock,
  useAirlockAccount,
  useAirlockEvents,
  useAirlockNetwork,
  useAirlockProvider,
  useAirlockState,
  useAirlockTheme,
  useDisconnect,
  useWalletInfo,
} from './index'

function Everything() {
  useAirlock()
  useDisconnect()
  const { status } = useAirlockAccount()
  const { caipNetworkId } = useAirlockNetwork()
  const { walletProvider } = useAirlockProvider('eip155')
  const { view, open } = useAirlockState()
  const { themeMode } = useAirlockTheme()
  const { walletInfo } = useWalletInfo()
  const event = useAirlockEvents()
  return createElement(
    'p',
    null,
    [status, caipNetworkId, walletProvider, view, open, themeMode, walletInfo, event?.type]
      .map(String)
      .join('|'),
  )
}

describe('server rendering', () => {
  it('imports @airlock/sdk/react and renders the provider, hooks and buttons without window', () => {
    expect(typeof window).toBe('undefined')
    const airlock = createAirlock({
      projectId: 'demo',
      networks: [localhost],
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://wallet.example',
    })
    const html = renderToString(
      createElement(
        AirlockProvider,
        { instance: airlock },
        createElement(Everything),
        createElement(ConnectButton),
        createElement(AccountButton),
        createElement(NetworkButton),
      ),
    )
    // The buttons' shadow roots exist only in a browser: the server renders their hosts.
    const host = '<span data-airlock-button="" style="display:inline-block;min-height:40px"></span>'
    expect(html).toBe(
      `<p>disconnected|eip155:31337|undefined|Connect|false|light|undefined|undefined</p>${host.repeat(3)}`,
    )
    airlock.destroy()
  })

  it("renders the Next.js example's client tree with the configuration of the request", () => {
    const config = readDappConfig({
      NEXT_PUBLIC_AIRLOCK_PROJECT_ID: 'demo',
      NEXT_PUBLIC_AIRLOCK_SECURE_SITE_URL: 'https://wallet.example',
      NEXT_PUBLIC_AIRLOCK_CHAIN_ID: '31338',
    })
    expect(config).toEqual({
      projectId: 'demo',
      secureSiteUrl: 'https://wallet.example',
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31338,
    })
    const html = renderToString(createElement(Dapp, { config }))
    expect(html).toContain('<dd data-testid="status">disconnected</dd>')
    expect(html).toContain('Chain 31338<!-- --> (<!-- -->31338<!-- -->)')
  })
})
