/**
 * WalletConnect beyond the plain QR row: a catalogue wallet paired through it (QR on
 * desktop, deep link on a phone), "Continue in <wallet>" while a request waits in
 * the wallet, and the recent wallets afterwards. The example dapp's WalletConnect
 * variant, the stack's relay and its test wallet process, as in walletConnect.spec.ts.
 */
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { openAccount, openConnect, walletList, walletRows } from './support/browserWallet'
import { localChain } from './support/chain'
import { closeModal, connectedAddress, modal, openDapp } from './support/dapp'
import { expect, instrument } from './support/fixtures'
import { pairFromQr, readQr, wcDapp, wcTest } from './support/walletConnect'

/** A catalogue wallet of the fixture with a phone app (metamask://) and no desktop app. */
const CATALOGUE_WALLET = 'MetaMask'

async function disconnect(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // Disconnecting from Account closes the modal once the session is ended.
  await expect(modal(page)).toBeHidden()
}

wcTest(
  'while a request waits in the wallet the modal says "Continue in <wallet>", and closes when it answers',
  async ({ page, stack, wallet }) => {
    await localChain(stack).fund(wallet.address, parseEther('1'))
    await openDapp(page, wcDapp(stack).url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    await wallet.setMode({ requests: 'hold' })

    const requests = [
      { button: 'Sign message', method: 'personal_sign', result: /^0x[0-9a-f]{130}$/ },
      { button: 'Sign typed data', method: 'eth_signTypedData_v4', result: /^0x[0-9a-f]{130}$/ },
      { button: 'Send 0.001 ETH', method: 'eth_sendTransaction', result: /^0x[0-9a-f]{64}$/ },
    ]
    for (const { button, method, result } of requests) {
      await page.getByRole('button', { name: button }).click()
      await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
      await expect(
        modal(page).getByRole('heading', { name: 'Continue in Airlock Test Wallet' }),
      ).toBeVisible()
      await wallet.waitForEvent('held', (event) => event.method === method)
      expect(await wallet.release()).toBe(1)
      await expect(modal(page)).toBeHidden()
      await expect(page.getByTestId('result')).toHaveText(result)
    }

    // A switch asked from the modal's network list: "Continue in" over it, then the switch ends on Account.
    await openAccount(page)
    await modal(page)
      .getByRole('button', { name: /^Network: / })
      .click()
    await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
    await modal(page)
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'Localhost 2', exact: true })
      .click()
    await expect(
      modal(page).getByRole('heading', { name: 'Continue in Airlock Test Wallet' }),
    ).toBeVisible()
    await wallet.waitForEvent('held', (event) => event.method === 'wallet_switchEthereumChain')
    expect(await wallet.release()).toBe(1)
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
  },
)

wcTest(
  'a catalogue wallet pairs through WalletConnect by its QR code, and is a Recent wallet after disconnecting',
  async ({ page, stack, wallet }) => {
    await openDapp(page, wcDapp(stack).url)
    await openConnect(page)
    const row = walletRows(page, CATALOGUE_WALLET)
    await expect(row).toHaveAttribute('data-group', 'recommended')
    await row.click()
    await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
    await expect(modal(page).getByRole('heading', { name: CATALOGUE_WALLET })).toBeVisible()
    await expect(modal(page).getByText(`Scan this QR code with ${CATALOGUE_WALLET}`)).toBeVisible()
    // The wallet's catalogue icon in the middle of the code (WalletConnect's has no image).
    await expect(modal(page).locator('.al-wc-qr-icon img')).toHaveAttribute('src', /^blob:/)
    await wallet.pair(await readQr(page))
    expect((await connectedAddress(page)).toLowerCase()).toBe(wallet.address.toLowerCase())

    await disconnect(page)
    await openConnect(page)
    // SPEC §1: WalletConnect, then the recent wallets.
    const rows = walletList(page).getByRole('button')
    await expect(rows.nth(0)).toHaveAccessibleName('WalletConnect')
    await expect(rows.nth(1)).toHaveAccessibleName(`${CATALOGUE_WALLET} Recent`)
    await expect(walletRows(page, CATALOGUE_WALLET)).toHaveAttribute('data-group', 'recent')
    // Picked again from there, it pairs again through WalletConnect.
    await walletRows(page, CATALOGUE_WALLET).click()
    await wallet.pair(await readQr(page))
    expect((await connectedAddress(page)).toLowerCase()).toBe(wallet.address.toLowerCase())
  },
)

wcTest(
  'the plain WalletConnect row is Recent after a session through it ends',
  async ({ page, stack, wallet }) => {
    await openDapp(page, wcDapp(stack).url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    await disconnect(page)
    await openConnect(page)
    await expect(walletRows(page, 'WalletConnect')).toHaveAccessibleName('WalletConnect Recent')
  },
)

wcTest(
  'on a phone, a catalogue wallet’s app opens by deep link carrying the pairing URI, which pairs',
  async ({ browser, stack, wallet }) => {
    const context = await instrument(
      await browser.newContext({
        isMobile: true,
        hasTouch: true,
        viewport: { width: 390, height: 844 },
      }),
    )
    // The page cannot follow metamask:// here: record where the SDK sends the visitor instead.
    await context.addInitScript(() => {
      const opened: string[] = []
      Object.assign(window, { __opened: opened })
      window.open = (url?: string | URL, target?: string) => {
        opened.push(`${target ?? ''} ${String(url)}`)
        return null
      }
    })
    const page = await context.newPage()
    try {
      await openDapp(page, wcDapp(stack).url)
      await openConnect(page)
      await walletRows(page, CATALOGUE_WALLET).click()
      await expect(
        modal(page).getByRole('heading', { name: `Continue in ${CATALOGUE_WALLET}` }),
      ).toBeVisible()
      await expect(
        modal(page).getByRole('img', { name: 'WalletConnect pairing QR code' }),
      ).toHaveCount(0)
      const opened = () =>
        page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
      await expect.poll(opened).toHaveLength(1)
      const [target, link] = ((await opened())[0] ?? '').split(' ')
      expect(target).toBe('_self')
      expect(link).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
      const uri = new URL(link ?? '').searchParams.get('uri')
      await wallet.pair(uri ?? '')
      expect((await connectedAddress(page)).toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(await opened()).toHaveLength(1)
    } finally {
      await context.close()
    }
  },
)
