/**
 * A POST from one of this site's own HTML forms (the email-revert page): the same
 * origin check as every API POST (the browser's Origin header, which another site
 * cannot forge, so a cross-site form or a mail scanner acts on nothing), a small
 * urlencoded body, and a 303 to the page that shows the outcome, so back and reload
 * never send it again.
 */
import { assertSameOrigin, errorResponse, HttpError } from './http'

export const MAX_FORM_BYTES = 4096

const FORM_TYPE = 'application/x-www-form-urlencoded'

export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== FORM_TYPE) throw new HttpError(415, 'Expected a form')
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES)
    throw new HttpError(413, 'Request body too large')
  const text = await request.text()
  if (text.length > MAX_FORM_BYTES) throw new HttpError(413, 'Request body too large')
  return new URLSearchParams(text)
}

/** A form handler: the action returns the same-site path to show next. */
export function formPost(
  action: (form: URLSearchParams) => Promise<string>,
  publicUrl?: () => string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      assertSameOrigin(request, publicUrl?.())
      const location = await action(await readForm(request))
      // A path of this site only: never a redirect elsewhere.
      if (!location.startsWith('/') || location.startsWith('//'))
        throw new Error(`not a local path: ${location}`)
      return new Response(null, {
        status: 303,
        headers: { location, 'cache-control': 'no-store' },
      })
    } catch (error) {
      return errorResponse(error)
    }
  }
}
