/**
 * POST /api/auth/device/approve (form: token) → 303 back to the approval page, which
 * then shows the outcome. Only the page's own form may post here (Origin check), so
 * another site cannot approve for someone who has the page open.
 */
import { apiContext } from '../../../../../src/server/api/context'
import { approveDeviceFromLink } from '../../../../../src/server/api/deviceApproval'
import { assertSameOrigin, errorResponse, HttpError } from '../../../../../src/server/api/http'
import { requestClient } from '../../../../../src/server/api/requestClient'
import { isServerError } from '../../../../../src/server/errors'

/** A form with one token field: anything bigger is not our form. */
const MAX_FORM_BYTES = 1024

async function readToken(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new HttpError(415, 'Expected a form')
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES)
    throw new HttpError(413, 'Request body too large')
  const text = await request.text()
  if (text.length > MAX_FORM_BYTES) throw new HttpError(413, 'Request body too large')
  return new URLSearchParams(text).get('token') ?? ''
}

function backToPage(token: string, result?: 'sent' | 'recent'): Response {
  const query = new URLSearchParams({ token, ...(result ? { result } : {}) })
  return new Response(null, {
    status: 303,
    headers: { location: `/device/approve?${query}`, 'cache-control': 'no-store' },
  })
}

export async function POST(request: Request): Promise<Response> {
  let token: string
  try {
    assertSameOrigin(request)
    token = await readToken(request)
  } catch (error) {
    return errorResponse(error)
  }
  try {
    const context = await apiContext()
    const approved = await approveDeviceFromLink(
      context,
      token,
      requestClient(request.headers, context.config),
    )
    return backToPage(token, approved.codeSent ? 'sent' : 'recent')
  } catch (error) {
    // The page says what happened (link used or expired, too many requests) from its own look-up.
    if (isServerError(error)) return backToPage(token)
    return errorResponse(error)
  }
}
