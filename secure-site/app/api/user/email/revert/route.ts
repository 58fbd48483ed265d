/**
 * POST /api/user/email/revert (form, from /email/revert) token=… → 303
 * Undoes an email change with the link mailed to the old address. Success shows
 * /email/revert/done; a refusal (used link, address taken, too many requests) goes back
 * to the link's page, which says why.
 */

import { EMAIL_REVERT_PATH } from '@server/auth/emailReverts'
import { isServerError } from '@server/errors'
import { formPost } from '@server/http/formPost'
import { requestClient } from '@server/http/requestClient'
import { revertEmailChange } from '@server/usecases/account/emailRevert'
import { apiContext } from '@server/wiring/apiContext'

export const POST = formPost(async (form, request) => {
  const token = form.get('token') ?? ''
  try {
    const context = await apiContext()
    await revertEmailChange(context, token, requestClient(request.headers, context.config))
    return `${EMAIL_REVERT_PATH}/done`
  } catch (error) {
    if (isServerError(error)) return `${EMAIL_REVERT_PATH}?${new URLSearchParams({ token })}`
    throw error
  }
})
