/**
 * GET /api/social/providers → { providers } (@airlock/protocol socialProvidersResponse):
 * the providers with credentials, for the modal's buttons. Public, readable by any site.
 */
import { apiContext } from '../../../../src/server/api/context'
import { get } from '../../../../src/server/api/http'
import { socialProviders } from '../../../../src/server/api/socialLogin'

const answer = get(async () => socialProviders(await apiContext()))

export async function GET(request: Request): Promise<Response> {
  const response = await answer(request)
  response.headers.set('access-control-allow-origin', '*')
  return response
}
