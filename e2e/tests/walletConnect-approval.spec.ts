/**
 * Issue 23 §2: WalletConnect wallets answer as phone wallets do. The stack's test wallet
 * approves a subset of the proposal (buildApprovedNamespaces with its supported set), switches
 * network by itself with session events, and sessions expire; the dapp follows each.
 */
import type { Page } from '@playwright/test'
import type { E2EWindow } from './support/airlockHandle'
import { openAccount } from './support/browserWallet'
import { closeModal, connectedAddress, modal, openDapp, useDappConfig } from './support/dapp'
import { EXAMPLE_TYPED_DATA } from './support/exampleDappRequests'
import { expect } from './support/fixtures'
import { pairFromQr, provider, wcDapp, wcTest } from './support/walletConnect'

/** An EIP-1193 request through getProvider('eip155'): its result, or its error's code and message. */
const ask = (page: Page, method: string, params: unknown[]) =>
  page.evaluate(
    ([name, args]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: name as string, params: args as unknown[] })
        .then(
          (result) => ({ result }),
          (error: { code?: number; message?: string }) => ({
            code: error.code,
            message: error.message,
          }),
        ),
    [method, params] as const,
  )

const DAY = 24 * 60 * 60 * 1000

const solanaAccount = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('solana')?.caipAddress)

/** Account → "Network: …" → the Networks view → `target`. */
async function chooseNetwork(page: Page, target: string): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: /^Network: / })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
  await modal(page)
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name: target, exact: true })
    .click()
}

wcTest(
  'a wallet that approves a subset (one chain, two methods, no Solana): the dapp refuses the rest before the wallet is asked',
  async ({ page, stack, wallet }) => {
    const [cluster] = Object.values(stack.solanaChains)
    if (!cluster) throw new Error('the stack runs no Solana cluster')
    const dapp = wcDapp(stack)
    // A wallet that serves only the first chain, signs messages and sends, and has no Solana.
    await wallet.setMode({
      evmChains: [31337],
      methods: ['personal_sign', 'eth_sendTransaction'],
      solanaChains: [],
    })
    await useDappConfig(page, dapp, {
      solanaNetworks: [
        { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
      ],
    })
    await openDapp(page, dapp.url)
    const address = await pairFromQr(page, wallet)
    await closeModal(page)
    const [session] = await wallet.sessions()
    expect(session?.namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${wallet.address}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    })
    // The solana namespace stays disconnected.
    expect(await solanaAccount(page)).toBeUndefined()

    const asked = (await wallet.events()).filter((event) => event.type === 'request').length
    expect(
      await ask(page, 'eth_signTypedData_v4', [address, JSON.stringify(EXAMPLE_TYPED_DATA)]),
    ).toEqual({
      code: 4200,
      message: 'The WalletConnect wallet did not approve eth_signTypedData_v4',
    })
    await chooseNetwork(page, 'Localhost 2')
    await expect(modal(page).getByRole('alert')).toHaveText(
      'Airlock Test Wallet does not serve eip155:31338',
    )
    await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    expect((await wallet.events()).filter((event) => event.type === 'request')).toHaveLength(asked)

    // What it approved still works, on its chain.
    expect(await provider(page, 'personal_sign', ['0x6869', address])).toMatchObject({ code: 0 })
    const signed = await wallet.waitForEvent('request', (event) => event.method === 'personal_sign')
    expect(signed.chainId).toBe('eip155:31337')
  },
)

wcTest(
  'the wallet switching network by itself (chainChanged, then CAIP-10 accountsChanged): the dapp follows, keeps the address, and asks on the new chain',
  async ({ page, stack, wallet }) => {
    await openDapp(page, wcDapp(stack).url)
    const address = await pairFromQr(page, wallet)
    await closeModal(page)
    await expect(page.getByTestId('chain-id')).toHaveText('31337')

    expect(await wallet.switchChain(31338)).toHaveLength(1)
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
    // accountsChanged came as `eip155:31338:0x…`: the dapp still holds the plain address.
    await expect(page.getByTestId('status')).toHaveText('connected')
    expect(await connectedAddress(page)).toBe(address)
    expect(await ask(page, 'eth_accounts', [])).toEqual({ result: [address] })

    expect(await provider(page, 'personal_sign', ['0x6869', address])).toMatchObject({ code: 0 })
    const signed = await wallet.waitForEvent('request', (event) => event.method === 'personal_sign')
    expect(signed.chainId).toBe('eip155:31338')
  },
)

wcTest(
  'a session that reaches its expiry (7 days) ends in the dapp as session_expire says',
  async ({ page, stack, wallet }) => {
    await page.clock.install()
    await openDapp(page, wcDapp(stack).url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    // sign-client checks expiries on its heartbeat: six days on, the session holds.
    await page.clock.fastForward(6 * DAY)
    await page.clock.runFor(10_000)
    await expect(page.getByTestId('status')).toHaveText('connected')
    await page.clock.fastForward(DAY + 60_000)
    await page.clock.runFor(10_000)
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    expect(await solanaAccount(page)).toBeUndefined()
  },
)
