/**
 * The two small documents of social login, on this origin (src/server/http/socialPages.ts
 * serves them), the popup's first party:
 * - the start page: opened by the SDK in the click (`?provider=`, only a loading text),
 *   then sent to `?flow=<id>`; it asks the secure-origin frames of its opener for the
 *   flow's binding (src/shared/socialWindowMessages.ts), takes it only from a message
 *   of this origin, binds the flow to this browser (POST /api/auth/social/bind, which
 *   sets the flow's cookie) and goes to the provider. The binding never comes from
 *   the URL;
 * - the callback page: tells the secure-origin frames of its opener that the flow
 *   ended (content-free, targetOrigin pinned, nobody else), then closes; with no opener
 *   (a provider page with COOP severed it) it only says so: the frame's poll finds
 *   the result anyway.
 * Data travels as JSON in a non-executed script element; the one script runs with the
 * response's CSP nonce.
 */
import { ApiPaths } from '../../shared/apiContract'
import {
  SOCIAL_BINDING_TYPE,
  SOCIAL_DONE_TYPE,
  SOCIAL_HELLO_TYPE,
} from '../../shared/socialWindowMessages'

const STYLE =
  'body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222;text-align:center}'

/** How long the start page asks its opener's frames for the binding: 40 × 250 ms. */
const HELLO_TRIES = 40
const HELLO_EVERY_MS = 250

export const START_NO_FRAME_MESSAGE =
  'This sign-in can only continue in a window opened by the app that started it. Start again from the app.'
export const START_FAILED_MESSAGE = 'Sign-in could not start. Close this window and try again.'
export const SIGNED_IN_MESSAGE = 'Signed in. You can close this window and return to the app.'

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

function withScript(data: unknown, script: readonly string[], nonce: string): string {
  return `<script type="application/json" id="airlock-social">${scriptJson(data)}</script><script nonce="${nonce}">${script.join('')}</script>`
}

/** `flowId` null: the first load (`?provider=`), a loading text and nothing else. */
export function startPageHtml(flowId: string | null, nonce: string): string {
  if (flowId === null) return page('Signing in…', 'Connecting to the sign-in page…', nonce)
  const data = {
    flowId,
    helloType: SOCIAL_HELLO_TYPE,
    bindingType: SOCIAL_BINDING_TYPE,
    bindPath: ApiPaths.SOCIAL_BIND,
    tries: HELLO_TRIES,
    every: HELLO_EVERY_MS,
    noFrame: START_NO_FRAME_MESSAGE,
    failed: START_FAILED_MESSAGE,
  }
  const script = [
    '(function(){',
    "var d=JSON.parse(document.getElementById('airlock-social').textContent);",
    "var me=location.origin,done=false,n=0,t;var s=document.getElementById('status');",
    'function say(x){s.textContent=x}',
    "window.addEventListener('message',function(e){",
    'if(done||e.origin!==me)return;var m=e.data;',
    "if(!m||m.type!==d.bindingType||m.flowId!==d.flowId||typeof m.binding!=='string'||typeof m.authorizeUrl!=='string')return;",
    "var u;try{u=new URL(m.authorizeUrl)}catch(x){return}if(u.protocol!=='https:'&&u.protocol!=='http:')return;",
    'done=true;clearInterval(t);',
    "fetch(d.bindPath,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json'},body:JSON.stringify({flowId:d.flowId,binding:m.binding})})",
    '.then(function(r){if(r.ok){location.replace(u.href);return}',
    'return r.json().then(function(b){say(b&&b.message||d.failed)},function(){say(d.failed)})})',
    '.catch(function(){say(d.failed)})});',
    'function hello(){var o=null;try{o=window.opener}catch(x){}if(!o)return;',
    'var k=0;try{k=o.frames.length}catch(x){}',
    'for(var i=0;i<k;i++){try{o.frames[i].postMessage({type:d.helloType,flowId:d.flowId},me)}catch(x){}}}',
    'hello();t=setInterval(function(){if(done)return;n++;',
    'if(n>=d.tries){clearInterval(t);say(d.noFrame);return}hello()},d.every);',
    '})()',
  ]
  return page(
    'Signing in…',
    'Connecting to the sign-in page…',
    nonce,
    withScript(data, script, nonce),
  )
}

/** A callback that delivers nothing (no flow, another browser's): only the message. */
export function callbackMessageHtml(message: string, nonce: string): string {
  return page('Sign-in', message, nonce)
}

/** The flow ended (`error` null: signed in): DONE to the opener's secure-origin frames. */
export function callbackDoneHtml(flowId: string, error: string | null, nonce: string): string {
  const data = { flowId, doneType: SOCIAL_DONE_TYPE }
  const script = [
    '(function(){',
    "var d=JSON.parse(document.getElementById('airlock-social').textContent);",
    'var o=null;try{o=window.opener}catch(e){}if(!o)return;',
    'var k=0;try{k=o.frames.length}catch(e){}',
    'for(var i=0;i<k;i++){try{o.frames[i].postMessage({type:d.doneType,flowId:d.flowId},location.origin)}catch(e){}}',
    'window.close()',
    '})()',
  ]
  return page('Sign-in', error ?? SIGNED_IN_MESSAGE, nonce, withScript(data, script, nonce))
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
