/**
 * GET /api/social/providers → { providers } (@airlock/protocol socialProvidersResponse):
 * the providers with credentials, for the modal's buttons. Public, readable by any site.
 */

import { get } from '@server/http/http'
import { socialProviders } from '@server/usecases/login/socialLogin'
import { apiContext } from '@server/wiring/apiContext'

const answer = get(async () => socialProviders(await apiContext()))

export async function GET(request: Request): Promise<Response> {
  const response = await answer(request)
  response.headers.set('access-control-allow-origin', '*')
  return response
}
