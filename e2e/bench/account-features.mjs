#!/usr/bin/env node
// The account features (issue 5) as a visitor's browser sees them: the local stack with the
// blockchain data API fixture, a private copy of the example dapp's build (lib/dappSnapshot),
// Debian Chromium, the EIP-6963 test wallet, BENCH_RUNS runs (default 5), each with:
//  - a fresh context that loads the dapp and opens Connect (wallet list usable, network
//    idle): what the page start and Connect's first open load;
//  - a fresh context (empty HTTP, storage and SPEC §9 caches) whose wallet, a new key funded
//    with ETH and AUSD, is connected through `instance.connect()` (the modal never opened,
//    so nothing of the account features has loaded); then a click on the dapp's account
//    button (cold open, modal code included), Close, and a second click (warm: the same
//    page, within the 30 s balance cache); then each feature view opened from Account once,
//    and Back, in a fixed order (a chunk two views share counts for the first);
// then, once, each feature view opened first after Account's cold open, in a context of its
// own: what it costs with no other view loaded.
// Times are the page's own clock, from the click to the first animation frame showing the
// balance figure and the token list with ETH and AUSD (lib/accountOpenMarks). Scripts are
// attributed to the step during which their request started, gzip -9 of each body. Prints
// figures, asserts nothing.
import { listRun, report } from './lib/accountFeaturesReport.mjs'
import { waitForAccountOpen } from './lib/accountOpenMarks.mjs'
import {
  dialogOf,
  FEATURE_VIEWS,
  HOLDINGS,
  openFeatureView,
  STEP_MS,
  startAccountSession,
} from './lib/accountSession.mjs'
import { firstLine, inFreshContext, reportRuns, withStackAndBrowser } from './lib/browserBench.mjs'
import { serveDappSnapshot } from './lib/dappSnapshot.mjs'
import { loadTs } from './lib/loadTs.mjs'
import { recordTraffic } from './lib/pageTraffic.mjs'
import { withTimeout } from './lib/withTimeout.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const RUN_MS = 180_000

const { installWallet } = await loadTs('tests/support/browserWallet.ts')

/** Page start and Connect's first open, in a fresh context with the test wallet installed. */
async function measureConnectOpen(context, stack, url) {
  const traffic = recordTraffic(context, 'start')
  const notes = []
  try {
    const page = await context.newPage()
    await installWallet(page, stack)
    await page.goto(url, { waitUntil: 'load', timeout: STEP_MS })
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.waitFor({ timeout: STEP_MS })
    if (!(await traffic.idle())) notes.push('network never idle at start (Connect context)')
    traffic.cut('connectOpen')
    await button.click({ timeout: STEP_MS })
    await dialogOf(page)
      .getByRole('list', { name: 'Wallets', exact: true })
      .getByRole('button')
      .first()
      .waitFor({ timeout: STEP_MS })
    if (!(await traffic.idle())) notes.push("network never idle after Connect's first open")
    return { scripts: await withTimeout(traffic.scripts(), STEP_MS, 'reading scripts'), notes }
  } finally {
    traffic.stop()
  }
}

/** Cold and warm Account opens, then each feature view in turn, in a fresh context. */
async function measureAccount(context, stack, url) {
  const session = await startAccountSession(context, stack, url)
  const { page, traffic, step, stepStarts, notes, accountButton } = session
  try {
    const cold = await step('account', "Account's first open", async () => {
      await accountButton.click({ timeout: STEP_MS })
      return waitForAccountOpen(page, 0, STEP_MS)
    })
    await step('close', 'closing', async () => {
      await dialogOf(page).getByRole('button', { name: 'Close', exact: true }).click()
      await dialogOf(page).waitFor({ state: 'hidden', timeout: STEP_MS })
    })
    const warm = await step('warm', "Account's second open", async () => {
      await accountButton.click({ timeout: STEP_MS })
      return waitForAccountOpen(page, 1, STEP_MS)
    })
    const views = {}
    for (const feature of FEATURE_VIEWS) {
      views[feature.view] = await openFeatureView(session, feature, { back: true })
    }
    return {
      cold,
      warm,
      views,
      scripts: await withTimeout(traffic.scripts(), STEP_MS, 'reading scripts'),
      requests: traffic.requests(),
      stepStarts,
      notes,
    }
  } finally {
    traffic.stop()
  }
}

/** `feature`'s view opened first, right after Account: what it costs with no other view loaded. */
async function measureViewAlone(context, stack, url, feature) {
  const session = await startAccountSession(context, stack, url)
  const { page, traffic, step, accountButton } = session
  try {
    await step('account', "Account's first open", async () => {
      await accountButton.click({ timeout: STEP_MS })
      return waitForAccountOpen(page, 0, STEP_MS)
    })
    const state = await openFeatureView(session, feature, { back: false })
    return { state, scripts: await withTimeout(traffic.scripts(), STEP_MS, 'reading scripts') }
  } finally {
    traffic.stop()
  }
}

await withStackAndBrowser(async (stack, browser) => {
  if (!stack.info.dapp || !stack.info.blockchainApi) throw new Error('the stack has no dapp or API')
  const apiUrl = stack.info.blockchainApi.url
  const dapp = await serveDappSnapshot(stack.info.dapp)
  try {
    const results = []
    const failures = []
    for (let run = 0; run < runs; run++) {
      try {
        const connect = await inFreshContext(browser, `run ${run} Connect`, RUN_MS, (context) =>
          measureConnectOpen(context, stack.info, dapp.url),
        )
        const account = await inFreshContext(browser, `run ${run} Account`, RUN_MS, (context) =>
          measureAccount(context, stack.info, dapp.url),
        )
        const result = { connect, account }
        if (results.length === 0) listRun(dapp, apiUrl, result)
        results.push(result)
      } catch (error) {
        failures.push(`run ${run}: ${firstLine(error)}`)
      }
    }
    // Bytes are the build's, not the machine's: one pass is enough.
    const alone = {}
    if (results.length > 0) {
      for (const feature of FEATURE_VIEWS) {
        try {
          alone[feature.view] = await inFreshContext(
            browser,
            `${feature.label} alone`,
            RUN_MS,
            (context) => measureViewAlone(context, stack.info, dapp.url, feature),
          )
        } catch (error) {
          failures.push(`${feature.label} alone: ${firstLine(error)}`)
        }
      }
    }
    return reportRuns(results, failures, () =>
      report({
        dapp,
        apiUrl,
        results,
        alone,
        failures,
        views: FEATURE_VIEWS,
        symbols: Object.keys(HOLDINGS),
      }),
    )
  } finally {
    await dapp.stop()
  }
})
