/**
 * The card of REMOVE_SIGN_IN_METHOD: removing a way into the wallet is asked inside the
 * frame, naming the provider, the account name it gave and when it was linked, so a
 * host page cannot strip the user's own sign-in methods (or leave only its own).
 */
import type { QuestionDescription } from './question'

export interface RemovableMethod {
  /** The provider's label, e.g. 'Google'. */
  provider: string
  userName: string | null
  linkedAt: string
}

export function describeSignInMethodRemoval(method: RemovableMethod): QuestionDescription {
  const who = method.userName ? ` (${method.userName})` : ''
  return {
    kind: 'question',
    action: 'Remove sign-in method',
    question: `Remove ${method.provider}${who} as a way to sign in to this wallet?`,
    facts: [
      { label: 'Method', value: `${method.provider}${who}` },
      { label: 'Linked', value: method.linkedAt },
    ],
    note: `After you approve, signing in with ${method.provider} no longer opens this wallet. Your other sign-in methods keep working.`,
  }
}
