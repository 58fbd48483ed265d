/**
 * Fuzzing of the frame's message path as a hostile host drives it: window `message`
 * events → inbox → channel.accept → router → handlers. 10 000 cases a property.
 * A message that is not a request, or comes from another origin or window, gets no
 * answer and no server call; a request gets exactly one reply, in the wire shape, to
 * the verified origin only. Nothing throws, nothing rejects unhandled, no prototype
 * changes.
 */
import {
  type AppEvent,
  appEventName,
  frameReplyInfo,
  isValidOutgoingReply,
  parseAppEvent,
} from '@airlock/protocol'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiPaths } from '../shared/apiContract'
import { malformedRequest, validRequest } from '../testing/appRequests'
import {
  assertObjectPrototypeUntouched,
  assertPrototypesUntouched,
  nextMacrotask,
  watchUnhandledErrors,
} from '../testing/fuzzGuards'
import { hostileValue, oversizedString } from '../testing/hostile'
import { createFrame } from './frame'
import { createInbox } from './inbox'
import { DAPP_ORIGIN, fakeEnvironment, fakeParent, type Route, testConfig } from './testing'

const RUNS = { numRuns: 10_000 }
/** A ceiling for a shared, busy machine; the suite asserts no time. */
const FUZZ_TEST_TIMEOUT_MS = 300_000

/** Enough of the API for requests to succeed and fail; no sign-in, so no approval card waits. */
const routes: Record<string, Route> = {
  [ApiPaths.EMAIL_START]: () => ({ status: 200, body: { action: 'VERIFY_OTP' } }),
  [ApiPaths.OTP_VERIFY]: () => ({ status: 400, body: { message: 'Invalid code' } }),
}

/** A running frame whose inbox listens on a window the test dispatches `message` events on. */
function startFrame() {
  const harness = fakeEnvironment(routes)
  const window = new EventTarget()
  const started = createFrame(testConfig, { ...harness.env, inbox: createInbox(window) })
  if (!started.ok) throw new Error(`the frame did not start: ${started.reason}`)
  const deliver = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  /** Everything posted to the host after READY. */
  const replies = () => harness.parent.posted.slice(1)
  return { ...harness, deliver, replies }
}

type Frame = ReturnType<typeof startFrame>

/** Where a message comes from: the parent at the verified origin, or anyone else. */
const wrongOrigin = fc.oneof(
  fc.constantFrom(
    'https://evil.example',
    'https://dapp.example.evil.example',
    'https://dapp.example:443',
    'http://dapp.example',
    'HTTPS://DAPP.EXAMPLE',
    'https://dapp.example/',
    'null',
    '',
  ),
  fc.string({ maxLength: 30 }).filter((origin) => origin !== DAPP_ORIGIN),
  oversizedString,
)
const wrongSource = fc.constantFrom<(frame: Frame) => unknown>(
  () => null,
  () => undefined,
  () => fakeParent(),
  () => ({ postMessage() {} }),
  (frame) => ({ ...frame.parent }),
)

const unhandled = watchUnhandledErrors()
afterAll(async () => {
  await unhandled.stop()
  assertPrototypesUntouched()
})

/** After a case: nothing thrown or rejected unhandled, no prototype touched. */
async function caseEnds(): Promise<void> {
  await nextMacrotask()
  unhandled.check()
  assertObjectPrototypeUntouched()
}

describe('frame router fuzzing: what must get no answer', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it('generators: every malformed request fails the protocol schema, every valid one passes', () => {
    fc.assert(
      fc.property(malformedRequest, validRequest, (bad, good) => {
        if (parseAppEvent(bad) !== null) throw new Error('a malformed request parsed')
        if (parseAppEvent(good) === null) throw new Error('a valid request did not parse')
      }),
      RUNS,
    )
  })

  it('malformed requests from the parent, and valid ones from any other origin or window, get no reply and reach no server', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(malformedRequest, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(validRequest, wrongOrigin), { maxLength: 2 }),
        fc.array(fc.tuple(validRequest, wrongSource), { maxLength: 2 }),
        async (malformed, foreignOrigin, foreignWindow) => {
          const frame = startFrame()
          for (const data of malformed) frame.deliver(data, DAPP_ORIGIN, frame.parent)
          for (const [data, origin] of foreignOrigin) frame.deliver(data, origin, frame.parent)
          for (const [data, source] of foreignWindow)
            frame.deliver(data, DAPP_ORIGIN, source(frame))
          await caseEnds()
          if (frame.replies().length > 0)
            throw new Error(`answered: ${JSON.stringify(frame.replies()[0]?.message)}`)
          if (frame.http.calls.length > 0) throw new Error(`called ${frame.http.calls[0]?.path}`)
        },
      ),
      RUNS,
    )
  })
})

describe('frame router fuzzing: what must get exactly one answer', {
  timeout: FUZZ_TEST_TIMEOUT_MS,
}, () => {
  /** A message as a hostile parent posts it: a request, a broken one, or anything at all. */
  const anyMessage = fc.oneof(
    { weight: 3, arbitrary: validRequest },
    { weight: 2, arbitrary: malformedRequest },
    { weight: 1, arbitrary: hostileValue },
  )

  /**
   * Waits until `count` replies are posted (or plenty of turns and at least 2 s passed),
   * then one turn more. Turns alone are not enough: every API call is signed with the
   * device key (WebCrypto, on Node's thread pool), which completes in its own time.
   */
  async function repliesAfter(frame: Frame, count: number) {
    const deadline = Date.now() + 2_000
    for (
      let turn = 0;
      (turn < 200 || Date.now() < deadline) && frame.replies().length < count;
      turn++
    )
      await nextMacrotask()
    await nextMacrotask()
    return frame.replies()
  }

  it('answers each request from the parent once, with SUCCESS or ERROR in the wire shape, to the verified origin only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyMessage, { minLength: 1, maxLength: 4 }), async (messages) => {
        const frame = startFrame()
        const requests: AppEvent[] = []
        for (const data of messages) {
          const request = parseAppEvent(data)
          if (request) requests.push(request)
          frame.deliver(data, DAPP_ORIGIN, frame.parent)
        }
        const replies = await repliesAfter(frame, requests.length)
        await caseEnds()
        if (replies.length !== requests.length)
          throw new Error(`${replies.length} replies to ${requests.length} requests`)
        const unanswered = [...requests]
        for (const { message, targetOrigin } of replies) {
          if (targetOrigin !== DAPP_ORIGIN) throw new Error(`posted to ${targetOrigin}`)
          if (!isValidOutgoingReply(message))
            throw new Error(`off the wire shape: ${JSON.stringify(message)}`)
          const { type, id } = message as { type: string; id?: string }
          const answers = frameReplyInfo(type)?.name
          const index = unanswered.findIndex(
            (request) => request.id === id && appEventName(request.type) === answers,
          )
          if (index < 0) throw new Error(`a reply to no request: ${type} ${id}`)
          unanswered.splice(index, 1)
        }
      }),
      RUNS,
    )
  })

  it('the suite would see a reply: one valid request is answered', async () => {
    const frame = startFrame()
    frame.deliver({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, DAPP_ORIGIN, frame.parent)
    expect(await repliesAfter(frame, 1)).toEqual([
      {
        message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'x', payload: { chainId: 1 } },
        targetOrigin: DAPP_ORIGIN,
      },
    ])
  })
})
