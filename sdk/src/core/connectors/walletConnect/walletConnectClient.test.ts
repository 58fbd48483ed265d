import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../networks/types'
import type { SignClientOptions, WalletConnectSignClient } from './signClient'
import { startWalletConnectClient } from './walletConnectClient'
import { createWalletConnectStore } from './walletConnectState'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const network = (id: number) =>
  ({ chainNamespace: 'eip155', id, caipNetworkId: `eip155:${id}` }) as unknown as CaipNetwork

/** A sign-client stand-in: one restored session, requests answered by `answer`, events by `fire`. */
function fakeSignClient(answer: (method: string, chainId: string) => Promise<unknown>) {
  const handlers = new Map<string, (event: unknown) => void>()
  const requests: { method: string; chainId: string }[] = []
  const disconnected: string[] = []
  const session = {
    topic: 'topic-1',
    peer: { metadata: { name: 'Test Wallet' } },
    namespaces: { eip155: { accounts: [`eip155:2:${ADDRESS}`, `eip155:1:${ADDRESS}`] } },
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

async function start(answer: (method: string, chainId: string) => Promise<unknown>) {
  const fake = fakeSignClient(answer)
  const events: [string, unknown][] = []
  const store = createWalletConnectStore()
  const client = await startWalletConnectClient(
    {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'd', description: 'd', url: 'http://127.0.0.1', icons: [] },
      storagePrefix: 'test',
      networks: [network(1), network(2)],
      store,
      emit: (event, payload) => events.push([event, payload]),
    },
    fake.create,
  )
  return { client, fake, events, store }
}

describe('the WalletConnect EIP-1193 client', () => {
  it('restores the session: its account, on the dapp’s first network the wallet approved', async () => {
    const { client, store } = await start(async () => '0x')
    expect(await client.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await client.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(store.getState().walletName).toBe('Test Wallet')
  })

  it('sends signing requests through the session on the current chain, saying which one waits', async () => {
    let seen: string | undefined
    const { client, fake, store } = await start(async () => {
      seen = store.getState().pendingRequest
      return '0xsig'
    })
    expect(await client.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe(
      '0xsig',
    )
    expect(fake.requests).toEqual([{ method: 'personal_sign', chainId: 'eip155:1' }])
    expect(seen).toBe('personal_sign')
    expect(store.getState().pendingRequest).toBeUndefined()
  })

  it('turns a wallet’s rejection into EIP-1193 code 4001, and keeps other codes', async () => {
    const rejecting = await start(async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(rejecting.client.request({ method: 'personal_sign' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request',
    })
    const unknownChain = await start(async () => {
      throw { code: 4902, message: 'Unrecognized chain ID "0x7a69".' }
    })
    await expect(
      unknownChain.client.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2' }],
      }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID "0x7a69".' })
  })

  it('switches chain through the wallet, then requests go to the new chain and chainChanged fires', async () => {
    const { client, fake, events } = await start(async () => null)
    await client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    expect(events).toContainEqual(['chainChanged', '0x2'])
    await client.request({ method: 'eth_sendTransaction', params: [{}] })
    expect(fake.requests.at(-1)).toEqual({ method: 'eth_sendTransaction', chainId: 'eip155:2' })
  })

  it('ends the session in the dapp when the wallet deletes it', async () => {
    const { client, fake, events } = await start(async () => null)
    fake.fire('session_delete', { topic: 'topic-1' })
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[1]?.[1]).toMatchObject({ code: 4900 })
    expect(await client.request({ method: 'eth_accounts' })).toEqual([])
    await expect(client.request({ method: 'personal_sign' })).rejects.toMatchObject({ code: 4100 })
  })

  it('revoking disconnects the session in the wallet', async () => {
    const { client, fake } = await start(async () => null)
    await client.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(fake.disconnected).toEqual(['topic-1'])
    expect(await client.request({ method: 'eth_accounts' })).toEqual([])
  })
})
