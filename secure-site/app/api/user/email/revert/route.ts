/**
 * POST /api/user/email/revert (form, from /email/revert) token=… → 303
 * Undoes an email change with the link mailed to the old address. Success shows
 * /email/revert/done; a refusal goes back to the link's page, which says why.
 */
import { apiContext } from '../../../../../src/server/api/context'
import { revertEmailChange } from '../../../../../src/server/api/emailRevert'
import { formPost } from '../../../../../src/server/api/formPost'
import { EMAIL_REVERT_PATH } from '../../../../../src/server/auth/emailReverts'
import { isServerError } from '../../../../../src/server/errors'

export const POST = formPost(async (form) => {
  const token = form.get('token') ?? ''
  try {
    await revertEmailChange(await apiContext(), token)
    return `${EMAIL_REVERT_PATH}/done`
  } catch (error) {
    if (isServerError(error)) return `${EMAIL_REVERT_PATH}?${new URLSearchParams({ token })}`
    throw error
  }
})
