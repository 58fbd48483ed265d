/** IS_CONNECTED: whether this frame holds a session the server still accepts. */
import { ApiError } from '../api'
import type { FrameHandler } from '../frameContext'
import { fetchUser } from '../signedInUser'

export const isConnected: FrameHandler<'IS_CONNECTED'> = async (_payload, context) => {
  // The host's `token` is ignored: sessions live only in the frame, never on the host.
  if (!context.session.tokens()) return { isConnected: false }
  try {
    await fetchUser(context)
    return { isConnected: true }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { isConnected: false }
    throw error
  }
}
