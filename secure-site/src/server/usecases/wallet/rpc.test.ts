import { base58Decode, base58Encode } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import { type Hex, verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { signedInForTest, testContext } from '../../wiring/testing'
import { currentUser } from '../account/user'
import { recordApproval, runRpc } from './rpc'

const DEVICE = 'cccccccc-0000-4000-8000-000000000003'

describeEachDb('wallet rpc', (getDb) => {
  it('signs an approval method only with a single-use grant for exactly those params', async () => {
    const t = testContext(getDb())
    const {
      auth,
      addresses: { eip155: address },
    } = await signedInForTest(t, 'ada@example.com', DEVICE)
    const call = {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: 'eip155:1',
      account: address,
    }

    await expect(runRpc(t.context, auth, call)).rejects.toThrow(/^Request was not approved$/)
    const { approvalId } = await recordApproval(t.context, auth, call)
    const other = await recordApproval(t.context, auth, {
      ...call,
      params: ['0x6576696c', address],
    })
    await expect(
      runRpc(t.context, auth, { ...call, approvalId: other.approvalId }),
    ).rejects.toThrow(/^Request was not approved: params\[0\] changed since approval$/)

    const { result } = await runRpc(t.context, auth, { ...call, approvalId })
    expect(
      await verifyMessage({ address: address as Hex, message: 'hello', signature: result as Hex }),
    ).toBe(true)
    await expect(runRpc(t.context, auth, { ...call, approvalId })).rejects.toThrow(
      'Request was not approved',
    )
  })

  it('binds the grant to the method, params, chain, account and RPC endpoint: each refuses the other', async () => {
    const t = testContext(getDb())
    const {
      auth,
      addresses: { eip155: address },
    } = await signedInForTest(t, 'bindings@example.com', DEVICE)
    const approved = {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: 'eip155:8453',
      account: address,
      rpcUrl: 'https://rpc.example.com',
    }
    const changes: [Partial<typeof approved>, string][] = [
      [{ method: 'eth_signTypedData_v4' }, 'Request was not approved'],
      [
        { params: ['0x6869', address] },
        'Request was not approved: params[0] changed since approval',
      ],
      [{ chainId: 'eip155:1' }, 'Request was not approved: chainId changed since approval'],
      [
        { account: '0x000000000000000000000000000000000000dEaD' },
        'Request was not approved: account changed since approval',
      ],
      [
        { rpcUrl: 'https://other-rpc.example.com' },
        'Request was not approved: rpcUrl changed since approval',
      ],
      [{ rpcUrl: undefined }, 'Request was not approved: rpcUrl changed since approval'],
    ]
    const { approvalId } = await recordApproval(t.context, auth, approved)
    for (const [change, message] of changes) {
      await expect(runRpc(t.context, auth, { ...approved, ...change, approvalId })).rejects.toThrow(
        new RegExp(`^${message.replace(/[[\]]/g, '\\$&')}$`),
      )
    }
    // None of the refusals used it up: the approved request still signs, once.
    const { result } = await runRpc(t.context, auth, { ...approved, approvalId })
    expect(
      await verifyMessage({ address: address as Hex, message: 'hello', signature: result as Hex }),
    ).toBe(true)
  })

  it('needs the account in a grant, and signs only with the key of that account', async () => {
    const t = testContext(getDb())
    const {
      auth,
      addresses: { eip155: address },
    } = await signedInForTest(t, 'account@example.com', DEVICE)
    const call = { method: 'personal_sign', params: ['0x6869', address], chainId: 'eip155:1' }
    await expect(recordApproval(t.context, auth, call)).rejects.toThrow(
      /^Request does not name the account to sign with$/,
    )
    // Someone else's address, granted and consumed as such, still opens no key but this one.
    const elsewhere = { ...call, account: '0x000000000000000000000000000000000000dEaD' }
    const { approvalId } = await recordApproval(t.context, auth, elsewhere)
    await expect(runRpc(t.context, auth, { ...elsewhere, approvalId })).rejects.toThrow(
      /^Requested address does not belong to this wallet$/,
    )
  })

  it('refuses odd-length hex in personal_sign rather than sign other bytes than shown', async () => {
    const t = testContext(getDb())
    const {
      auth,
      addresses: { eip155: address },
    } = await signedInForTest(t, 'oddhex@example.com', DEVICE)
    const call = {
      method: 'personal_sign',
      params: ['0x1', address],
      chainId: 'eip155:1',
      account: address,
    }
    const { approvalId } = await recordApproval(t.context, auth, call)
    await expect(runRpc(t.context, auth, { ...call, approvalId })).rejects.toThrow(
      /^Invalid message: 0x-hex with an odd number of digits is not whole bytes$/,
    )
  })

  it('enforces the method policy again on the server', async () => {
    const t = testContext(getDb())
    const { auth } = await signedInForTest(t, 'grace@example.com', DEVICE)
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
    const {
      auth,
      addresses: { eip155: address },
    } = await signedInForTest(t, 'linus@example.com', DEVICE)
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
    const { auth } = await signedInForTest(t, 'sol@example.com', DEVICE)
    const { addresses } = await currentUser(t.context, auth)
    const message = base58Encode(new TextEncoder().encode('Sign in to Dapp'))
    const call = {
      method: 'solana_signMessage',
      params: { message, pubkey: addresses.solana },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      account: addresses.solana,
    }
    await expect(runRpc(t.context, auth, { ...call, chainId: 'eip155:1' })).rejects.toThrow(
      'Unsupported chain',
    )
    const { approvalId } = await recordApproval(t.context, auth, call)
    const { result } = await runRpc(t.context, auth, { ...call, approvalId })
    const { signature } = result as { signature: string }
    expect(
      ed25519.verify(
        base58Decode(signature),
        base58Decode(message),
        base58Decode(addresses.solana),
      ),
    ).toBe(true)
    // The EVM address is this user's too, but not the Solana key's account.
    const wrong = { ...call, account: addresses.eip155 }
    const grant = await recordApproval(t.context, auth, wrong)
    await expect(
      runRpc(t.context, auth, { ...wrong, approvalId: grant.approvalId }),
    ).rejects.toThrow(/^Requested address does not belong to this wallet$/)
  })
})
