/**
 * The /sdk document: a few hundred bytes of HTML around the frame bundle. The config
 * travels as a JSON data block (never executed, so the CSP has nothing to allow); the
 * entry is an async module script carrying the request's nonce, so it runs as soon as
 * it arrives, without waiting for the stylesheet, and always before the load event.
 */
import {
  FRAME_CONFIG_ELEMENT_ID,
  FRAME_ROOT_ELEMENT_ID,
  type FrameConfig,
} from '../../frame/config'
import type { FrameAssets } from './frameAssets'

export interface FrameDocument {
  config: FrameConfig
  assets: FrameAssets
  nonce: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text or attribute value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/**
 * JSON that cannot end its <script> element or open a comment: `<`, `>` and `&` become
 * \u escapes (still the same JSON), as do the two line separators JavaScript once choked on.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

export function frameHtml({ config, assets, nonce }: FrameDocument): string {
  const n = escapeHtml(nonce)
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="color-scheme" content="light dark">',
    '<title>Airlock secure frame</title>',
    // The entry and its static imports start loading as soon as the head is read.
    ...[assets.script, ...assets.preload].map(
      (file) => `<link rel="modulepreload" href="${escapeHtml(file)}" nonce="${n}">`,
    ),
    ...(assets.style ? [`<link rel="stylesheet" href="${escapeHtml(assets.style)}">`] : []),
  ]
  const body = [
    ...(config.projectError
      ? [`<p role="alert" class="airlock-project-error">${escapeHtml(config.projectError)}</p>`]
      : []),
    `<div id="${FRAME_ROOT_ELEMENT_ID}"></div>`,
    `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`,
    // Last, so everything it reads is parsed by the time it runs, even from a warm cache.
    `<script type="module" async src="${escapeHtml(assets.script)}" nonce="${n}"></script>`,
  ]
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`
}
