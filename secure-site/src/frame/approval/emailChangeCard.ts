/**
 * The card of UPDATE_EMAIL: the one question the user answers inside the frame before
 * any code is mailed. Approving it is what a host page cannot do for the user, so
 * codes relayed through a host page alone never move the wallet.
 */
import type { ApprovalDescription } from './describe'
import type { QuestionDescription } from './question'

export interface EmailChangeDescription {
  kind: 'emailChange'
  /** The card's title. */
  action: string
  /** "Change this wallet's email from a@… to b@…?" */
  question: string
  from: string
  to: string
  /** The wallet's EVM address, so the user sees which wallet moves. */
  account: string | null
}

export function describeEmailChange(input: {
  from: string
  to: string
  account: string | null
}): EmailChangeDescription {
  return {
    kind: 'emailChange',
    action: 'Change email',
    question: `Change this wallet's email from ${input.from} to ${input.to}?`,
    from: input.from,
    to: input.to,
    account: input.account,
  }
}

export function isEmailChange(
  description: ApprovalDescription | EmailChangeDescription | QuestionDescription,
): description is EmailChangeDescription {
  return 'kind' in description && description.kind === 'emailChange'
}
