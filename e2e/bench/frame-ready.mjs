#!/usr/bin/env node
// Frame start-up as a visitor's browser sees it, on the local stack in Chromium:
//  - ms from the insertion of #w3m-iframe to the frame's READY, median of BENCH_RUNS page
//    loads (default 12), each in a fresh browser context (cold HTTP cache), then the same
//    after a reload (warm cache);
//  - the JavaScript the /sdk page makes the browser load, once the frame has settled (the
//    approval UI is a chunk fetched after READY): bytes on the wire (as the site serves
//    them, gzip) and decoded, split into the scripts the document names (what READY waits
//    for) and those they import later; plus the HTML document.
// A returning visitor is simulated (the email-login-used flag), so the SDK creates the frame
// at start (PROTOCOL.md › Lifecycle). Prints figures, asserts nothing.
import { gzipSync } from 'node:zlib'
import { startBenchStack } from './lib/benchStack.mjs'
import { loadTs } from './lib/loadTs.mjs'
import { summary } from './lib/stats.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 12)
const { launchChromium } = await loadTs('browser/launch.ts')

/** Runs in the dapp page: marks iframe insertion and READY on the page's own clock. */
function timingScript() {
  if (window.top !== window) return
  localStorage.setItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY', 'true')
  const marks = {}
  Object.defineProperty(window, '__frameMarks', { value: marks })
  new MutationObserver((_records, observer) => {
    if (document.getElementById('w3m-iframe')) {
      marks.inserted = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
  window.addEventListener('message', (event) => {
    if (event.data?.type === '@w3m-frame/READY' && marks.ready === undefined) {
      marks.ready = performance.now()
    }
  })
}

async function readyTime(page) {
  const handle = await page.waitForFunction(
    () => {
      const marks = window.__frameMarks
      return marks?.ready !== undefined && marks.inserted !== undefined
        ? marks.ready - marks.inserted
        : null
    },
    null,
    { timeout: 30_000 },
  )
  return handle.jsonValue()
}

const stack = await startBenchStack()
const browser = await launchChromium()
try {
  const secureOrigin = stack.info.secureSite.url
  const cold = []
  const warm = []
  let bytes = null
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    await context.addInitScript(timingScript)
    const responses = []
    if (run === 0) context.on('response', (response) => responses.push(response))
    const page = await context.newPage()
    await page.goto(stack.info.dapp.url)
    cold.push(await readyTime(page))
    if (run === 0) bytes = await frameBytes(page, responses, secureOrigin)
    await page.reload()
    warm.push(await readyTime(page))
    await context.close()
  }
  console.log(`iframe insertion → READY, cold cache: ${summary(cold)}`)
  console.log(`iframe insertion → READY, warm cache: ${summary(warm)}`)
  const { total, named, later } = bytes
  console.log(
    `/sdk JavaScript: ${total.scripts} files, ${kb(total.wire)} on the wire (gzip as served), ` +
      `${kb(total.gzip9)} gzip -9, ${kb(total.decoded)} decoded`,
  )
  for (const [label, part] of [
    ['named by the document', named],
    ['imported later by those scripts', later],
  ]) {
    console.log(
      `  ${label}: ${part.scripts} files, ${kb(part.wire)} on the wire, ${kb(part.decoded)} decoded`,
    )
  }
  console.log(
    `/sdk HTML document: ${kb(bytes.htmlWire)} on the wire, ${kb(bytes.htmlDecoded)} decoded`,
  )
} finally {
  await browser.close()
  await stack.stop()
}

async function frameBytes(page, responses, origin) {
  const frame = page.frame({ name: 'w3m-secure-iframe' })
  if (!frame) throw new Error('the dapp page has no secure frame')
  // Everything the frame loads after READY (its approval UI chunk) counts too.
  await frame.waitForLoadState('networkidle')
  const empty = () => ({ scripts: 0, wire: 0, gzip9: 0, decoded: 0 })
  const totals = { total: empty(), named: empty(), later: empty(), htmlWire: 0, htmlDecoded: 0 }
  let named = new Set()
  const scripts = []
  for (const response of responses) {
    const url = response.url()
    if (!url.startsWith(origin)) continue
    const type = response.request().resourceType()
    const body = await response.body().catch(() => Buffer.alloc(0))
    const { responseBodySize } = await response.request().sizes()
    if (type === 'script') {
      scripts.push({ url, body, wire: responseBodySize })
    } else if (type === 'document' && new URL(url).pathname === '/sdk') {
      totals.htmlWire += responseBodySize
      totals.htmlDecoded += body.length
      named = namedScripts(body.toString('utf8'), url)
    }
  }
  for (const { url, body, wire } of scripts) {
    for (const part of [totals.total, named.has(url) ? totals.named : totals.later]) {
      part.scripts += 1
      part.wire += wire
      part.decoded += body.length
      part.gzip9 += gzipSync(body, { level: 9 }).length
    }
  }
  return totals
}

/** Scripts the document itself names (src, modulepreload): what it starts with. */
function namedScripts(html, base) {
  const urls = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    urls.add(new URL(match[1].replaceAll('&amp;', '&'), base).href)
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) urls.add(new URL(href.replaceAll('&amp;', '&'), base).href)
  }
  return urls
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`
}
