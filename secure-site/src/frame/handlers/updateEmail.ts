/** UPDATE_EMAIL: start changing the account's email; a code goes to the current address. */
import { ApiPaths, type EmailUpdateResponse } from '../../server/api/contract'
import type { FrameHandler } from '../context'

export const updateEmail: FrameHandler<'UPDATE_EMAIL'> = ({ email }, context) =>
  context.api.call<EmailUpdateResponse>(ApiPaths.EMAIL_UPDATE, { body: { email }, auth: true })
