#!/usr/bin/env node
// WalletConnect's first QR code (issue 12): the example dapp with `walletConnect` on the
// stack's loopback relay, Debian Chromium, BENCH_RUNS cold page loads (default 5), each in a
// fresh context: ms from the click on the WalletConnect row to the pairing QR code drawn
// (sign-client's chunk fetched and started, the relay socket open, the proposal published,
// uqr encoding it), and the gzip -9 bytes of the scripts that click fetched.
// Prints figures, asserts nothing.
import { gzipSync } from 'node:zlib'
import { startBenchStack } from './lib/benchStack.mjs'
import { firstLine, inFreshContext, reportRuns, STEP_MS } from './lib/browserBench.mjs'
import { loadTs } from './lib/loadTs.mjs'
import { summary } from './lib/stats.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

async function measureRun(context, url) {
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load', timeout: STEP_MS })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const row = page.getByRole('dialog').getByRole('button', { name: /^WalletConnect\b/ })
  await row.waitFor({ state: 'visible', timeout: STEP_MS })
  const scripts = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })
  const shown = page.evaluate(
    () =>
      new Promise((resolve) => {
        const start = performance.now()
        const selector = 'svg[aria-label="WalletConnect pairing QR code"]'
        // The modal renders into a shadow root.
        const drawn = () =>
          [document, ...[...document.querySelectorAll('*')].flatMap((el) => el.shadowRoot ?? [])]
            .map((scope) => scope.querySelector(selector))
            .find(Boolean)
        const tick = () => {
          if (drawn()) resolve(performance.now() - start)
          else requestAnimationFrame(tick)
        }
        // The click below happens after this frame starts counting.
        requestAnimationFrame(tick)
      }),
  )
  await row.click({ timeout: STEP_MS })
  const ms = await shown
  let bytes = 0
  for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length
  return { ms, bytes, files: scripts.length }
}

const { launchChromium } = await loadTs('browser/launch.ts')
const stack = await startBenchStack({ dappWalletConnect: true })
try {
  const browser = await launchChromium()
  try {
    const url = stack.info.dapp?.url
    if (!url) throw new Error('the stack serves no example dapp')
    const results = []
    const failures = []
    for (let run = 0; run < runs; run++) {
      try {
        results.push(await inFreshContext(browser, `run ${run}`, 90_000, (c) => measureRun(c, url)))
      } catch (error) {
        failures.push(`run ${run}: ${firstLine(error)}`)
      }
    }
    reportRuns(results, failures, () => {
      console.log('WalletConnect: click on the row → pairing QR drawn')
      console.log(`  ${summary(results.map((result) => result.ms))}`)
      const last = results.at(-1)
      if (last)
        console.log(
          `  scripts fetched by the click: ${last.files}, ${(last.bytes / 1024).toFixed(1)} kB gzip`,
        )
      for (const failure of failures) console.log(`  failed ${failure}`)
      return true
    })
  } finally {
    await browser.close()
  }
} finally {
  await stack.stop()
}
