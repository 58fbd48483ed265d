import type { SignClientOptions, WalletConnectSignClient } from './signClient'
import { WALLET_CONNECT_EVM_METHODS } from './walletConnectNamespaces'

export const FAKE_WALLET_ADDRESS = '0x1111111111111111111111111111111111111111'

/**
 * A sign-client stand-in (tests only): one restored session, requests answered by `answer`,
 * events by `fire`. Its eip155 namespace is chains 2 and 1 with every method the SDK asks for,
 * unless `evm` says which subset the wallet approved (as phone wallets do); solana if given.
 */
export function fakeSignClient(
  answer: (method: string, chainId: string) => Promise<unknown>,
  solana?: { accounts: string[]; methods: string[] },
  evm?: { chains?: number[]; methods?: string[] },
) {
  const handlers = new Map<string, (event: unknown) => void>()
  const requests: { method: string; chainId: string }[] = []
  const disconnected: string[] = []
  const session = {
    topic: 'topic-1',
    peer: { metadata: { name: 'Test Wallet' } },
    namespaces: {
      eip155: {
        accounts: (evm?.chains ?? [2, 1]).map((id) => `eip155:${id}:${FAKE_WALLET_ADDRESS}`),
        methods: evm?.methods ?? [...WALLET_CONNECT_EVM_METHODS],
      },
      ...(solana ? { solana } : {}),
    },
  }
  const client = {
    session: { getAll: () => [session], get: () => session },
    on: (name: string, handler: (event: unknown) => void) => handlers.set(name, handler),
    off: (name: string) => handlers.delete(name),
    connect: async () => ({ uri: undefined, approval: () => new Promise(() => {}) }),
    request: ({ chainId, request }: { chainId: string; request: { method: string } }) => {
      requests.push({ method: request.method, chainId })
      return answer(request.method, chainId)
    },
    disconnect: async ({ topic }: { topic: string }) => {
      disconnected.push(topic)
    },
    core: { relayer: { transportClose: async () => {} } },
  }
  return {
    create: async (_: SignClientOptions) => client as unknown as WalletConnectSignClient,
    requests,
    disconnected,
    fire: (name: string, event: unknown) => handlers.get(name)?.(event),
  }
}
