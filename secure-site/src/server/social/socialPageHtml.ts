/**
 * The two small documents of social login, on this origin (src/server/api/socialPages.ts
 * serves them):
 * - the loading page the SDK opens in the click handler, before it knows the provider's
 *   URL (a popup opened later would be blocked);
 * - the callback page: it hands the result to the dapp that started the flow, by
 *   postMessage to `window.opener` with targetOrigin pinned to the flow's origin (never
 *   '*'), then closes; with no opener (the redirect flow), it goes back to the flow's
 *   return URL with the result in the fragment. The data travels as JSON in a
 *   non-executed script element; the one script runs with the response's CSP nonce.
 */
import { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM, SOCIAL_RESULT_TYPE } from '@airlock/protocol'

export interface CallbackDelivery {
  /** The dapp's origin: the only targetOrigin. */
  origin: string
  returnUrl: string
  result: { handle: string } | { error: string }
}

const STYLE =
  'body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222}'

function page(title: string, text: string, nonce: string, extra = ''): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style nonce="${nonce}">${STYLE}</style>`,
    `</head><body><p id="status">${escapeHtml(text)}</p>${extra}</body></html>`,
    '',
  ].join('\n')
}

export function loadingPageHtml(nonce: string): string {
  return page('Signing in…', 'Connecting to the sign-in page…', nonce)
}

/** A callback that names no flow: only the message, nothing is sent anywhere. */
export function callbackMessageHtml(message: string, nonce: string): string {
  return page('Sign-in', message, nonce)
}

export function callbackDeliveryHtml(delivery: CallbackDelivery, nonce: string): string {
  const message =
    'handle' in delivery.result
      ? { type: SOCIAL_RESULT_TYPE, handle: delivery.result.handle }
      : { type: SOCIAL_RESULT_TYPE, error: delivery.result.error }
  const fragment =
    'handle' in delivery.result
      ? `${SOCIAL_RESULT_PARAM}=${encodeURIComponent(delivery.result.handle)}`
      : `${SOCIAL_ERROR_PARAM}=${encodeURIComponent(delivery.result.error)}`
  const returnUrl = new URL(delivery.returnUrl)
  returnUrl.hash = fragment
  const data = { target: delivery.origin, message, redirect: returnUrl.toString() }
  const script = [
    '(function(){',
    "var d=JSON.parse(document.getElementById('airlock-social').textContent);",
    'var o=null;try{o=window.opener}catch(e){}',
    'if(o&&!o.closed){o.postMessage(d.message,d.target);window.close();',
    "document.getElementById('status').textContent='You can close this window.'}",
    'else{location.replace(d.redirect)}',
    '})()',
  ].join('')
  const status = 'handle' in delivery.result ? 'Signing you in…' : delivery.result.error
  return page(
    'Sign-in',
    status,
    nonce,
    `<script type="application/json" id="airlock-social">${scriptJson(data)}</script><script nonce="${nonce}">${script}</script>`,
  )
}

/** JSON that cannot close its script element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
