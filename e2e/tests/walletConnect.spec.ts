/**
 * WalletConnect in the browser: the example dapp (its WalletConnect variant, on the
 * stack's relay) pairs with the stack's test wallet (its own process) by the QR code
 * the modal draws, and uses the session against anvil.
 */
import type { Page } from '@playwright/test'
import { type Hex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { openAccount } from './support/browserWallet'
import { localChain } from './support/chain'
import { closeModal, connectedAddress, modal, openDapp } from './support/dapp'
import { EXAMPLE_MESSAGE, EXAMPLE_TYPED_DATA } from './support/exampleDappRequests'
import { expect } from './support/fixtures'
import {
  openWalletConnect,
  pairFromQr,
  provider,
  readQr,
  wcDapp,
  wcTest,
} from './support/walletConnect'

/** Every host the page sends a request or opens a socket to. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname)
  })
  page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname))
  return hosts
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/

wcTest(
  'pairs from the QR code, signs, sends on anvil, switches chain, and a rejection is 4001 — all on loopback',
  async ({ page, stack, wallet }) => {
    const hosts = recordHosts(page)
    const chain = localChain(stack)
    await chain.fund(wallet.address, parseEther('1'))
    await openDapp(page, wcDapp(stack).url)
    const address = await pairFromQr(page, wallet)
    await closeModal(page)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('result').textContent()) as Hex
    expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await expect(page.getByTestId('result')).not.toHaveText(signature)
    const typed = (await page.getByTestId('result').textContent()) as Hex
    expect(await verifyTypedData({ address, signature: typed, ...EXAMPLE_TYPED_DATA })).toBe(true)

    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('result').textContent()) as Hex
    const receipt = await chain.reader.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })
    expect((await chain.reader.getTransaction({ hash })).value).toBe(parseEther('0.001'))

    await page
      .getByRole('button', { name: /^Switch to / })
      .first()
      .click()
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
    await wallet.waitForEvent('request', (event) =>
      JSON.stringify(event).includes('wallet_switchEthereumChain'),
    )

    await wallet.setMode({ requests: 'reject' })
    expect(await provider(page, 'personal_sign', ['0x6869', address])).toEqual({
      code: 4001,
      result: undefined,
    })

    const outside = [...hosts].filter((host) => !LOOPBACK.test(host))
    expect(outside).toEqual([])
    expect(hosts.size).toBeGreaterThan(0)
  },
)

wcTest(
  'the session survives a reload; the dapp disconnecting ends it in the wallet',
  async ({ page, stack, wallet }) => {
    await openDapp(page, wcDapp(stack).url)
    const address = await pairFromQr(page, wallet)
    await closeModal(page)
    await page.reload()
    await expect(page.getByTestId('status')).toHaveText('connected')
    expect((await connectedAddress(page)).toLowerCase()).toBe(address.toLowerCase())

    await openAccount(page)
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await wallet.waitForEvent('session_delete')
    expect(await wallet.sessions()).toEqual([])
  },
)

wcTest(
  'the wallet disconnecting ends the session in the dapp; a declined proposal says so',
  async ({ page, stack, wallet }) => {
    await openDapp(page, wcDapp(stack).url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    expect(await wallet.disconnect()).toHaveLength(1)
    await expect(page.getByTestId('status')).toHaveText('disconnected')

    await wallet.setMode({ proposals: 'reject' })
    await wallet.pair(await openWalletConnect(page))
    await expect(modal(page).getByRole('alert')).toContainText('Connection declined')
    await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
)

wcTest(
  'an expiring pairing URI is replaced by a new one without a click, and the new one pairs',
  async ({ page, stack, wallet }) => {
    await page.clock.install()
    await openDapp(page, wcDapp(stack).url)
    const first = await openWalletConnect(page)
    // SPEC §9: 4 minutes, replaced from 10 s before (3:50). At 3:45 it is still the one shown.
    await page.clock.fastForward('03:45')
    expect(await readQr(page)).toBe(first)
    await page.clock.fastForward('00:06')
    let second: string | undefined
    await expect
      .poll(async () => {
        second = await readQr(page)
        return second
      })
      .not.toBe(first)
    await wallet.pair(second as string)
    expect((await connectedAddress(page)).toLowerCase()).toBe(wallet.address.toLowerCase())
  },
)
