/**
 * POST /api/auth/device/approve (form: token) → 303 back to the approval page, which
 * then shows the outcome. Only the page's own form may post here (Origin check,
 * formPost), so another site cannot approve for someone who has the page open.
 */

import { isServerError } from '@server/errors'
import { formPost } from '@server/http/formPost'
import { requestClient } from '@server/http/requestClient'
import { approveDeviceFromLink } from '@server/usecases/login/deviceApproval'
import { apiContext } from '@server/wiring/apiContext'

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
