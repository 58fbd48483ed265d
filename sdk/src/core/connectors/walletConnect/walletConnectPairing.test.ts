import { UserRejectedError } from '@airlock/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Proposal, pairWallet } from './walletConnectPairing'

const topic = (n: number) => n.toString(16).padStart(64, '0')
const uri = (n: number) => `wc:${topic(n)}@2?relay-protocol=irn&symKey=${topic(99)}`

/** A proposal whose answer the test gives. */
function pendingProposal(n: number) {
  let answer!: { resolve(session: string): void; reject(error: unknown): void }
  const approval = new Promise<string>((resolve, reject) => {
    answer = { resolve, reject }
  })
  const proposal: Proposal<string> = { uri: uri(n), approval: () => approval }
  return { proposal, answer }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairWallet', () => {
  it('resolves with the session the wallet approves, after showing its URI', async () => {
    const first = pendingProposal(1)
    const shown: string[] = []
    const pairing = pairWallet({
      propose: async () => first.proposal,
      onUri: (value) => shown.push(value),
      signal: new AbortController().signal,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual([uri(1)])
    first.answer.resolve('session')
    await expect(pairing).resolves.toBe('session')
  })

  it('replaces the URI 10 s before its 4 minutes end, without a click', async () => {
    const proposals = [pendingProposal(1), pendingProposal(2)]
    let calls = 0
    const shown: [string, number][] = []
    const pairing = pairWallet({
      propose: async () => (proposals[calls++] as (typeof proposals)[0]).proposal,
      onUri: (value, expiresAt) => shown.push([value, expiresAt]),
      signal: new AbortController().signal,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual([[uri(1), 1_000_000 + 240_000]])
    await vi.advanceTimersByTimeAsync(229_999)
    expect(shown).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(shown.map(([value]) => value)).toEqual([uri(1), uri(2)])
    // The old proposal's late answer is no longer listened to.
    proposals[0]?.answer.resolve('stale')
    proposals[1]?.answer.resolve('fresh')
    await expect(pairing).resolves.toBe('fresh')
  })

  it('tries a failed proposal again after 1 s', async () => {
    const ok = pendingProposal(3)
    const propose = vi
      .fn<() => Promise<Proposal<string>>>()
      .mockRejectedValueOnce(new Error('socket closed'))
      .mockResolvedValue(ok.proposal)
    const pairing = pairWallet({ propose, onUri: () => {}, signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync(999)
    expect(propose).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(propose).toHaveBeenCalledTimes(2)
    ok.answer.resolve('session')
    await expect(pairing).resolves.toBe('session')
  })

  it('ends with UserRejectedError (4001) when the wallet declines', async () => {
    const first = pendingProposal(1)
    const pairing = pairWallet({
      propose: async () => first.proposal,
      onUri: () => {},
      signal: new AbortController().signal,
    })
    const outcome = expect(pairing).rejects.toBeInstanceOf(UserRejectedError)
    await vi.advanceTimersByTimeAsync(0)
    first.answer.reject({ code: 5000, message: 'User rejected.' })
    await outcome
    await expect(pairing).rejects.toMatchObject({ rpcCode: 4001 })
  })

  it('settles with "Request was aborted" when aborted while waiting', async () => {
    const controller = new AbortController()
    const pairing = pairWallet({
      propose: async () => pendingProposal(1).proposal,
      onUri: () => {},
      signal: controller.signal,
    })
    const outcome = expect(pairing).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await outcome
  })
})
