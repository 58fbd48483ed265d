/**
 * The page the local relay's sign-in URL opens (the real one opens the Farcaster app):
 * which site asks, and a "Sign in as @alice" button that has the relay approve the
 * channel as the demo identity, as the Farcaster app would after the person agreed.
 *
 * What it shows is what the Farcaster app builds from the channel and signs: the
 * SIWE domain and uri (the secure site's), and the Request ID, which Airlock sets to
 * the host of the dapp that asked (secure-site siwfRequestId). Sources read
 * (farcasterxyz/auth-monorepo @1be9b9a): apps/relay/src/handlers.ts and schemas.ts
 * (the channel keeps siweUri, domain, nonce, notBefore, expirationTime, requestId as
 * `signatureParams`; no `resources`), packages/auth-client/src/messages/build.ts (the
 * wallet client adds only the fid resource) and its README ("A wallet client can parse
 * a Sign in With Farcaster URL, build a message to present to the user"; requestId: "A
 * system specific ID provided by the relying app"). The Farcaster app itself is not
 * open source: how prominently it shows the Request ID is not documented, so this page
 * shows the message's lines as a client presenting the message does.
 */
export const DEMO_USERNAME = 'alice'

export interface DemoChannel {
  domain: string
  uri: string
  requestId?: string
}

export function demoPage(channel: DemoChannel | null): string {
  const requester = channel?.requestId
    ? `<p id="requester">Requested by <strong>${escapeHtml(channel.requestId)}</strong></p>`
    : '<p id="requester">No requesting site named</p>'
  const body = channel
    ? `<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in with Farcaster.</p>
${requester}
<dl id="message">
<dt>URI</dt><dd>${escapeHtml(channel.uri)}</dd>
<dt>Request ID</dt><dd>${escapeHtml(channel.requestId ?? '')}</dd>
</dl>
<button id="approve" type="button">Sign in as @${DEMO_USERNAME}</button>
<p id="status" role="status"></p>
<script>
const button = document.getElementById('approve')
const status = document.getElementById('status')
button.addEventListener('click', async () => {
  button.disabled = true
  status.textContent = 'Signing…'
  try {
    const response = await fetch('/~/siwf/approve' + location.search, { method: 'POST' })
    const answer = await response.json()
    status.textContent = response.ok
      ? 'Signed in as @${DEMO_USERNAME}. You can close this page and go back to the dapp.'
      : answer.error
  } catch (error) {
    status.textContent = 'The relay could not be reached: ' + error.message
  }
})
</script>`
    : '<p>This sign-in link is unknown or has expired.</p>'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in with Farcaster (local)</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#7c65c1;color:#fff;cursor:pointer}
button:disabled{opacity:.6}</style></head>
<body><h1>Farcaster (local test client)</h1>${body}</body></html>
`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
