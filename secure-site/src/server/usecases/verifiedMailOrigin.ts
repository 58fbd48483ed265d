/**
 * The site a mail may name. The frame sends its verified ancestor origin with every
 * call that mails; the server checks it against the project's allowlist (the same
 * rule the frame applied) before any mail names it, and refuses the call otherwise
 * with 'Unauthorized: origin not allowed'. A mail never names a site the operator did
 * not allow, whatever a caller claims.
 */

import type { MailOrigin } from '../../shared/apiContract'
import { assertOriginAllowed } from '../projects/projects'
import type { ApiContext } from '../wiring/apiContext'
import { requireProject } from './project'

/** The origin as it will be named (already canonical: isAllowedOrigin refuses any other form). */
export async function verifiedMailOrigin(
  context: Pick<ApiContext, 'db' | 'config'>,
  input: MailOrigin,
): Promise<string> {
  const project = await requireProject(context, input.projectId)
  assertOriginAllowed(project, input.origin)
  return input.origin
}
