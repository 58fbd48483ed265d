/**
 * A stand-in for what `createAirlock` returns, typed by the SDK's public types
 * (`AirlockConnectorInstance`), that a test drives as a user would drive the
 * modal: connect in it, close it, switch in the wallet, disconnect from it.
 */
import { type Address, getAddress, type Hex, isHex, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type {
  AirlockInstance,
  AirlockState,
  CaipNetwork,
  ChainAccountState,
  ChainState,
  Eip1193Provider,
} from '../index'
import { localhost, localhost2 } from '../index'
import type { AirlockConnectorInstance } from './evmConnection'

const idleAccount = (): ChainAccountState => ({
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  tokenBalance: undefined,
  status: 'disconnected',
  user: undefined,
  preferredAccountType: undefined,
  socialProvider: undefined,
  connectorId: undefined,
})

/** A wallet's EIP-1193 provider holding a real key: it signs, and records what it was asked. */
export function fakeWalletProvider(chainId: () => number) {
  const account = privateKeyToAccount(generatePrivateKey())
  const requests: string[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      requests.push(method)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
      if (method === 'eth_chainId') return numberToHex(chainId())
      if (method === 'personal_sign') {
        const [message] = params as [Hex, Address]
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      throw Object.assign(new Error(`fake wallet: ${method} is not supported`), { code: 4200 })
    },
    on: () => provider,
    removeListener: () => provider,
  }
  return { provider, address: account.address, requests }
}

export interface FakeAirlockOptions {
  /** The instance's EVM networks; none at all stands for a Solana-only instance. */
  networks?: readonly CaipNetwork[]
  /** An eip155 account already connected (the session restored at start). */
  connected?: Address
}

export function fakeAirlock(options: FakeAirlockOptions = {}) {
  const networks = options.networks ?? [localhost, localhost2]
  const listeners = new Set<(state: AirlockState) => void>()
  let open = false
  let account = idleAccount()
  let network = networks[0]
  let markReady: () => void = () => {}
  const calls = { open: 0, disconnect: [] as (string | undefined)[], switchNetwork: [] as string[] }
  let switchFailure: unknown
  const wallet = fakeWalletProvider(() => Number(network?.id))
  let provider = wallet.provider

  const chainState = (): ChainState => ({
    account,
    network: {
      caipNetwork: network,
      requestedCaipNetworks: [...networks],
      smartAccountEnabledNetworks: [],
    },
  })
  const state = (): AirlockState => ({
    open,
    loading: false,
    view: account.address ? 'Account' : 'Connect',
    status: account.address ? 'connected' : 'disconnected',
    activeNamespace: network ? 'eip155' : undefined,
    address: account.address,
    caipAddress: account.caipAddress,
    caipNetwork: network,
    themeMode: 'light',
  })
  const notify = () => {
    for (const listener of [...listeners]) listener(state())
  }
  const setAccount = (address: Address | undefined) => {
    account = address
      ? {
          ...idleAccount(),
          address,
          caipAddress: `eip155:${network?.id}:${address}`,
          status: 'connected',
          connectorId: 'fake-wallet',
        }
      : idleAccount()
  }
  if (options.connected) setAccount(options.connected)

  const instance: AirlockConnectorInstance = {
    ready: new Promise<void>((resolve) => {
      markReady = resolve
    }),
    open() {
      calls.open += 1
      open = true
      notify()
    },
    getState: state,
    subscribeState(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getProvider: ((namespace: 'eip155' | 'solana' | 'bip122') => {
      if (namespace !== 'eip155') throw new Error(`fake: no ${namespace} provider`)
      return provider
    }) as AirlockInstance['getProvider'],
    async disconnect(namespace) {
      calls.disconnect.push(namespace)
      setAccount(undefined)
      notify()
    },
    async switchNetwork(target) {
      calls.switchNetwork.push(target.caipNetworkId)
      if (switchFailure !== undefined) throw switchFailure
      network = target
      notify()
    },
    stores: {
      chains: { getState: () => ({ chains: network ? { eip155: chainState() } : {} }) },
    },
  }

  return {
    instance,
    wallet,
    calls,
    /** The start-up session check is over. */
    finishStartup: () => markReady(),
    /** The user connects `address` in the modal (the wallet's by default). */
    connectInModal(address: Address = wallet.address) {
      setAccount(getAddress(address))
      notify()
    },
    closeModal() {
      open = false
      notify()
    },
    disconnectInModal() {
      setAccount(undefined)
      notify()
    },
    /** The wallet moved to another account or network by itself. */
    changeAccount(address: Address) {
      setAccount(address)
      notify()
    },
    changeNetwork(target: CaipNetwork) {
      network = target
      notify()
    },
    failSwitchWith(error: unknown) {
      switchFailure = error
    },
    useProvider(next: Eip1193Provider) {
      provider = next
    },
  }
}

export type FakeAirlock = ReturnType<typeof fakeAirlock>
