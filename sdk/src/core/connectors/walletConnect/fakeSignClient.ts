import type { SignClientOptions, WalletConnectSignClient } from './signClient'

export const FAKE_WALLET_ADDRESS = '0x1111111111111111111111111111111111111111'

/** A sign-client stand-in (tests only): one restored session (eip155 chains 2 and 1, solana if given), requests answered by `answer`, events by `fire`. */
export function fakeSignClient(
  answer: (method: string, chainId: string) => Promise<unknown>,
  solana?: { accounts: string[]; methods: string[] },
) {
  const handlers = new Map<string, (event: unknown) => void>()
  const requests: { method: string; chainId: string }[] = []
  const disconnected: string[] = []
  const session = {
    topic: 'topic-1',
    peer: { metadata: { name: 'Test Wallet' } },
    namespaces: {
      eip155: {
        accounts: [`eip155:2:${FAKE_WALLET_ADDRESS}`, `eip155:1:${FAKE_WALLET_ADDRESS}`],
        methods: [] as string[],
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
