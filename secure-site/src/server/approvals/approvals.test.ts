import { describe, expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import { APPROVAL_TTL_S, canonicalJson, consumeApproval, grantApproval } from './approvals'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

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
    ).rejects.toThrow(/^Request was not approved$/)
    await expect(
      consumeApproval(db, approvalId, { ...subject, chainId: 'eip155:10' }),
    ).rejects.toThrow('Request was not approved')
    await consumeApproval(db, approvalId, subject)
    await expect(consumeApproval(db, approvalId, subject)).rejects.toThrow(
      'Request was not approved',
    )
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
