/**
 * The card of a sign-in that would replace a live session with another account's (login
 * CSRF, issue 22 §1): a host page cannot sign the user's frame in to a wallet that is
 * not theirs without the user reading who they are now and who they would become.
 */
import type { QuestionDescription } from './question'

export function describeSessionSwitch(input: { from: string; to: string }): QuestionDescription {
  return {
    kind: 'question',
    action: 'Switch wallets?',
    question: `You are signed in as ${input.from}. Continue as ${input.to}?`,
    facts: [
      { label: 'Signed in as', value: input.from },
      { label: 'New sign-in', value: input.to },
    ],
    note: 'Approve signs this wallet out here and opens the other one. If you did not just sign in with another account, press Reject: the site may be trying to put you in a wallet that is not yours.',
  }
}
