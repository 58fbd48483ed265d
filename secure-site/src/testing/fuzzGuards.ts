/**
 * What every fuzz case must leave behind: no unhandled rejection or uncaught exception,
 * and Object.prototype as it was. Test-only; the SDK has a twin
 * (sdk/src/core/testing/fuzzGuards.ts).
 */

/** Lets a macrotask pass: Node reports unhandled rejections once the microtasks drain. */
export function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

export interface ErrorWatch {
  /** Throws with the first unhandled rejection or uncaught exception since the last call. */
  check(): void
  /** Lets Node report what is pending, removes the listeners, then checks once more. */
  stop(): Promise<void>
}

const EVENTS = ['unhandledRejection', 'uncaughtException'] as const

/**
 * Records unhandled rejections and uncaught exceptions (an exception thrown by an
 * EventTarget listener in Node is one) so a case can fail on its own. While these
 * listeners are on, vitest stays silent about such errors (it reports only when its
 * own listener is the sole one), so nothing may go unchecked: every case calls
 * check(), and stop() checks what came after the last case.
 */
export function watchUnhandledErrors(): ErrorWatch {
  const seen: unknown[] = []
  const listener = (error: unknown) => {
    seen.push(error)
  }
  for (const event of EVENTS) process.on(event, listener)
  const check = () => {
    const [first] = seen.splice(0)
    if (first !== undefined) throw new Error(`unhandled: ${String(first)}`, { cause: first })
  }
  return {
    check,
    async stop() {
      await nextMacrotask()
      for (const event of EVENTS) process.off(event, listener)
      check()
    },
  }
}

/** Every own property of a prototype, by the value or getter it holds. */
function snapshot(prototype: object): Map<string | symbol, unknown> {
  return new Map(
    Reflect.ownKeys(prototype).map((key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(prototype, key)
      return [key, descriptor?.get ?? descriptor?.value]
    }),
  )
}

function changedKeys(prototype: object, before: Map<string | symbol, unknown>): string[] {
  const now = snapshot(prototype)
  const keys = new Set([...before.keys(), ...now.keys()])
  return [...keys].filter((key) => before.get(key) !== now.get(key)).map(String)
}

const objectPrototype = snapshot(Object.prototype)
const OTHERS = [Array.prototype, Function.prototype, String.prototype, Number.prototype]
const others = OTHERS.map(snapshot)

/** Throws when Object.prototype gained or changed a property. Cheap enough for every case. */
export function assertObjectPrototypeUntouched(): void {
  const changed = changedKeys(Object.prototype, objectPrototype)
  if (changed.length > 0) throw new Error(`Object.prototype was polluted: ${changed.join(', ')}`)
}

/** The same for the other built-in prototypes a payload could reach; once a suite. */
export function assertPrototypesUntouched(): void {
  assertObjectPrototypeUntouched()
  OTHERS.forEach((prototype, index) => {
    const changed = changedKeys(prototype, others[index] ?? new Map())
    if (changed.length > 0)
      throw new Error(`a built-in prototype was polluted: ${changed.join(', ')}`)
  })
}
