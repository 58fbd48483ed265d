import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import { type Hex, verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { describeEachDb } from '../db/testing'
import { startEmailLogin, verifyEmailLogin } from './emailLogin'
import { recordApproval, runRpc } from './rpc'
import { authenticate } from './session'
import { bearer, ORIGIN, testContext } from './testing'
import { currentUser } from './user'

const DEVICE = 'cccccccc-0000-4000-8000-000000000003'

async function signedIn(t: ReturnType<typeof testContext>, email: string) {
  await startEmailLogin(t.context, { email, projectId: 'demo', origin: ORIGIN, deviceId: DEVICE })
  const tokens = await verifyEmailLogin(t.context, {
    email,
    projectId: 'demo',
    deviceId: DEVICE,
    otp: t.lastCode(email),
  })
  const auth = await authenticate(t.context, bearer(tokens.accessToken))
  return { auth, address: (await currentUser(t.context, auth)).addresses.eip155 }
}

describeEachDb('wallet rpc', (getDb) => {
  it('signs an approval method only with a single-use grant for exactly those params', async () => {
    const t = testContext(getDb())
    const { auth, address } = await signedIn(t, 'ada@example.com')
    const call = { method: 'personal_sign', params: ['0x68656c6c6f', address], chainId: 'eip155:1' }

    await expect(runRpc(t.context, auth, call)).rejects.toThrow('Request was not approved')
    const { approvalId } = await recordApproval(t.context, auth, call)
    const other = await recordApproval(t.context, auth, {
      ...call,
      params: ['0x6576696c', address],
    })
    await expect(
      runRpc(t.context, auth, { ...call, approvalId: other.approvalId }),
    ).rejects.toThrow('Request was not approved')

    const { result } = await runRpc(t.context, auth, { ...call, approvalId })
    expect(
      await verifyMessage({ address: address as Hex, message: 'hello', signature: result as Hex }),
    ).toBe(true)
    await expect(runRpc(t.context, auth, { ...call, approvalId })).rejects.toThrow(
      'Request was not approved',
    )
  })

  it('enforces the method policy again on the server', async () => {
    const t = testContext(getDb())
    const { auth } = await signedIn(t, 'grace@example.com')
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain']) {
      await expect(
        runRpc(t.context, auth, { method, params: [], chainId: 'eip155:1' }),
      ).rejects.toThrow('Requested RPC call is not allowed')
      await expect(
        recordApproval(t.context, auth, { method, params: [], chainId: 'eip155:1' }),
      ).rejects.toThrow('Requested RPC call is not allowed')
    }
    // A grant is only for approval methods.
    await expect(
      recordApproval(t.context, auth, {
        method: 'eth_blockNumber',
        params: [],
        chainId: 'eip155:1',
      }),
    ).rejects.toThrow('Requested RPC call is not allowed')
  })

  it('answers account and chain reads itself, and needs an endpoint for the rest', async () => {
    const t = testContext(getDb())
    const { auth, address } = await signedIn(t, 'linus@example.com')
    expect(
      await runRpc(t.context, auth, { method: 'eth_accounts', params: [], chainId: 'eip155:1' }),
    ).toEqual({
      result: [address],
    })
    expect(
      await runRpc(t.context, auth, { method: 'eth_chainId', chainId: 'eip155:8453' }),
    ).toEqual({ result: '0x2105' })
    await expect(
      runRpc(t.context, auth, { method: 'eth_blockNumber', chainId: 'eip155:1' }),
    ).rejects.toThrow('Chain is not supported')
    await expect(
      runRpc(t.context, auth, {
        method: 'eth_blockNumber',
        chainId: 'eip155:1',
        rpcUrl: 'http://10.0.0.1:8545',
      }),
    ).rejects.toThrow('RPC URL not allowed')
  })
})

describeEachDb('wallet rpc: solana', (getDb) => {
  it('signs a Solana message after a grant, for the wallet it was asked of', async () => {
    const t = testContext(getDb())
    const { auth } = await signedIn(t, 'sol@example.com')
    const { addresses } = await currentUser(t.context, auth)
    const message = bs58.encode(new TextEncoder().encode('Sign in to Dapp'))
    const call = {
      method: 'solana_signMessage',
      params: { message, pubkey: addresses.solana },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    await expect(runRpc(t.context, auth, { ...call, chainId: 'eip155:1' })).rejects.toThrow(
      'Unsupported chain',
    )
    const { approvalId } = await recordApproval(t.context, auth, call)
    const { result } = await runRpc(t.context, auth, { ...call, approvalId })
    const { signature } = result as { signature: string }
    expect(
      ed25519.verify(bs58.decode(signature), bs58.decode(message), bs58.decode(addresses.solana)),
    ).toBe(true)
  })
})
