/**
 * GET /sdk, the frame document: resolve the project once, then answer a small HTML page
 * (src/server/frame/frameHtml.ts) that loads the frame bundle, under a CSP with a fresh
 * nonce whose frame-ancestors is the project's allowlist. An unknown project still loads
 * for the default origins, so its frame can answer 'Unauthorized: invalid key' instead of
 * timing out; a failed lookup fails closed (frame-ancestors 'none').
 */

import { isDevelopment } from '../config/env'
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
    console.error(
      '[airlock] the frame page failed:',
      error instanceof Error ? error.message : error,
    )
    return htmlResponse(
      `<!doctype html>\n<p>${FRAME_PAGE_FAILED}</p>\n`,
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
