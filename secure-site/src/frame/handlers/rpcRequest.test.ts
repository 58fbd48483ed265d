import { describe, expect, it } from 'vitest'
import { ApiPaths, type PreparedEvmTransaction } from '../../shared/apiContract'
import type { ApprovalDescription } from '../approval/describe'
import { isEmailChange } from '../approval/emailChangeCard'
import { isQuestion } from '../approval/question'
import { createFrame } from '../frame'
import { fakeEnvironment, type Route, settle, testConfig } from '../testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const TOKENS = { accessToken: 'access-secret', refreshToken: 'refresh-secret' }

const prepared: PreparedEvmTransaction = {
  kind: 'eip155Transaction',
  params: [
    {
      from: EVM,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: '0x38d7ea4c68000',
      gas: '0x5208',
      nonce: '0x4',
      chainId: '0x7a69',
      type: '0x2',
      maxFeePerGas: '0x77359400',
      maxPriorityFeePerGas: '0x3b9aca00',
    },
  ],
  maxFee: (21_000n * 2_000_000_000n).toString(),
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  call: null,
  token: null,
}

const ok =
  (body: unknown): Route =>
  () => ({ status: 200, body })

/**
 * A signed-in frame on a fake API whose approval cards are decided by `decide`; a card
 * it answers 'hold' for stays open until the test calls `decideHeld`.
 */
async function signedInFrame(decide: (description: ApprovalDescription) => boolean | 'hold') {
  const harness = fakeEnvironment({
    [ApiPaths.EMAIL_START]: ok({ action: 'VERIFY_OTP' }),
    [ApiPaths.OTP_VERIFY]: ok(TOKENS),
    [ApiPaths.USER]: ok({ email: 'ada@example.com', addresses: { eip155: EVM, solana: SOL } }),
    [ApiPaths.PREPARE]: ok(prepared),
    [ApiPaths.APPROVALS]: ok({ approvalId: 'approval-1' }),
    [ApiPaths.RPC]: ok({ result: '0xresult' }),
  })
  const started = createFrame(testConfig, harness.env)
  if (!started.ok) throw new Error('frame did not start')
  const { approvals } = started.frame
  const shown: ApprovalDescription[] = []
  const held: number[] = []
  let lastId = 0
  approvals.subscribe(() => {
    const current = approvals.current()
    if (!current || current.id === lastId) return
    lastId = current.id
    const { description } = current
    if (isEmailChange(description) || isQuestion(description))
      throw new Error('an RPC request showed an email-change or question card')
    shown.push(description)
    const decision = decide(description)
    if (decision === 'hold') held.push(current.id)
    else approvals.decide(current.id, decision)
  })
  const decideHeld = (approved: boolean) => {
    for (const id of held.splice(0)) approvals.decide(id, approved)
  }
  const ask = async (name: string, payload: unknown, id = name) => {
    harness.request({ type: `@w3m-app/${name}`, id, payload })
    await settle()
    return harness.parent.posted
      .map((entry) => entry.message)
      .filter((message) => (message as { id?: string }).id === id)
  }
  await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
  await ask('CONNECT_OTP', { otp: '123456' })
  harness.http.calls.length = 0
  return { ...harness, harnessRequest: harness.request, ask, shown, decideHeld }
}

const paths = (calls: { path: string }[]) => calls.map((call) => call.path)

describe('RPC_REQUEST approvals', () => {
  it('eth_sendTransaction: prepares on the server, shows the prepared fee, grants and signs exactly that', async () => {
    const frame = await signedInFrame(() => true)
    const request = { from: EVM, to: prepared.params[0].to, value: '0x38d7ea4c68000' }
    const [reply] = await frame.ask('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [request],
      chainId: 31337,
    })
    expect(reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xresult' })
    expect(paths(frame.http.calls)).toEqual([
      ApiPaths.USER,
      ApiPaths.PREPARE,
      ApiPaths.APPROVALS,
      ApiPaths.RPC,
    ])
    const [, prepare, grant, rpc] = frame.http.calls
    expect(prepare?.body).toEqual({
      method: 'eth_sendTransaction',
      params: [request],
      chainId: 'eip155:31337',
      account: EVM,
    })
    const approved = {
      method: 'eth_sendTransaction',
      params: prepared.params,
      chainId: 'eip155:31337',
      account: EVM,
    }
    expect(grant?.body).toEqual(approved)
    expect(rpc?.body).toEqual({ ...approved, approvalId: 'approval-1' })
    const fee = frame.shown[0]?.details.find((detail) => detail.title === 'Fee')
    expect(fee).toMatchObject({
      fields: [
        { label: 'Max fee', value: '0.000042 ETH' },
        { label: 'Gas limit', value: '21000' },
        { label: 'Fee per gas (max)', value: '2 gwei' },
        { label: 'Tip per gas (max)', value: '1 gwei' },
        { label: 'Nonce', value: '4' },
      ],
    })
  })

  it('personal_sign: grants and signs for the account the card showed, with no prepare step', async () => {
    const frame = await signedInFrame(() => true)
    await frame.ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', EVM], chainId: 1 })
    expect(paths(frame.http.calls)).toEqual([ApiPaths.USER, ApiPaths.APPROVALS, ApiPaths.RPC])
    expect(frame.http.calls[1]?.body).toEqual({
      method: 'personal_sign',
      params: ['0x6869', EVM],
      chainId: 'eip155:1',
      account: EVM,
    })
    expect(frame.shown[0]?.account).toBe(EVM)
  })

  it('eth_signTypedData_v4: asks the chain for the verifying contract’s code before the card', async () => {
    const frame = await signedInFrame(() => false)
    const contract = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
    const typed = JSON.stringify({
      types: {},
      primaryType: 'Permit',
      domain: { chainId: 1, verifyingContract: contract },
      message: { spender: EVM, value: '5' },
    })
    await frame.ask('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [EVM, typed],
      chainId: 1,
    })
    expect(paths(frame.http.calls)).toEqual([ApiPaths.USER, ApiPaths.RPC])
    expect(frame.http.calls[1]?.body).toEqual({
      method: 'eth_getCode',
      params: [contract, 'latest'],
      chainId: 'eip155:1',
    })
    // The fake chain answers code ('0xresult'): no flag, only the stake.
    expect(frame.shown[0]?.warnings).toEqual([])
    expect(frame.shown[0]?.stakes).toEqual([
      `${EVM} can spend 5 (in the token's smallest unit) of token ${contract} from your wallet`,
    ])
  })

  it('refuses odd-length hex and oversized Solana batches before any card or request', async () => {
    const frame = await signedInFrame(() => true)
    const [odd] = await frame.ask('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x1', EVM],
      chainId: 1,
    })
    expect(odd).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'RPC_REQUEST',
      payload: {
        message: 'Invalid message: 0x-hex with an odd number of digits is not whole bytes',
      },
    })
    const [batch] = await frame.ask(
      'RPC_REQUEST',
      {
        method: 'solana_signAllTransactions',
        params: { transactions: Array(21).fill('tx') },
        chainNamespace: 'solana',
      },
      'batch',
    )
    expect(batch).toMatchObject({
      payload: { message: 'Too many transactions: at most 20 can be shown and signed at once' },
    })
    expect(frame.shown).toHaveLength(0)
    expect(frame.http.calls).toHaveLength(0)
  })

  it('sends one transaction at a time: the second is prepared only after the first settled', async () => {
    let cards = 0
    const frame = await signedInFrame(() => (++cards === 1 ? 'hold' : true))
    const send = (id: string) =>
      frame.harnessRequest({
        type: '@w3m-app/RPC_REQUEST',
        id,
        payload: { method: 'eth_sendTransaction', params: [{ to: EVM }], chainId: 31337 },
      })
    send('first')
    send('second')
    await settle()
    // The first card is open; the second waits unprepared, so it cannot reuse the nonce.
    expect(paths(frame.http.calls).filter((path) => path === ApiPaths.PREPARE)).toHaveLength(1)
    expect(frame.shown).toHaveLength(1)
    frame.decideHeld(true)
    await settle()
    expect(frame.shown).toHaveLength(2)
    expect(paths(frame.http.calls)).toEqual([
      ApiPaths.USER,
      ApiPaths.PREPARE,
      ApiPaths.APPROVALS,
      ApiPaths.RPC,
      ApiPaths.USER,
      ApiPaths.PREPARE,
      ApiPaths.APPROVALS,
      ApiPaths.RPC,
    ])
    const replies = frame.parent.posted.map(
      (entry) => entry.message as { id?: string; type: string },
    )
    expect(replies.filter((reply) => reply.id === 'first' || reply.id === 'second')).toEqual([
      expect.objectContaining({ id: 'first', type: '@w3m-frame/RPC_REQUEST_SUCCESS' }),
      expect.objectContaining({ id: 'second', type: '@w3m-frame/RPC_REQUEST_SUCCESS' }),
    ])
  })
})
