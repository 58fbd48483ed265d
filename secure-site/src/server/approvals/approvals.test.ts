import { describe, expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import {
  APPROVAL_TTL_S,
  canonicalJson,
  consumeApproval,
  fingerprints,
  grantApproval,
} from './approvals'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

describe('fingerprints', () => {
  const subject = (params: unknown, rest: Record<string, unknown> = {}) => ({
    userId: 'u',
    method: 'eth_sendTransaction',
    chainId: 'eip155:1',
    params,
    ...rest,
  })

  it('opens the params two levels deep, one short hash per field', () => {
    const prints = fingerprints(subject([{ to: '0x01', gas: '0x5208' }], { account: '0xa' }))
    expect(Object.keys(prints).sort()).toEqual([
      'account',
      'chainId',
      'params[0].gas',
      'params[0].to',
    ])
    for (const print of Object.values(prints)) expect(print).toMatch(/^[0-9a-f]{16}$/)
    const gasChanged = fingerprints(subject([{ to: '0x01', gas: '0x5209' }], { account: '0xa' }))
    expect(gasChanged['params[0].gas']).not.toBe(prints['params[0].gas'])
    expect(gasChanged['params[0].to']).toBe(prints['params[0].to'])
  })

  it('hashes big or deep containers whole, so a grant stays small', () => {
    const wide = Array.from({ length: 100 }, (_, index) => index)
    expect(Object.keys(fingerprints(subject(wide)))).toEqual(['chainId', 'params'])
    const deep = [{ a: { b: { c: 1 } } }]
    expect(Object.keys(fingerprints(subject(deep)))).toEqual(['chainId', 'params[0].a'])
  })
})

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"f":2}]},"b":1}',
    )
    expect(canonicalJson([undefined, 'x'])).toBe('[null,"x"]')
  })
})

describeEachDb('approvals', (getDb) => {
  const request = {
    method: 'personal_sign',
    chainId: 'eip155:1',
    params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'],
  }

  it('lets one approval sign exactly the approved request, once', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'approver@example.com')
    const subject = { userId: user.id, ...request }
    const { approvalId } = await grantApproval(db, subject)
    await expect(
      consumeApproval(db, approvalId, { ...subject, params: ['0x6576696c', request.params[1]] }),
    ).rejects.toThrow(/^Request was not approved: params\[0\] changed since approval$/)
    await expect(
      consumeApproval(db, approvalId, { ...subject, chainId: 'eip155:10' }),
    ).rejects.toThrow(/^Request was not approved: chainId changed since approval$/)
    await expect(
      consumeApproval(db, approvalId, { ...subject, method: 'eth_signTypedData_v4' }),
    ).rejects.toThrow(/^Request was not approved$/)
    await consumeApproval(db, approvalId, subject)
    // Used up: nothing more to say about it than that.
    await expect(
      consumeApproval(db, approvalId, { ...subject, chainId: 'eip155:10' }),
    ).rejects.toThrow(/^Request was not approved$/)
    await expect(consumeApproval(db, approvalId, subject)).rejects.toThrow(
      /^Request was not approved$/,
    )
  })

  it('binds whatever fields a subject names, and says which ones changed', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'approver-d@example.com')
    // Not an RPC call: an action with its own fields, as an email change would have.
    const subject = {
      userId: user.id,
      method: 'UPDATE_EMAIL',
      params: { from: 'a@example.com', to: 'b@example.com' },
    }
    const { approvalId } = await grantApproval(db, subject)
    await expect(
      consumeApproval(db, approvalId, {
        ...subject,
        params: { ...subject.params, to: 'c@example.com' },
      }),
    ).rejects.toThrow(/^Request was not approved: params.to changed since approval$/)
    await expect(consumeApproval(db, approvalId, { ...subject, extra: 'field' })).rejects.toThrow(
      /^Request was not approved: extra changed since approval$/,
    )
    await consumeApproval(db, approvalId, subject)
  })

  it("refuses another user's approval, an expired one, and none at all", async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const alice = await findOrCreateUser(db, 'approver-a@example.com')
    const bob = await findOrCreateUser(db, 'approver-b@example.com')
    const { approvalId } = await grantApproval(db, { userId: alice.id, ...request }, clock)
    await expect(
      consumeApproval(db, approvalId, { userId: bob.id, ...request }, clock),
    ).rejects.toThrow('Request was not approved')
    await expect(consumeApproval(db, undefined, { userId: alice.id, ...request })).rejects.toThrow(
      'Request was not approved',
    )
    await expect(
      consumeApproval(db, 'not-a-uuid', { userId: alice.id, ...request }),
    ).rejects.toThrow('Request was not approved')
    advance(APPROVAL_TTL_S)
    await expect(
      consumeApproval(db, approvalId, { userId: alice.id, ...request }, clock),
    ).rejects.toThrow('Request was not approved')
  })

  it('matches params regardless of key order', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'approver-c@example.com')
    const params = [{ to: '0x01', value: '0x1', data: '0x' }]
    const { approvalId } = await grantApproval(db, {
      userId: user.id,
      method: 'eth_sendTransaction',
      chainId: 'eip155:1',
      params,
    })
    await consumeApproval(db, approvalId, {
      userId: user.id,
      method: 'eth_sendTransaction',
      chainId: 'eip155:1',
      params: [{ data: '0x', value: '0x1', to: '0x01' }],
    })
  })
})
