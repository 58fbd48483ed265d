/**
 * What the frame sends with every API call that mails: its project and the verified
 * ancestor origin, which the server checks against the allowlist and names in the mail.
 */
import type { MailOrigin } from '../shared/apiContract'
import type { FrameContext } from './frameContext'

export function mailOrigin(context: Pick<FrameContext, 'projectId' | 'origin'>): MailOrigin {
  return { projectId: context.projectId, origin: context.origin }
}
