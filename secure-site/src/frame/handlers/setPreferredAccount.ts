/** SET_PREFERRED_ACCOUNT: only EOAs exist on this secure site for now. */
import type { FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'
import { addressFor, fetchUser } from '../signedInUser'

export const setPreferredAccount: FrameHandler<'SET_PREFERRED_ACCOUNT'> = async (
  { type },
  context,
) => {
  if (type !== 'eoa') throw new Error(FrameMessages.SMART_ACCOUNTS_DISABLED)
  const user = await fetchUser(context)
  return { type, address: addressFor(user, context.chains.get().chain.namespace) }
}
