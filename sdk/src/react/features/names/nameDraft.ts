import type { AirlockInstance } from '../../../core/createAirlock'

/** What RegisterAccountName keeps while it is unmounted: the wallet's approval view may stand in for it. */
export interface NameDraft {
  /** The name as typed (without the zone). */
  value: string
  /** A registration started from the view is still under way. */
  pending: boolean
}

// Per instance (weakly held): two instances on one page keep two drafts, a destroyed one none.
const drafts = new WeakMap<AirlockInstance, NameDraft>()

export function nameDraft(instance: AirlockInstance): NameDraft {
  let draft = drafts.get(instance)
  if (!draft) {
    draft = { value: '', pending: false }
    drafts.set(instance, draft)
  }
  return draft
}
