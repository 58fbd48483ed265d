#!/usr/bin/env node
// Frame start-up as a visitor's browser sees it, on the local stack in Chromium:
//  - ms from the insertion of #w3m-iframe to the frame's READY, median of BENCH_RUNS page
//    loads (default 12), each in a fresh browser context (cold HTTP cache), then the same
//    after a reload (warm cache);
//  - the JavaScript the /sdk page makes the browser load: bytes on the wire (as the site
//    serves them, gzip) and decoded, plus the HTML document that carries inline scripts.
// A returning visitor is simulated (the email-login-used flag), so the SDK creates the frame
// at start (PROTOCOL.md › Lifecycle). Prints figures, asserts nothing.
import { gzipSync } from 'node:zlib'
import { loadE2e, startBenchStack } from './lib/e2e.mjs'
import { summary } from './lib/stats.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 12)
const { launchChromium } = await loadE2e('browser/launch.ts')

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
    if (run === 0) bytes = await frameBytes(responses, secureOrigin)
    await page.reload()
    warm.push(await readyTime(page))
    await context.close()
  }
  console.log(`iframe insertion → READY, cold cache: ${summary(cold)}`)
  console.log(`iframe insertion → READY, warm cache: ${summary(warm)}`)
  console.log(
    `/sdk JavaScript: ${bytes.scripts} files, ${kb(bytes.wire)} on the wire (gzip as served), ` +
      `${kb(bytes.gzip9)} gzip -9, ${kb(bytes.decoded)} decoded`,
  )
  console.log(
    `/sdk HTML document (inline scripts and RSC payload): ${kb(bytes.htmlWire)} on the wire, ` +
      `${kb(bytes.htmlDecoded)} decoded`,
  )
} finally {
  await browser.close()
  await stack.stop()
}

async function frameBytes(responses, origin) {
  const totals = { scripts: 0, wire: 0, gzip9: 0, decoded: 0, htmlWire: 0, htmlDecoded: 0 }
  for (const response of responses) {
    const url = response.url()
    if (!url.startsWith(origin)) continue
    const type = response.request().resourceType()
    const body = await response.body().catch(() => Buffer.alloc(0))
    const { responseBodySize } = await response.request().sizes()
    if (type === 'script') {
      totals.scripts += 1
      totals.wire += responseBodySize
      totals.decoded += body.length
      totals.gzip9 += gzipSync(body, { level: 9 }).length
    } else if (type === 'document' && new URL(url).pathname === '/sdk') {
      totals.htmlWire += responseBodySize
      totals.htmlDecoded += body.length
    }
  }
  return totals
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`
}
