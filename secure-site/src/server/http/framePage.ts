/**
 * GET /sdk, the frame document: resolve the project once, then answer a small HTML page
 * (src/server/frame/frameHtml.ts) that loads the frame bundle, under a CSP with a fresh
 * nonce whose frame-ancestors is the project's allowlist. An unknown project still loads
 * for the default origins, so its frame can answer 'Unauthorized: invalid key' instead of
 * timing out; a failed lookup fails closed (frame-ancestors 'none').
 */

import { ConfigError, isDevelopment } from '../config/env'
import { type FrameAssets, frameAssets } from '../frame/frameAssets'
import { frameConfigFor, queryParam } from '../frame/frameConfig'
import { frameHtml } from '../frame/frameHtml'
import { lookupProject, type ProjectLookup } from '../usecases/project'
import { createNonce, frameAncestorsFor } from './csp'
import { pageHeaders } from './pageHeaders'

export interface FramePageDependencies {
  lookupProject: (projectId: string | null) => Promise<ProjectLookup>
  assets: () => FrameAssets
  /** AIRLOCK_DEV=1 (no HSTS). */
  airlockDev: () => boolean
}

const defaults: FramePageDependencies = {
  lookupProject,
  assets: () => frameAssets(),
  airlockDev: isDevelopment,
}

export const FRAME_PAGE_FAILED = 'The secure frame could not load. Try again in a moment.'
/**
 * The environment makes no working site: most often `secure-site dev` started without
 * AIRLOCK_DEV=1, which then asks for production secrets. The page names the fix, not the
 * problems (they go to the server log): a public page tells nothing about the setup.
 */
export const FRAME_PAGE_NOT_CONFIGURED =
  'The secure site is not configured. For development, start it with AIRLOCK_DEV=1; in production, set AIRLOCK_KEK, AIRLOCK_SESSION_SECRET and SMTP_URL (infra/ENV.md). The server log lists each problem.'

export async function framePage(
  request: Request,
  dependencies: FramePageDependencies = defaults,
): Promise<Response> {
  const params = new URL(request.url).searchParams
  const nonce = createNonce()
  const headers = (kind: 'page' | 'frame', frameAncestors: string) =>
    pageHeaders({ kind, nonce, frameAncestors, dev: false, airlockDev: dependencies.airlockDev() })
  try {
    const project = await dependencies.lookupProject(queryParam(params, 'projectId'))
    const config = frameConfigFor(params, project)
    const html = frameHtml({ config, assets: dependencies.assets(), nonce })
    const frameAncestors = frameAncestorsFor(config.allowedOrigins, {
      defaultOrigins: config.defaultOrigins,
    })
    return htmlResponse(html, 200, headers('frame', frameAncestors))
  } catch (error) {
    const notConfigured = error instanceof ConfigError
    console.error(
      notConfigured
        ? '[airlock] the frame page failed: the configuration is invalid (AIRLOCK_DEV=1 for development):'
        : '[airlock] the frame page failed:',
      error instanceof Error ? error.message : error,
    )
    const message = notConfigured ? FRAME_PAGE_NOT_CONFIGURED : FRAME_PAGE_FAILED
    return htmlResponse(
      `<!doctype html>\n<title>Airlock secure site</title>\n<p>${message}</p>\n`,
      500,
      headers('page', "'none'"),
    )
  }
}

function htmlResponse(html: string, status: number, headers: Record<string, string>): Response {
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      // Every answer carries its own nonce: never reuse one.
      'cache-control': 'no-store',
    },
  })
}
