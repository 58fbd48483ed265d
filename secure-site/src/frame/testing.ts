/**
 * Test doubles for the frame: a parent window that records what is posted to it, an
 * inbox the test feeds, and a fetch that answers from a route table. Used only by
 * *.test.ts files.
 */
import type { FrameConfig } from './config'
import { createDeviceKeys } from './deviceKey'
import type { FrameEnvironment } from './frame'
import type { Inbox, ReceivedMessage } from './inbox'
import { memoryStorage } from './storage'

export const DAPP_ORIGIN = 'https://dapp.example'

export interface Posted {
  message: unknown
  targetOrigin: string
}

export function fakeParent() {
  const posted: Posted[] = []
  return {
    posted,
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message: structuredClone(message), targetOrigin })
    },
  }
}

export function fakeInbox() {
  let handler: ((event: ReceivedMessage) => void) | null = null
  const inbox: Inbox & { closed: boolean; send(event: ReceivedMessage): void } = {
    closed: false,
    take(next) {
      handler = next
    },
    close() {
      inbox.closed = true
    },
    send(event) {
      handler?.(event)
    },
  }
  return inbox
}

export type Route = (body: unknown, headers: Headers) => { status: number; body?: unknown }

/** A fetch that answers `routes[path]`, recording every call. */
export function fakeFetch(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown; headers: Headers }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input)
    const headers = new Headers(init?.headers)
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ path, body, headers })
    const route = routes[path]
    const answer = route ? route(body, headers) : { status: 404, body: { message: 'Not found' } }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

export const testConfig: FrameConfig = {
  projectId: 'demo',
  allowedOrigins: [DAPP_ORIGIN],
  defaultOrigins: true,
  projectError: null,
  initialChainId: null,
  enableLogger: false,
}

/**
 * One in-memory device key (the fallback deviceKey.ts keeps where IndexedDB is
 * unavailable) for every fake frame: made once, not per test case.
 */
const testDeviceKeys = createDeviceKeys(undefined)

export function fakeEnvironment(routes: Record<string, Route> = {}, origin = DAPP_ORIGIN) {
  const parent = fakeParent()
  const inbox = fakeInbox()
  const storage = memoryStorage()
  const http = fakeFetch(routes)
  /** One entry per reload: how many messages had been posted to the host by then. */
  const reloads: number[] = []
  const env: FrameEnvironment = {
    window: {
      parent,
      top: parent,
      location: { ancestorOrigins: [origin] },
      document: { referrer: '' },
    },
    inbox,
    storage,
    fetch: http.fetch,
    deviceKeys: testDeviceKeys,
    reload: () => reloads.push(parent.posted.length),
  }
  /** Delivers a request as the parent window at `origin` would post it. */
  const request = (data: unknown, from = origin) =>
    inbox.send({ data, origin: from, source: parent as unknown as MessageEventSource })
  return { env, parent, inbox, storage, http, reloads, request }
}

/** Lets pending promise chains (handlers, fetches) run to completion. */
export async function settle(rounds = 20): Promise<void> {
  for (let index = 0; index < rounds; index++)
    await new Promise((resolve) => setTimeout(resolve, 0))
}
