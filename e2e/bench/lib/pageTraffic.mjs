// What a browser context fetches, split into phases (page start, first open…) by when each
// request started: the sizes of its JavaScript, the timing of everything, and a network-idle
// wait. Playwright events only, so it sees every frame, the secure site's iframe included.
import { gzipSync } from 'node:zlib'

/**
 * Starts recording `context`'s requests under `phase`; `cut(next)` moves later requests to
 * the next phase. Bodies are read as each request finishes, before the context can close.
 */
export function recordTraffic(context, phase) {
  let current = phase
  const inFlight = new Set()
  const records = new Map()
  let lastChange = performance.now()

  const onRequest = (request) => {
    inFlight.add(request)
    lastChange = performance.now()
    records.set(request, { phase: current, startedAt: lastChange, endedAt: null, done: null })
  }
  const settle = (request, finished) => {
    inFlight.delete(request)
    lastChange = performance.now()
    const record = records.get(request)
    if (!record) return
    record.endedAt = lastChange
    record.failed = !finished
    if (finished) record.done = readScript(request)
  }
  const onFinished = (request) => settle(request, true)
  const onFailed = (request) => settle(request, false)
  context.on('request', onRequest)
  context.on('requestfinished', onFinished)
  context.on('requestfailed', onFailed)

  return {
    cut(next) {
      current = next
    },
    /**
     * Resolves once no request has been in flight for `quietMs` (Playwright's "networkidle"
     * rule), or after `timeoutMs` with `false`: a page that polls must not hang the bench.
     */
    async idle({ quietMs = 500, timeoutMs = 15_000 } = {}) {
      const deadline = performance.now() + timeoutMs
      while (performance.now() < deadline) {
        if (inFlight.size === 0 && performance.now() - lastChange >= quietMs) return true
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return false
    },
    /** Every finished JavaScript response, with its phase: { phase, url, wire, decoded, gzip9 }. */
    async scripts() {
      const read = await Promise.all(
        [...records.values()].map(async (record) => {
          const script = await record.done
          return script ? { phase: record.phase, ...script } : null
        }),
      )
      return read.filter((script) => script !== null)
    },
    /** Every request: { phase, url, type, startedAt, endedAt, failed }, node's performance clock. */
    requests() {
      return [...records].map(([request, record]) => ({
        phase: record.phase,
        url: request.url(),
        type: request.resourceType(),
        startedAt: record.startedAt,
        endedAt: record.endedAt,
        failed: record.failed ?? false,
      }))
    },
    stop() {
      context.off('request', onRequest)
      context.off('requestfinished', onFinished)
      context.off('requestfailed', onFailed)
    },
  }
}

/** Sizes of `request`'s response if it is JavaScript, else null; never rejects. */
async function readScript(request) {
  try {
    const response = await request.response()
    if (!response || !isJavaScript(request, response)) return null
    const body = await response.body()
    const { responseBodySize } = await request.sizes()
    return {
      url: request.url(),
      wire: responseBodySize,
      decoded: body.length,
      gzip9: gzipSync(body, { level: 9 }).length,
    }
  } catch {
    // A response the browser dropped (navigation, closed frame) has no body to measure.
    return null
  }
}

// modulepreload fetches are scripts too; the content type catches any the type misses.
function isJavaScript(request, response) {
  if (request.resourceType() === 'script') return true
  return /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')
}

/** Sums of `scripts` (from `scripts()`) whose phase is in `phases` and whose origin passes `keep`. */
export function totals(scripts, phases, keep = () => true) {
  const sum = { files: 0, wire: 0, decoded: 0, gzip9: 0 }
  for (const script of scripts) {
    if (!phases.includes(script.phase) || !keep(new URL(script.url).origin)) continue
    sum.files += 1
    sum.wire += script.wire
    sum.decoded += script.decoded
    sum.gzip9 += script.gzip9
  }
  return sum
}
