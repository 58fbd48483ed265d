/**
 * Fuzzing of the host's frame bus as a hostile page or frame drives it: replies and
 * events from the right and wrong origins and windows, near misses of a valid reply,
 * and anything at all. 10 000 cases a property. A pending request settles only from
 * a valid reply with its id and NAME, from the secure origin and the iframe's window,
 * and then exactly once, as that reply says. Nothing throws in the listener, nothing
 * rejects unhandled, no prototype changes.
 */
import { AirlockError, ErrorCatalogue, parseFrameEvent } from '@airlock/protocol'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { SECURE_ORIGIN } from '../../testing/fakeFrame'
import { installFrameBusHarness } from '../../testing/frameBusHarness'
import { badErrorPayload, errorPayload, replyRules } from '../../testing/frameReplies'
import {
  assertObjectPrototypeUntouched,
  assertPrototypesUntouched,
  nextMacrotask,
  watchUnhandledErrors,
} from '../../testing/fuzzGuards'
import { hostileValue, oversizedString } from '../../testing/hostile'

const RUNS = { numRuns: 10_000 }
/** A ceiling for a shared, busy machine; the suite asserts no time. */
const FUZZ_TEST_TIMEOUT_MS = 300_000

const h = installFrameBusHarness()
const unhandled = watchUnhandledErrors()
afterAll(async () => {
  await unhandled.stop()
  assertPrototypesUntouched()
})

/** Stands for the pending request's id in generated messages; replaced on delivery. */
const REQUEST_ID = '<the request id>'

type Rules = (typeof replyRules)[number]
type SourceKind = 'iframe' | 'host window' | 'none' | 'another iframe'
/** One message as it reaches the host window. */
interface Shot {
  data: unknown
  origin: string
  source: SourceKind
}

const wrongOrigin = fc.oneof(
  fc.constantFrom(
    'https://wallet.example:444',
    'http://wallet.example',
    'https://wallet.example.evil.example',
    'https://evil.example',
    'HTTPS://WALLET.EXAMPLE',
    'https://wallet.example/',
    'null',
    '',
  ),
  fc.string({ maxLength: 30 }),
  oversizedString,
)
const wrongSource = fc.constantFrom<SourceKind>('host window', 'none', 'another iframe')

type Reply = Record<string, unknown> & { type: string }

function reply(name: string, outcome: 'SUCCESS' | 'ERROR', payload: unknown, id: unknown) {
  const data: Reply = { type: `@w3m-frame/${name}_${outcome}` }
  if (id !== undefined) data.id = id
  if (payload !== undefined) data.payload = payload
  return data
}

/**
 * A reply the bus must take for the request of `rules`. A success always has its
 * `payload` key, even when the value is undefined (an RPC result may be): a success
 * without one is off the wire shape, and the frame never sends it.
 */
const validReply = (rules: Rules): fc.Arbitrary<Reply> =>
  fc.oneof<fc.Arbitrary<Reply>[]>(
    rules.success.map((payload) => ({
      ...reply(rules.name, 'SUCCESS', payload, REQUEST_ID),
      payload,
    })),
    errorPayload.map((payload) => reply(rules.name, 'ERROR', payload, REQUEST_ID)),
  )

/** Messages the bus must not take for that request, each wrong by construction. */
function nearMiss(rules: Rules): fc.Arbitrary<Shot> {
  const fromFrame = (data: fc.Arbitrary<unknown>) =>
    data.map((d): Shot => ({ data: d, origin: SECURE_ORIGIN, source: 'iframe' }))
  const otherName = fc.constantFrom(
    ...replyRules.map((r) => r.name).filter((name) => name !== rules.name),
    'SIGN_OUT',
    'NOT_A_NAME',
    '__proto__',
  )
  const options: fc.Arbitrary<Shot>[] = [
    fc
      .tuple(validReply(rules), wrongOrigin)
      .map(([data, origin]) => ({ data, origin, source: 'iframe' })),
    fc
      .tuple(validReply(rules), wrongSource)
      .map(([data, source]) => ({ data, origin: SECURE_ORIGIN, source })),
    fromFrame(
      fc
        .tuple(
          validReply(rules),
          fc.oneof(
            fc.uuid(),
            fc.constantFrom(undefined, '', `${REQUEST_ID} `, REQUEST_ID.toUpperCase(), 1, null),
          ),
        )
        .map(([data, id]) => ({ ...data, id })),
    ),
    fromFrame(
      fc.tuple(validReply(rules), otherName).map(([data, name]) => ({
        ...data,
        type: data.type.replace(rules.name, name),
      })),
    ),
    fromFrame(
      fc
        .tuple(validReply(rules), fc.constantFrom('@w3m-app/', '', '@W3M-FRAME/', ' @w3m-frame/'))
        .map(([data, prefix]) => ({
          ...data,
          type: data.type.replace('@w3m-frame/', prefix),
        })),
    ),
    fromFrame(badErrorPayload.map((payload) => reply(rules.name, 'ERROR', payload, REQUEST_ID))),
    fromFrame(hostileValue),
    fc.tuple(fc.option(hostileValue), fc.oneof(fc.constant(SECURE_ORIGIN), wrongOrigin)).map(
      ([payload, origin]): Shot => ({
        data: { type: '@w3m-frame/SESSION_UPDATE', payload: payload ?? { token: 'x' } },
        origin,
        source: 'iframe',
      }),
    ),
  ]
  if (rules.badSuccess)
    options.push(
      fromFrame(rules.badSuccess.map((p) => reply(rules.name, 'SUCCESS', p, REQUEST_ID))),
    )
  return fc.oneof(...options)
}

/** Listener exceptions: jsdom reports them as `error` events on the window, not to the caller. */
function watchListenerErrors() {
  const errors: unknown[] = []
  const listener = (event: ErrorEvent) => errors.push(event.error)
  window.addEventListener('error', listener)
  return { errors, stop: () => window.removeEventListener('error', listener) }
}

type Outcome =
  | { state: 'pending' }
  | { state: 'resolved'; value: unknown }
  | { state: 'rejected'; error: unknown }

/** The bus, initialised, and a way to open a request and aim shots at it. */
async function startBus() {
  h.setup()
  await h.initialise()
  // A READY among the shots makes the bus re-send the dapp data: let that settle as a frame would.
  h.frame.handle({ SYNC_DAPP_DATA: { success: {} } })
  const other = document.body.appendChild(document.createElement('iframe'))
  const sources: Record<SourceKind, Window | null> = {
    iframe: h.frame.frameWindow,
    'host window': window,
    none: null,
    'another iframe': other.contentWindow,
  }
  const listenerErrors = watchListenerErrors()

  function open(rules: Rules) {
    // A case that failed midway (fast-check replays cases while shrinking) leaves its request behind.
    h.bus.abortPending(() => true)
    h.frame.posted.length = 0
    const outcome: { current: Outcome } = { current: { state: 'pending' } }
    h.bus.request(rules.name, rules.request as never).then(
      (value) => {
        outcome.current = { state: 'resolved', value }
      },
      (error: unknown) => {
        outcome.current = { state: 'rejected', error }
      },
    )
    const id = h.frame.last(rules.name)?.id
    if (!id) throw new Error(`${rules.name} was not posted`)
    const fire = (shot: Shot) => {
      const { data } = shot
      const aimed =
        typeof data === 'object' && data !== null && (data as { id?: unknown }).id === REQUEST_ID
          ? { ...data, id }
          : data
      h.frame.dispatch(aimed, { origin: shot.origin, source: sources[shot.source] })
      return aimed
    }
    return { id, outcome, fire }
  }

  /** After a case: settled or cleared, nothing thrown, nothing unhandled, no pollution. */
  async function caseEnds() {
    h.bus.abortPending(() => true)
    await nextMacrotask()
    unhandled.check()
    const [thrown] = listenerErrors.errors.splice(0)
    if (thrown !== undefined) throw new Error(`a message listener threw: ${String(thrown)}`)
    assertObjectPrototypeUntouched()
  }

  return { open, caseEnds, stop: listenerErrors.stop }
}

/** Read fresh each time (a property read narrows to the literal it was compared with). */
const pendingCount = () => h.bus.pendingCount

/** Lets the microtasks of a settling promise run. */
async function flush() {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve()
}

/**
 * The payload a request resolved with is the reply's: the very value where the schema
 * takes anything (an RPC result), an equal copy where it parses an object. expect()
 * only for the copies: on large hostile values it would cost seconds.
 */
function expectSamePayload(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toEqual(expected)
}

/** What a valid reply must do to its request: resolve with its payload, or reject as it says. */
function expectSettledBy(outcome: Outcome, data: { type: string; payload?: unknown }) {
  if (data.type.endsWith('_SUCCESS')) {
    if (outcome.state !== 'resolved') throw new Error(`${outcome.state} after ${data.type}`)
    expectSamePayload(outcome.value, data.payload)
    return
  }
  if (outcome.state !== 'rejected') throw new Error(`${outcome.state} after ${data.type}`)
  const { error } = outcome
  if (!(error instanceof AirlockError)) throw new Error(`rejected with ${String(error)}`)
  if (!Object.hasOwn(ErrorCatalogue, error.code))
    throw new Error(`rejected with a code outside the catalogue: ${String(error.code)}`)
  if (typeof error.message !== 'string' || error.message.length === 0)
    throw new Error(`rejected without a message, code ${error.code}`)
}

const rules = fc.constantFrom(...replyRules)
/** The rules of a NAME: cases carry the name, so a failing one prints readably. */
const rulesOf = (name: string) => replyRules.find((r) => r.name === name) as Rules

describe('frame bus fuzzing', () => {
  it(
    'near misses of a reply never settle a request; the valid reply then settles it once, as it says',
    async () => {
      const bus = await startBus()
      await fc.assert(
        fc.asyncProperty(
          rules.chain((r) =>
            fc.tuple(
              fc.constant(r.name),
              fc.array(nearMiss(r), { minLength: 1, maxLength: 5 }),
              validReply(r),
            ),
          ),
          async ([name, misses, valid]) => {
            const { outcome, fire } = bus.open(rulesOf(name))
            for (const shot of misses) fire(shot)
            await flush()
            if (outcome.current.state !== 'pending')
              throw new Error(`a near miss settled the request: ${outcome.current.state}`)
            if (pendingCount() !== 1) throw new Error(`${pendingCount()} pending, not 1`)
            const sent = fire({ data: valid, origin: SECURE_ORIGIN, source: 'iframe' })
            await flush()
            expectSettledBy(outcome.current, sent as { type: string })
            // The same reply again settles nothing: the request is gone.
            fire({ data: valid, origin: SECURE_ORIGIN, source: 'iframe' })
            if (pendingCount() !== 0) throw new Error(`${pendingCount()} still pending`)
            await bus.caseEnds()
          },
        ),
        RUNS,
      )
      bus.stop()
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'anything from anywhere settles a request only at the first valid matching reply',
    async () => {
      const bus = await startBus()
      const shot = (r: Rules) =>
        fc.oneof(
          nearMiss(r),
          validReply(r).map((data): Shot => ({ data, origin: SECURE_ORIGIN, source: 'iframe' })),
          fc
            .record({
              type: fc.constantFrom(
                `@w3m-frame/${r.name}_SUCCESS`,
                `@w3m-frame/${r.name}_ERROR`,
                '@w3m-frame/READY',
              ),
              id: fc.constantFrom(REQUEST_ID, undefined),
              payload: fc.oneof(r.success, errorPayload, hostileValue),
              origin: fc.oneof(fc.constant(SECURE_ORIGIN), wrongOrigin),
              source: fc.constantFrom<SourceKind>(
                'iframe',
                'host window',
                'none',
                'another iframe',
              ),
            })
            .map(({ origin, source, ...data }): Shot => ({ data, origin, source })),
        )
      await fc.assert(
        fc.asyncProperty(
          rules.chain((r) =>
            fc.tuple(fc.constant(r.name), fc.array(shot(r), { minLength: 1, maxLength: 5 })),
          ),
          async ([name, shots]) => {
            const { id, outcome, fire } = bus.open(rulesOf(name))
            let settledBy: { type: string; payload?: unknown } | undefined
            for (const s of shots) {
              const sent = fire(s)
              if (settledBy || s.origin !== SECURE_ORIGIN || s.source !== 'iframe') continue
              const parsed = parseFrameEvent(sent)
              if (
                parsed?.type.startsWith(`@w3m-frame/${name}_`) &&
                'id' in parsed &&
                parsed.id === id
              )
                settledBy = parsed
            }
            await flush()
            if (settledBy) expectSettledBy(outcome.current, settledBy)
            else if (outcome.current.state !== 'pending')
              throw new Error(`settled by no valid reply: ${outcome.current.state}`)
            await bus.caseEnds()
          },
        ),
        RUNS,
      )
      bus.stop()
    },
    FUZZ_TEST_TIMEOUT_MS,
  )
})
