/**
 * A POST from one of this site's own HTML forms (the device-approval and email-revert
 * pages): the same origin check as every API POST (the browser's Origin header, which
 * another site cannot forge, so a cross-site form or a mail scanner acts on nothing), a
 * small urlencoded body read with a byte limit as it arrives (readBodyWithin), and a
 * 303 to the page that shows the outcome, so back and reload never send it again.
 */
import { isDevelopment } from '../config/env'
import { assertSameOrigin, errorResponse, HttpError, readBodyWithin } from './http'
import { securityHeaders } from './securityHeaders'

/** Our forms carry one token field: anything bigger is not one of them. */
export const MAX_FORM_BYTES = 1024

const FORM_TYPE = 'application/x-www-form-urlencoded'

export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== FORM_TYPE) throw new HttpError(415, 'Expected a form')
  return new URLSearchParams(await readBodyWithin(request, MAX_FORM_BYTES))
}

/** A form handler: the action returns the same-site path to show next. */
export function formPost(
  action: (form: URLSearchParams, request: Request) => Promise<string>,
  publicUrl?: () => string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      assertSameOrigin(request, publicUrl?.())
      const location = await action(await readForm(request), request)
      // A path of this site only: never a redirect elsewhere.
      if (!location.startsWith('/') || location.startsWith('//'))
        throw new Error(`not a local path: ${location}`)
      return new Response(null, {
        status: 303,
        headers: {
          ...securityHeaders('api', { dev: isDevelopment() }),
          location,
          'cache-control': 'no-store',
        },
      })
    } catch (error) {
      return errorResponse(error)
    }
  }
}
