/** The signed-in user as the frame's API reports it, and the address per namespace. */
import { ApiPaths, type UserResponse } from '../shared/apiContract'
import type { WalletNamespace } from './chain'
import type { FrameContext } from './frameContext'

export function fetchUser(context: Pick<FrameContext, 'api'>): Promise<UserResponse> {
  return context.api.call<UserResponse>(ApiPaths.USER, { auth: true })
}

export function addressFor(user: UserResponse, namespace: WalletNamespace): string {
  return user.addresses[namespace]
}
