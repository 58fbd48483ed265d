/**
 * GET|POST /social/callback: where every provider sends the browser back (the redirect
 * URI to register); Apple posts a form. The code is exchanged here, never by the host.
 */
import { socialCallbackPage } from '@server/http/socialPages'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return socialCallbackPage(request)
}

export function POST(request: Request): Promise<Response> {
  return socialCallbackPage(request)
}
