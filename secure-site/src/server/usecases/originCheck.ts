/**
 * GET /api/project/origin-check: may the asking page's origin embed this project's
 * frame? The SDK asks only when the frame stays silent, to say why (a refused origin,
 * an unknown projectId) instead of a bare 'Could not load embedded wallet'.
 *
 * Why this is no oracle: the answer is exactly what GET /sdk?projectId=… already tells
 * anyone, with or without a browser — its CSP frame-ancestors lists the whole allowlist,
 * and an unknown project's page carries 'Unauthorized: invalid key'. Here only one
 * origin is judged, the one in the request. It is never a gate either: the CSP and the
 * frame's own ancestor check decide; a forged answer can at most make a dapp give up.
 * Counted per client IP (originChecksPerIp) like the other public reads.
 */
import { isAllowedOrigin, type OriginCheckResponse } from '@airlock/protocol'
import { isServerError } from '../errors'
import { resolveProject } from '../projects/projects'
import type { ApiContext } from '../wiring/apiContext'

export async function checkOrigin(
  context: Pick<ApiContext, 'db' | 'config'>,
  projectId: string | null,
  origin: string | null,
): Promise<OriginCheckResponse> {
  try {
    const project = await resolveProject(context.db, context.config, projectId)
    const options = { defaultOrigins: project.defaultOrigins }
    return { allowed: isAllowedOrigin(origin, project.origins, options), knownProject: true }
  } catch (error) {
    if (!isServerError(error) || error.code !== 'INVALID_PROJECT_KEY') throw error
    // As /sdk does: an unknown project's page loads for the default origins, to say so.
    return { allowed: isAllowedOrigin(origin, [], { defaultOrigins: true }), knownProject: false }
  }
}
