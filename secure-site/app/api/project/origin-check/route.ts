/**
 * GET /api/project/origin-check?projectId=… → { allowed, knownProject } for the request's
 * Origin (@airlock/protocol originCheckResponse). Readable by any site: it is how a dapp
 * the frame refuses learns why (src/server/usecases/originCheck.ts says why that is safe).
 */

import { get } from '@server/http/http'
import { checkOrigin } from '@server/usecases/originCheck'
import { limitClient } from '@server/usecases/requestLimits'
import { apiContext } from '@server/wiring/apiContext'

const MAX_PROJECT_ID_LENGTH = 256

const answer = get(async (request) => {
  const context = await apiContext()
  await limitClient(context, 'originChecksPerIp', request)
  const projectId = new URL(request.url).searchParams.get('projectId')
  const id = projectId && projectId.length <= MAX_PROJECT_ID_LENGTH ? projectId : null
  return checkOrigin(context, id, request.headers.get('origin'))
})

export async function GET(request: Request): Promise<Response> {
  const response = await answer(request)
  // Every answer, a refusal or a 500 included, is readable: the SDK's message depends on it.
  response.headers.set('access-control-allow-origin', '*')
  response.headers.set('vary', 'origin')
  return response
}
