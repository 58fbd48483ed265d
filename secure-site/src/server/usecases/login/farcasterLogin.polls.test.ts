/**
 * CONNECT_FARCASTER polls cost the relay one read per flow per interval, however many
 * arrive (from one frame or a script holding its secret), and a flow's polls are capped.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { type FakeRelay, startFakeRelay } from '../../farcaster/relay.fake'
import {
  checkFarcasterLogin,
  maxPollsOf,
  RELAY_READ_INTERVAL_MS,
  startFarcasterLogin,
} from './farcasterLogin'
import {
  approveSignIn,
  checkInput,
  farcasterSetup,
  OTHER_SECRET,
  startInput,
} from './farcasterLogin.testing'

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

describeEachDb('Farcaster polls', (getDb) => {
  const { setup, custodian } = farcasterSetup(getDb, () => relay)

  it('50 concurrent polls read the relay once per interval, and all answer pending', async () => {
    const { t, meta } = setup()
    const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
    const poll50 = () =>
      Promise.all(
        Array.from({ length: 50 }, () => checkFarcasterLogin(t.context, checkInput(flowId), meta)),
      )
    expect(new Set((await poll50()).map((answer) => answer.status))).toEqual(new Set(['pending']))
    expect(relay.statusReadsOf(url)).toBe(1)
    t.advance(RELAY_READ_INTERVAL_MS / 1000 / 2)
    await poll50()
    expect(relay.statusReadsOf(url)).toBe(1)
    t.advance(RELAY_READ_INTERVAL_MS / 1000 / 2)
    await poll50()
    expect(relay.statusReadsOf(url)).toBe(2)
  })

  it("a completed flow answers its session to one poll of the secret's holder, never to another secret", async () => {
    const { t, registry, meta } = setup()
    const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
    await approveSignIn(t, relay, url, custodian(registry))
    // Another frame's polls neither read the relay nor use up its interval.
    for (let i = 0; i < 3; i++) {
      await expect(
        checkFarcasterLogin(t.context, checkInput(flowId, OTHER_SECRET), meta),
      ).rejects.toThrow('This Farcaster sign-in belongs to another browser or window')
    }
    expect(relay.statusReadsOf(url)).toBe(0)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkFarcasterLogin(t.context, checkInput(flowId), meta)),
    )
    expect(answers.filter((answer) => answer.status === 'connected')).toHaveLength(1)
    expect(relay.statusReadsOf(url)).toBe(1)
    await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
      'This Farcaster sign-in was already used',
    )
  })

  it('refuses a flow polled more than its cap, with an exact message', async () => {
    const { t, meta } = setup()
    const farcaster = t.context.config.farcaster
    if (!farcaster) throw new Error('Farcaster is off')
    const max = maxPollsOf(farcaster)
    const { flowId } = await startFarcasterLogin(t.context, startInput(), meta)
    for (let i = 0; i < max; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, max - i) }, () =>
          checkFarcasterLogin(t.context, checkInput(flowId), meta),
        ),
      )
    }
    await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
      `This Farcaster sign-in was checked more than ${max} times, start again`,
    )
  })
})
