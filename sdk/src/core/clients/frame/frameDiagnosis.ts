import { ORIGIN_CHECK_PATH, originCheckResponse } from '@airlock/protocol'

/**
 * Why a frame stays silent, in words that say what to do. A page the secure site's CSP
 * refuses (frame-ancestors) shows the browser's error page, which cannot talk: without
 * asking, the host only learns it when READY's clock runs out, and then not why. So when
 * READY is late, the bus asks the site (GET ORIGIN_CHECK_PATH) whether this page's origin
 * may embed the project, and fails at once, naming the origin, when it may not.
 *
 * The answer is advice, never a gate: it can only make the host give up sooner; the CSP
 * and the frame's own ancestor check decide who talks to the frame. The texts are listed
 * in sdk/README.md › Troubleshooting.
 */
export const FrameLoadMessages = {
  ORIGIN_REFUSED:
    'The secure site {site} does not allow {origin} to embed project "{projectId}". Allow it on the secure site: pnpm --filter @airlock/secure-site projects add {projectId} {origin} (or add the origin to AIRLOCK_PROJECTS, infra/ENV.md).',
  UNKNOWN_PROJECT:
    'The secure site {site} does not know projectId "{projectId}". Use a projectId it serves, or add the project there: pnpm --filter @airlock/secure-site projects add {projectId} {origin} (or AIRLOCK_PROJECTS, infra/ENV.md).',
  UNREACHABLE:
    'Could not reach the secure site {site}: check that it is running and that secureSiteUrl is right.',
  MISCONFIGURED:
    'The secure site {site} answered HTTP {status}: it runs but is misconfigured. See its log; in development start it with AIRLOCK_DEV=1.',
} as const

export type FrameLoadProblem = keyof typeof FrameLoadMessages

/**
 * A healthy frame says READY well within this; a later one is worth asking about. Not
 * sooner: each ask is one request the secure site counts per IP.
 */
export const FRAME_PROBE_DELAY_MS = 2_000

/** When to ask: `probeMs` (a valid override, else 2 s), and never after half of `readyMs`. */
export function probeDelayMs(probeMs: number | undefined, readyMs: number): number {
  const valid = typeof probeMs === 'number' && Number.isFinite(probeMs) && probeMs >= 0
  return Math.min(valid ? probeMs : FRAME_PROBE_DELAY_MS, readyMs / 2)
}

export interface FrameDiagnosisOptions {
  secureSiteUrl: string
  projectId: string
  /** This page's origin, as the browser sends it in `Origin`. */
  origin: string
  fetch?: typeof fetch | undefined
  /** Aborted when the answer no longer matters (READY came, the bus was destroyed). */
  signal?: AbortSignal | undefined
}

/** A message with its `{name}` placeholders filled. */
export function frameLoadMessage(
  problem: FrameLoadProblem,
  values: Record<string, string | number>,
): string {
  return FrameLoadMessages[problem].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** `{secure site}{path}`, keeping a deployment path prefix as frameUrl does. */
function siteUrl(secureSiteUrl: string, path: string): URL {
  const url = new URL(secureSiteUrl)
  url.pathname = url.pathname.replace(/\/+$/, '') + path
  url.search = ''
  url.hash = ''
  return url
}

/**
 * The message that explains why the frame will not load, or undefined when the site
 * does not tell (it allows this origin, it is busy, it is older than the check). Never
 * rejects: a diagnosis that fails is no diagnosis.
 */
export async function diagnoseFrameLoad(
  options: FrameDiagnosisOptions,
): Promise<string | undefined> {
  const doFetch = options.fetch ?? globalThis.fetch
  const site = new URL(options.secureSiteUrl).origin
  const values = { site, origin: options.origin, projectId: options.projectId }
  const check = siteUrl(options.secureSiteUrl, ORIGIN_CHECK_PATH)
  check.searchParams.set('projectId', options.projectId)
  let response: Response
  try {
    response = await doFetch(check, {
      credentials: 'omit',
      cache: 'no-store',
      signal: options.signal,
    })
  } catch {
    if (options.signal?.aborted) return undefined
    // Not readable: down, or answering without CORS (an older site). The frame page is
    // readable by anyone (CORP cross-origin), so an opaque answer from it means "up".
    return (await reachable(doFetch, siteUrl(options.secureSiteUrl, '/sdk'), options.signal))
      ? undefined
      : frameLoadMessage('UNREACHABLE', values)
  }
  if (response.status >= 500)
    return frameLoadMessage('MISCONFIGURED', { ...values, status: response.status })
  if (!response.ok) return undefined
  const parsed = originCheckResponse.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success || parsed.data.allowed) return undefined
  return frameLoadMessage(parsed.data.knownProject ? 'ORIGIN_REFUSED' : 'UNKNOWN_PROJECT', values)
}

async function reachable(
  doFetch: typeof fetch,
  url: URL,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  try {
    await doFetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal })
    return true
  } catch {
    return signal?.aborted ?? false
  }
}
