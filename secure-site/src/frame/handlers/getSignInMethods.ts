/** GET_SIGN_IN_METHODS (extension): the account's email and linked provider identities. */
import { ApiPaths, type SignInMethodsResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'

export const getSignInMethods: FrameHandler<'GET_SIGN_IN_METHODS'> = (_payload, context) =>
  context.api.call<SignInMethodsResponse>(ApiPaths.SIGN_IN_METHODS, { auth: true })
