// One visitor of the example dapp for the account-features bench: a fresh context whose
// EIP-6963 test wallet (a new key, funded on the stack's anvil) is connected through
// `instance.connect()`, the modal never opened, and every request recorded by step.
import { ACCOUNT_BUTTON, accountOpenMarksArg, accountOpenMarksScript } from './accountOpenMarks.mjs'
import { STEP_MS } from './browserBench.mjs'
import { initScriptOf } from './initScript.mjs'
import { loadTs } from './loadTs.mjs'
import { recordTraffic } from './pageTraffic.mjs'

export { STEP_MS }
/** What each wallet holds, so the token list has a native and an ERC-20 row. */
export const HOLDINGS = { ETH: '1.5', AUSD: '250' }

/** Account's feature views in the order they are opened; a shared chunk counts for the first. */
export const FEATURE_VIEWS = [
  { label: 'Activity', view: 'Transactions', entry: 'Activity' },
  { label: 'Receive', view: 'WalletReceive', action: 'Receive' },
  { label: 'Send', view: 'WalletSend', action: 'Send' },
  { label: 'Swap', view: 'Swap', action: 'Swap' },
  { label: 'Buy', view: 'OnRampProviders', action: 'Buy' },
  { label: 'Choose a name', view: 'RegisterAccountName', entry: 'Choose a name' },
]

const { installWallet } = await loadTs('tests/support/browserWallet.ts')
const { funding } = await loadTs('tests/support/funding.ts')
const { airlockHandleScript } = await loadTs('tests/support/airlockHandle.ts')
const { TEST_WALLET_INFO } = await loadTs('fixtures/testWallet/testWallet.ts')

export const dialogOf = (page) => page.getByRole('dialog')

/** Resolves with 'ready' once the dialog shows `view` loaded ('failed': its chunk did not load). */
export async function waitForView(page, view) {
  const handle = await page.waitForFunction(
    (view) => {
      const dialog = document
        .querySelector('[data-airlock-modal]')
        ?.shadowRoot?.querySelector('[role=dialog]')
      if (dialog?.getAttribute('data-view') !== view || dialog.querySelector('.al-view-loading'))
        return false
      return dialog.querySelector('.al-view-failed') ? 'failed' : 'ready'
    },
    view,
    { timeout: STEP_MS, polling: 50 },
  )
  return handle.jsonValue()
}

/**
 * Loads the dapp in `context` (fresh) and connects a funded test wallet without the modal.
 * `step(phase, what, action)` runs `action` with the requests it causes under `phase`,
 * then waits for the network to be idle; `stepStarts` has when each step began (node clock).
 */
export async function startAccountSession(context, stack, url) {
  const traffic = recordTraffic(context, 'start')
  const notes = []
  const stepStarts = {}
  const step = async (phase, what, action) => {
    traffic.cut(phase)
    stepStarts[phase] ??= performance.now()
    const result = await action()
    if (!(await traffic.idle())) notes.push(`network never idle after ${what}`)
    return result
  }
  try {
    const page = await context.newPage()
    const wallet = await installWallet(page, stack)
    const faucet = funding(stack)
    await faucet.sendEth(wallet.address, HOLDINGS.ETH)
    await faucet.sendToken('AUSD', wallet.address, HOLDINGS.AUSD)
    await context.addInitScript(initScriptOf(airlockHandleScript))
    await context.addInitScript(accountOpenMarksScript, accountOpenMarksArg(Object.keys(HOLDINGS)))
    await page.goto(url, { waitUntil: 'load', timeout: STEP_MS })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    if (!(await traffic.idle())) notes.push('network never idle at start')

    const accountButton = page.getByRole('button', { name: ACCOUNT_BUTTON })
    await step('connect', 'the connect', async () => {
      await page.evaluate((rdns) => window.__airlockE2E().connect(rdns), TEST_WALLET_INFO.rdns)
      await accountButton.waitFor({ timeout: STEP_MS })
    })
    if (await dialogOf(page).isVisible()) notes.push('the modal opened on connect')
    return { page, traffic, step, stepStarts, notes, accountButton }
  } catch (error) {
    traffic.stop()
    throw error
  }
}

/**
 * From Account, opens `feature`'s view under the step `view:{view}` and resolves with its
 * state ('ready', 'failed', or 'not offered' when Account shows no control for it); with
 * `back`, returns to Account afterwards (a step of its own).
 */
export async function openFeatureView({ page, step }, feature, { back }) {
  const dialog = dialogOf(page)
  const control = feature.action
    ? dialog
        .getByRole('list', { name: 'Wallet actions', exact: true })
        .getByRole('button', { name: feature.action, exact: true })
    : // An entry's name is its label, then its detail line.
      dialog.getByRole('button', { name: new RegExp(`^${feature.entry}\\b`) })
  if ((await control.count()) === 0) return 'not offered'
  const state = await step(`view:${feature.view}`, feature.label, async () => {
    await control.click({ timeout: STEP_MS })
    return waitForView(page, feature.view)
  })
  if (back) {
    await step('back', `Back from ${feature.label}`, async () => {
      await dialog.getByRole('button', { name: 'Back', exact: true }).click()
      await waitForView(page, 'Account')
    })
  }
  return state
}
