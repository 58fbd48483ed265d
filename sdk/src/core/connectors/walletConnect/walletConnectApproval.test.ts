import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../networks/types'
import { FAKE_WALLET_ADDRESS as ADDRESS, fakeSignClient } from './fakeSignClient'
import { addressesOf } from './sessionApproval'
import { startWalletConnectClient } from './walletConnectClient'
import { createWalletConnectStore } from './walletConnectState'

const network = (id: number) =>
  ({ chainNamespace: 'eip155', id, caipNetworkId: `eip155:${id}` }) as unknown as CaipNetwork

/** A session the wallet approved as phone wallets do: only `evm`'s chains and methods. */
async function start(evm: { chains?: number[]; methods?: string[] }) {
  const fake = fakeSignClient(async () => '0xsig', undefined, evm)
  const events: [string, unknown][] = []
  const client = await startWalletConnectClient(
    {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'd', description: 'd', url: 'http://127.0.0.1', icons: [] },
      storagePrefix: 'test',
      networks: [network(1), network(2), network(3)],
      store: createWalletConnectStore(),
      emit: (event, payload) => events.push([event, payload]),
    },
    fake.create,
  )
  return { client, fake, events }
}

describe('a WalletConnect session approved as a subset of the proposal', () => {
  it('refuses a method the wallet did not approve, before the wallet is asked', async () => {
    const { client, fake } = await start({ methods: ['personal_sign', 'eth_sendTransaction'] })
    await expect(
      client.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'The WalletConnect wallet did not approve eth_signTypedData_v4',
    })
    expect(fake.requests).toEqual([])
    expect(await client.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe(
      '0xsig',
    )
    expect(fake.requests).toEqual([{ method: 'personal_sign', chainId: 'eip155:1' }])
  })

  it('without wallet_switchEthereumChain, moves to a chain the session holds without asking the wallet', async () => {
    const { client, fake, events } = await start({ methods: ['eth_sendTransaction'] })
    expect(
      await client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] }),
    ).toBeNull()
    expect(events).toEqual([['chainChanged', '0x2']])
    await client.request({ method: 'eth_sendTransaction', params: [{}] })
    expect(fake.requests).toEqual([{ method: 'eth_sendTransaction', chainId: 'eip155:2' }])
  })

  it('without wallet_switchEthereumChain, refuses a chain the session lacks with 4901, naming the wallet', async () => {
    const { client, fake, events } = await start({ methods: ['personal_sign'] })
    await expect(
      client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3' }] }),
    ).rejects.toMatchObject({ code: 4901, message: 'Test Wallet does not serve eip155:3' })
    await expect(
      client.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x3' }] }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'The WalletConnect wallet did not approve wallet_addEthereumChain',
    })
    expect(fake.requests).toEqual([])
    expect(events).toEqual([])
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('with wallet_switchEthereumChain, asks the wallet even for a chain the session lacks (it may add it)', async () => {
    const { client, fake } = await start({ chains: [1] })
    await client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3' }] })
    expect(fake.requests).toEqual([{ method: 'wallet_switchEthereumChain', chainId: 'eip155:1' }])
  })

  it('starts on the dapp’s first network the wallet approved', async () => {
    const { client } = await start({ chains: [3, 2] })
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x2')
  })
})

describe('session events as wallets emit them', () => {
  it('a spontaneous chainChanged (data the chain id, chainId its CAIP-2 id) moves the dapp and its requests', async () => {
    const { client, fake, events } = await start({})
    fake.fire('session_event', {
      topic: 'topic-1',
      params: { event: { name: 'chainChanged', data: 2 }, chainId: 'eip155:2' },
    })
    expect(events).toEqual([['chainChanged', '0x2']])
    await client.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    expect(fake.requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:2' })
  })

  it('accountsChanged with CAIP-10 accounts reaches the dapp as addresses', async () => {
    const { fake, events } = await start({})
    fake.fire('session_event', {
      topic: 'topic-1',
      params: {
        event: { name: 'accountsChanged', data: [`eip155:2:${ADDRESS}`] },
        chainId: 'eip155:2',
      },
    })
    fake.fire('session_event', {
      topic: 'topic-1',
      params: { event: { name: 'accountsChanged', data: [ADDRESS] }, chainId: 'eip155:2' },
    })
    expect(events).toEqual([
      ['accountsChanged', [ADDRESS]],
      ['accountsChanged', [ADDRESS]],
    ])
  })

  it('an event of another session, or a malformed chainChanged, is ignored', async () => {
    const { fake, events } = await start({})
    fake.fire('session_event', {
      topic: 'topic-2',
      params: { event: { name: 'chainChanged', data: 2 }, chainId: 'eip155:2' },
    })
    fake.fire('session_event', {
      topic: 'topic-1',
      params: { event: { name: 'chainChanged', data: 'eip155:x' }, chainId: 'eip155:2' },
    })
    expect(events).toEqual([])
  })

  it('an expired session ends in the dapp as a deleted one does', async () => {
    const { client, fake, events } = await start({})
    fake.fire('session_expire', { topic: 'topic-1' })
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(await client.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('addressesOf', () => {
  it('keeps the address of plain and CAIP-10 accounts, and drops what is not a string', () => {
    expect(addressesOf([ADDRESS, `eip155:1:${ADDRESS}`, 7])).toEqual([ADDRESS, ADDRESS])
    expect(addressesOf('0x1')).toEqual([])
  })
})
