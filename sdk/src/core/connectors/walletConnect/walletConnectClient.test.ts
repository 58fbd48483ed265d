import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../networks/types'
import { FAKE_WALLET_ADDRESS as ADDRESS, fakeSignClient } from './fakeSignClient'
import { startWalletConnectClient } from './walletConnectClient'
import { createWalletConnectStore } from './walletConnectState'

const network = (id: number) =>
  ({ chainNamespace: 'eip155', id, caipNetworkId: `eip155:${id}` }) as unknown as CaipNetwork
const SOLANA_ADDRESS = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// A local validator's cluster (any genesis but the public clusters' and their legacy ids).
const LOCAL = 'solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr'
const solanaNetwork = (caipNetworkId: string) =>
  ({
    chainNamespace: 'solana',
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
  }) as unknown as CaipNetwork

async function start(
  answer: (method: string, chainId: string) => Promise<unknown>,
  solana?: { accounts: string[]; methods: string[] },
  networks = [network(1), network(2)],
) {
  const fake = fakeSignClient(answer, solana)
  const events: [string, unknown][] = []
  const store = createWalletConnectStore()
  const client = await startWalletConnectClient(
    {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'd', description: 'd', url: 'http://127.0.0.1', icons: [] },
      storagePrefix: 'test',
      networks,
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

  it('holds the session’s Solana account on the dapp’s first Solana network the wallet approved', async () => {
    const { store } = await start(
      async () => null,
      {
        accounts: [`${DEVNET}:${SOLANA_ADDRESS}`, `${LOCAL}:${SOLANA_ADDRESS}`],
        methods: ['solana_signMessage'],
      },
      [network(1), solanaNetwork(LOCAL), solanaNetwork(DEVNET)],
    )
    expect(store.getState().solana).toMatchObject({ address: SOLANA_ADDRESS, caipNetworkId: LOCAL })
  })

  it('takes a session approved with the legacy devnet id for devnet, and asks the wallet with that id', async () => {
    const legacy = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
    const { store, fake } = await start(
      async (method) => (method === 'solana_signMessage' ? { signature: '5' } : null),
      { accounts: [`${legacy}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'] },
      [network(1), solanaNetwork(DEVNET)],
    )
    expect(store.getState().solana).toMatchObject({
      address: SOLANA_ADDRESS,
      caipNetworkId: DEVNET,
      sessionChain: legacy,
    })
    await store.getState().solana?.provider.signMessage(new Uint8Array([1]))
    expect(fake.requests).toEqual([{ method: 'solana_signMessage', chainId: legacy }])
  })

  it('has no Solana account when the dapp has no Solana network, or the wallet approved none', async () => {
    const solana = { accounts: [`${LOCAL}:${SOLANA_ADDRESS}`], methods: [] }
    expect((await start(async () => null, solana)).store.getState().solana).toBeUndefined()
    const evmOnly = await start(async () => null, undefined, [network(1), solanaNetwork(LOCAL)])
    expect(evmOnly.store.getState().solana).toBeUndefined()
  })

  it('sends the Solana provider’s requests through the session on its Solana chain', async () => {
    const { store, fake } = await start(
      async (method) => (method === 'solana_signMessage' ? { signature: '5' } : null),
      { accounts: [`${LOCAL}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'] },
      [network(1), solanaNetwork(LOCAL)],
    )
    const provider = store.getState().solana?.provider
    expect(provider?.address).toBe(SOLANA_ADDRESS)
    expect(await provider?.signMessage(new Uint8Array([1]))).toEqual(new Uint8Array([4]))
    expect(fake.requests).toEqual([{ method: 'solana_signMessage', chainId: LOCAL }])
  })

  it('drops the Solana account when the session ends, and ignores a Solana chain’s events for EVM', async () => {
    const { store, fake, events } = await start(
      async () => null,
      { accounts: [`${LOCAL}:${SOLANA_ADDRESS}`], methods: [] },
      [network(1), solanaNetwork(LOCAL)],
    )
    const provider = store.getState().solana?.provider
    fake.fire('session_event', {
      topic: 'topic-1',
      params: { event: { name: 'accountsChanged', data: [SOLANA_ADDRESS] }, chainId: LOCAL },
    })
    expect(events).toEqual([])
    fake.fire('session_delete', { topic: 'topic-1' })
    expect(store.getState().solana).toBeUndefined()
    expect(provider?.address).toBeUndefined()
    await expect(provider?.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
  })
})
