/**
 * A card that asks one plain question about the account itself (switch wallets, remove
 * a sign-in method): a title, the question, the facts it rests on, and what follows an
 * Approve. Rendered by QuestionView on the one approval card, so the visibility gate
 * and every other rule of its buttons hold here too.
 */
import type { ApprovalDescription } from './describe'
import type { EmailChangeDescription } from './emailChangeCard'

export interface QuestionDescription {
  kind: 'question'
  /** The card's title. */
  action: string
  question: string
  facts: { label: string; value: string }[]
  /** What an Approve does, and when to press Reject. */
  note: string
}

export function isQuestion(
  description: ApprovalDescription | EmailChangeDescription | QuestionDescription,
): description is QuestionDescription {
  return 'kind' in description && description.kind === 'question'
}
