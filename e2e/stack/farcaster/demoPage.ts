/**
 * The page the local relay's sign-in URL opens (the real one opens the Farcaster app):
 * which site asks, and a "Sign in as @alice" button that has the relay approve the
 * channel as the demo identity, as the Farcaster app would after the person agreed.
 */
export const DEMO_USERNAME = 'alice'

export function demoPage(channel: { domain: string } | null): string {
  const body = channel
    ? `<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in with Farcaster.</p>
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
