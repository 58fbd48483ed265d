/**
 * The cookie that proves, at /social/callback, that the browser coming back from the
 * provider is the one whose frame started the flow: set by POST /api/auth/social/bind
 * (from the start page, which got the binding from that frame), read and cleared by the
 * callback. One per flow (several sign-ins may be in flight).
 * - HttpOnly: no script reads it, not even ours.
 * - `__Host-` prefix (Secure, Path=/, no Domain): a sibling subdomain cannot plant one
 *   (an attacker knows the binding of a flow it started itself; a planted cookie
 *   would prove nothing). Path=/ is what the prefix requires.
 * - SameSite=None: Apple's form_post comes back cross-site and must still carry it.
 *   (Chrome takes Secure cookies on http://localhost, the local stack.)
 */
import { bindingHash, FLOW_TTL_S } from './socialFlows'

const PREFIX = '__Host-airlock-social-'

export function socialCookieName(flowId: string): string {
  return `${PREFIX}${flowId}`
}

export function socialBindingCookie(flowId: string, binding: string): string {
  return `${socialCookieName(flowId)}=${binding}; Max-Age=${FLOW_TTL_S}; Path=/; Secure; HttpOnly; SameSite=None`
}

export function clearedSocialCookie(flowId: string): string {
  return `${socialCookieName(flowId)}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=None`
}

/** Whether the request's Cookie header carries this flow's binding. */
export function hasBindingCookie(
  cookieHeader: string | null,
  flowId: string,
  expectedHash: string | null,
): boolean {
  if (cookieHeader === null || expectedHash === null) return false
  const name = socialCookieName(flowId)
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at === -1 || part.slice(0, at).trim() !== name) continue
    if (bindingHash(part.slice(at + 1).trim()) === expectedHash) return true
  }
  return false
}
