/**
 * GET_USER: the signed-in user on the requested (or last) chain. Strict hosts check
 * the reply: chainId is a number for eip155, a string for Solana; email is a valid
 * address or absent.
 */
import { isValidEmail } from '@airlock/protocol'
import { parseChainId } from '../chain'
import type { FrameHandler } from '../frameContext'
import { addressFor, fetchUser } from '../signedInUser'

export const getUser: FrameHandler<'GET_USER'> = async (payload, context) => {
  let selected = context.chains.get()
  if (payload?.chainId !== undefined) {
    const chain = parseChainId(payload.chainId)
    const rpcUrl =
      payload.rpcUrl ?? (chain.caip2 === selected.chain.caip2 ? selected.rpcUrl : undefined)
    selected = { chain, rpcUrl }
    context.chains.set(chain, rpcUrl)
  }
  const user = await fetchUser(context)
  const address = addressFor(user, selected.chain.namespace)
  return {
    ...(isValidEmail(user.email) ? { email: user.email } : {}),
    address,
    chainId: selected.chain.wireId,
    accounts: [{ address, type: 'eoa' as const }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
