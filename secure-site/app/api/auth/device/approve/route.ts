/**
 * POST /api/auth/device/approve (form: token) → 303 back to the approval page, which
 * then shows the outcome. Only the page's own form may post here (Origin check,
 * formPost), so another site cannot approve for someone who has the page open.
 */
import { apiContext } from '../../../../../src/server/api/context'
import { approveDeviceFromLink } from '../../../../../src/server/api/deviceApproval'
import { formPost } from '../../../../../src/server/api/formPost'
import { requestClient } from '../../../../../src/server/api/requestClient'
import { isServerError } from '../../../../../src/server/errors'

function backToPage(token: string, result?: 'sent' | 'recent'): string {
  return `/device/approve?${new URLSearchParams({ token, ...(result ? { result } : {}) })}`
}

export const POST = formPost(async (form, request) => {
  const token = form.get('token') ?? ''
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
    throw error
  }
})
