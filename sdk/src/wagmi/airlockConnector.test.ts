/**
 * The connector inside a real wagmi config. vitest.config.ts runs this file
 * twice: against wagmi 3 (@wagmi/core 3) and, aliased, against @wagmi/core 2.
 */
import {
  type Config,
  connect,
  createConfig,
  createStorage,
  disconnect,
  http,
  reconnect,
  signMessage,
  switchChain,
  version,
} from '@wagmi/core'
import { defineChain, SwitchChainError, UserRejectedRequestError, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { localhost2, ProviderRpcError } from '../index'
import { airlock } from './airlockConnector'
import { type FakeAirlock, fakeAirlock, fakeWalletProvider } from './airlockInstance.fake'

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  })
const local1 = chain(31337, 'Localhost')
const local2 = chain(31338, 'Localhost 2')
const local3 = chain(31339, 'Localhost 3')
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What `localStorage` would keep across a reload. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function wagmiWith(fake: FakeAirlock, storage = memoryStorage()) {
  const config = createConfig({
    chains: [local1, local2, local3],
    connectors: [airlock({ instance: fake.instance })],
    transports: { [local1.id]: http(), [local2.id]: http(), [local3.id]: http() },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return { config, connector, storage }
}

/** wagmi's view of the connection (the same in wagmi 2 and 3). */
function wagmiConnection(config: Config) {
  const { status, current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  return { status, accounts: connection?.accounts, chainId: connection?.chainId }
}

/** Lets promise chains that react to a store change run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe(`airlock() connector on @wagmi/core ${version}`, () => {
  it('runs on the wagmi major this project names (vitest.config.ts)', () => {
    expect(version.split('.')[0]).toBe(inject('wagmiMajor'))
  })

  it('refuses an instance without an EVM network, saying what to add', () => {
    expect(() => airlock({ instance: fakeAirlock({ networks: [] }).instance })).toThrow(
      'airlock(): the Airlock instance has no EVM network; add an eip155 network to createAirlock({ networks })',
    )
  })

  it('connect() opens the Airlock modal and resolves with the account the user connects there', async () => {
    const fake = fakeAirlock()
    const { config, connector } = wagmiWith(fake)
    const connecting = connect(config, { connector })
    await settle()
    expect(fake.calls.open).toBe(1)
    expect(wagmiConnection(config).status).toBe('connecting')

    fake.connectInModal()
    await expect(connecting).resolves.toMatchObject({
      accounts: [fake.wallet.address],
      chainId: 31337,
    })
    expect(wagmiConnection(config)).toEqual({
      status: 'connected',
      accounts: [fake.wallet.address],
      chainId: 31337,
    })
  })

  it('connect() resolves at once, without the modal, when the SDK is connected already', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await expect(connect(config, { connector })).resolves.toMatchObject({ accounts: [OTHER] })
    expect(fake.calls.open).toBe(0)
  })

  it('closing the modal before connecting rejects connect() as a user rejection', async () => {
    const fake = fakeAirlock()
    const { config, connector } = wagmiWith(fake)
    const connecting = connect(config, { connector })
    await settle()
    fake.closeModal()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(connecting).rejects.toThrow('The Airlock modal was closed')
    expect(wagmiConnection(config).status).toBe('disconnected')
  })

  it('connect({ chainId }) moves the SDK to that chain', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await expect(connect(config, { connector, chainId: 31338 })).resolves.toMatchObject({
      chainId: 31338,
    })
    expect(fake.calls.switchNetwork).toEqual(['eip155:31338'])
  })

  it('connect({ withCapabilities }) answers accounts with (empty) capabilities', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    const result = await connect(config, { connector, withCapabilities: true })
    expect(result.accounts).toEqual([{ address: OTHER, capabilities: {} }])
  })

  it('a connection made in the Airlock modal alone connects wagmi', async () => {
    const fake = fakeAirlock()
    const { config } = wagmiWith(fake)
    fake.connectInModal()
    expect(wagmiConnection(config)).toEqual({
      status: 'connected',
      accounts: [fake.wallet.address],
      chainId: 31337,
    })
  })

  it('disconnecting in wagmi disconnects the SDK (eip155), once, and wagmi can connect again', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    await disconnect(config)
    expect(fake.calls.disconnect).toEqual(['eip155'])
    expect(fake.instance.stores.chains.getState().chains.eip155?.account.address).toBeUndefined()
    expect(wagmiConnection(config).status).toBe('disconnected')
    // The SDK's reset was not echoed as a second disconnect: one 'connect' listener, not two.
    expect(connector.emitter.listenerCount('connect')).toBe(1)

    fake.connectInModal()
    expect(wagmiConnection(config).status).toBe('connected')
  })

  it('disconnecting in the Airlock modal disconnects wagmi', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    fake.disconnectInModal()
    expect(wagmiConnection(config).status).toBe('disconnected')
    expect(fake.calls.disconnect).toEqual([])
  })

  it("the SDK's account and network changes reach wagmi", async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    fake.changeAccount(fake.wallet.address)
    expect(wagmiConnection(config).accounts).toEqual([fake.wallet.address])
    fake.changeNetwork(localhost2)
    expect(wagmiConnection(config).chainId).toBe(31338)
  })

  it("switchChain through wagmi switches the SDK's network and answers wagmi's chain", async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    await expect(switchChain(config, { chainId: 31338 })).resolves.toBe(local2)
    expect(fake.calls.switchNetwork).toEqual(['eip155:31338'])
    expect(wagmiConnection(config).chainId).toBe(31338)
    // Already there: nothing to ask the SDK.
    await switchChain(config, { chainId: 31338 })
    expect(fake.calls.switchNetwork).toEqual(['eip155:31338'])
  })

  it('switchChain refuses a chain wagmi or Airlock does not configure, as wagmi connectors do', async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    // 31339 is in wagmi's chains, not in the Airlock instance's networks.
    const notInAirlock = switchChain(config, { chainId: 31339 })
    await expect(notInAirlock).rejects.toBeInstanceOf(SwitchChainError)
    await expect(notInAirlock).rejects.toThrow('Chain not configured.')
    // 1 is in neither.
    await expect(switchChain(config, { chainId: 1 as 31337 })).rejects.toThrow(
      'Chain not configured.',
    )
    expect(fake.calls.switchNetwork).toEqual([])
  })

  it("a switch the user declines is wagmi's UserRejectedRequestError; another failure a SwitchChainError", async () => {
    const fake = fakeAirlock({ connected: OTHER })
    const { config, connector } = wagmiWith(fake)
    await connect(config, { connector })
    fake.failSwitchWith(new ProviderRpcError(4001, 'User rejected the request'))
    await expect(switchChain(config, { chainId: 31338 })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    fake.failSwitchWith(new Error('Network Not Found'))
    const failed = switchChain(config, { chainId: 31338 })
    await expect(failed).rejects.toBeInstanceOf(SwitchChainError)
    await expect(failed).rejects.toThrow('Network Not Found')
    expect(wagmiConnection(config).chainId).toBe(31337)
  })

  it("wagmi's requests go to the provider the SDK holds for the active connection", async () => {
    const fake = fakeAirlock()
    const { config, connector } = wagmiWith(fake)
    const connecting = connect(config, { connector })
    await settle()
    fake.connectInModal()
    await connecting
    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(fake.wallet.requests).toContain('personal_sign')
    expect(
      await verifyMessage({ address: fake.wallet.address, message: 'hello from wagmi', signature }),
    ).toBe(true)

    // Another connection in the SDK (another wallet): wagmi follows without reconnecting.
    const next = fakeWalletProvider(() => 31337)
    fake.useProvider(next.provider)
    fake.changeAccount(next.address)
    const nextSignature = await signMessage(config, { message: 'again' })
    expect(
      await verifyMessage({ address: next.address, message: 'again', signature: nextSignature }),
    ).toBe(true)
  })

  it('after a reload, reconnect waits for the SDK to restore its session', async () => {
    const storage = memoryStorage()
    const before = fakeAirlock({ connected: OTHER })
    const first = wagmiWith(before, storage)
    await connect(first.config, { connector: first.connector })

    // The page reloads: a new instance whose session check has not finished.
    const after = fakeAirlock()
    const { config } = wagmiWith(after, storage)
    const reconnecting = reconnect(config)
    await settle()
    expect(wagmiConnection(config).status).not.toBe('connected')
    after.changeAccount(OTHER)
    after.finishStartup()
    const connections = await reconnecting
    expect(connections.map((connection) => connection.accounts)).toEqual([[OTHER]])
    expect(wagmiConnection(config)).toMatchObject({ status: 'connected', accounts: [OTHER] })
    expect(after.calls.open).toBe(0)
  })

  it('after a reload with no session to restore, reconnect leaves wagmi disconnected and opens nothing', async () => {
    const fake = fakeAirlock()
    const { config } = wagmiWith(fake)
    fake.finishStartup()
    await expect(reconnect(config)).resolves.toEqual([])
    expect(wagmiConnection(config).status).toBe('disconnected')
    expect(fake.calls.open).toBe(0)
  })

  it("a reconnect with nothing restored rejects as @wagmi/core's ConnectorNotConnectedError", async () => {
    const fake = fakeAirlock()
    const { connector } = wagmiWith(fake)
    fake.finishStartup()
    await expect(connector.connect({ isReconnecting: true })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
      message: 'Connector not connected.',
    })
    expect(fake.calls.open).toBe(0)
  })

  it('a connector id of its own, so wagmi can tell it from injected wallets', () => {
    const { connector } = wagmiWith(fakeAirlock())
    expect(connector).toMatchObject({ id: 'airlock', name: 'Airlock', type: 'airlock' })
  })
})
