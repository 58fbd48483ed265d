import type { Locator, Page } from '@playwright/test'
import { type Address, erc20Abi, formatUnits, getAddress, parseEther, parseUnits } from 'viem'
import { exchangeAbi, NATIVE_TOKEN } from '../fixtures/contracts/exchangeAbi'
import { startAnvil } from '../stack/anvil'
import type { StackInfo } from '../stack/stackInfo'
import { approve } from './support/approval'
import { expectNoAxeViolations } from './support/axe'
import { apiRequests } from './support/blockchainApi'
import { connectWallet, installWallet, openAccount } from './support/browserWallet'
import { freshEmail, modal, openDapp, requireDapp, signUp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import { funding, stackToken } from './support/funding'

const swapView = (page: Page) => modal(page)
const amountField = (page: Page) => swapView(page).getByLabel('Amount', { exact: true })
const received = (page: Page) => swapView(page).getByRole('status', { name: 'You receive' })
const alert = (page: Page): Locator => swapView(page).getByRole('alert')

/** Account, then its "Swap" action, as a visitor gets there; the form starts on ETH. */
async function openSwap(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Swap')
}

async function pickToken(page: Page, side: 'From' | 'To', symbol: string): Promise<void> {
  await swapView(page)
    .getByRole('button', { name: new RegExp(`^${side} token:`) })
    .click()
  const list = swapView(page).getByRole('list', { name: side === 'From' ? 'Swap from' : 'Swap to' })
  await list.getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click()
  await expect(
    swapView(page).getByRole('button', { name: `${side} token: ${symbol}` }),
  ).toBeVisible()
}

/** The local chain as the test reads it, and the exchange the fixture quotes from. */
function market(stack: StackInfo) {
  const money = funding(stack)
  const exchange = stack.blockchainApi?.contracts['eip155:31337']?.exchange
  if (!exchange) throw new Error('the stack runs without the blockchain API fixture')
  const ausd = stackToken(stack, 'AUSD')
  const { reader } = money
  return {
    money,
    reader,
    exchange,
    ausd,
    ausdOf: (address: Address) =>
      reader.readContract({
        address: ausd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    /** What `address` lets the exchange take of its AUSD. */
    allowanceOf: (address: Address) =>
      reader.readContract({
        address: ausd.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, exchange],
      }),
    /** What the exchange gives now: the fixture's quote is this very call. */
    amountOut: (tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
      reader.readContract({
        address: exchange,
        abi: exchangeAbi,
        functionName: 'getAmountOut',
        args: [tokenIn, tokenOut, amountIn],
      }),
    /** The transactions `address` sent in blocks after `since` (anvil mines one block each), with their fees. */
    async sentSince(address: Address, since: bigint) {
      const latest = await reader.getBlockNumber()
      const sent: { to: Address | null; fee: bigint }[] = []
      for (let number = since + 1n; number <= latest; number++) {
        const block = await reader.getBlock({ blockNumber: number, includeTransactions: true })
        for (const tx of block.transactions) {
          if (getAddress(tx.from) !== getAddress(address)) continue
          const receipt = await reader.getTransactionReceipt({ hash: tx.hash })
          expect(receipt.status).toBe('success')
          sent.push({ to: tx.to, fee: receipt.gasUsed * receipt.effectiveGasPrice })
        }
      }
      return sent
    },
  }
}

type Market = ReturnType<typeof market>

/** A whole-units amount cut to 2 decimals, as the modal shows token balances (SPEC §5). */
const truncated = (numeric: string) => {
  const [whole, fraction = ''] = numeric.split('.')
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/** Pressed the button and the chain took it: the toast, and Account again. */
async function expectSwapped(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text)).toBeVisible({ timeout: 30_000 })
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

/**
 * ETH → AUSD then AUSD → ETH for `address`, asserting on chain: the quote shown is the
 * exchange's answer and exactly what arrives; what leaves is the amount plus the gas
 * (`confirm` approves one transaction where the wallet asks: in the frame, or nowhere).
 */
async function swapBothWays(
  page: Page,
  chain: Market,
  address: Address,
  wallet: {
    /** The wallet asks before each transaction (the frame), and `confirm` answers it. */
    asks: boolean
    confirm: () => Promise<void>
  },
  beforeSwap?: () => Promise<void>,
): Promise<void> {
  const { asks, confirm } = wallet
  const { reader, ausd, exchange } = chain
  // ETH → AUSD: no approval, the ether goes as value.
  await openSwap(page)
  await expect(swapView(page).getByTestId('swap-from-balance')).toHaveText('Balance: 1.000 ETH')
  await pickToken(page, 'To', 'AUSD')
  const ethIn = parseEther('0.1')
  const ausdOut = await chain.amountOut(NATIVE_TOKEN, ausd.address, ethIn)
  await amountField(page).fill('0.1')
  await expect(received(page)).toHaveText(formatUnits(ausdOut, 6))
  await expect(swapView(page).getByTestId('swap-details')).toContainText(
    `Minimum received${formatUnits((ausdOut * 99n) / 100n, 6)} AUSD`,
  )
  await beforeSwap?.()
  const [ethBefore, ausdBefore, block] = await Promise.all([
    reader.getBalance({ address }),
    chain.ausdOf(address),
    reader.getBlockNumber(),
  ])
  await swapView(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await confirm()
  await expectSwapped(page, `Swapped 0.1 ETH for ${formatUnits(ausdOut, 6)} AUSD`)
  const first = await chain.sentSince(address, block)
  expect(first.map((tx) => tx.to && getAddress(tx.to))).toEqual([getAddress(exchange)])
  expect(await chain.ausdOf(address)).toBe(ausdBefore + ausdOut)
  expect(await reader.getBalance({ address })).toBe(ethBefore - ethIn - (first[0]?.fee ?? 0n))

  // AUSD → ETH: the exchange may not take AUSD yet, so "Approve AUSD" goes first.
  await openSwap(page)
  await pickToken(page, 'From', 'AUSD')
  await pickToken(page, 'To', 'ETH')
  await expect(swapView(page).getByTestId('swap-from-balance')).toHaveText(
    `Balance: ${truncated(formatUnits(ausdOut, 6))} AUSD`,
  )
  const ausdIn = parseUnits('100', 6)
  const ethOut = await chain.amountOut(ausd.address, NATIVE_TOKEN, ausdIn)
  await amountField(page).fill('100')
  await expect(received(page)).toHaveText(formatUnits(ethOut, 18))
  const approveButton = swapView(page).getByRole('button', { name: 'Approve AUSD' })
  await expect(approveButton).toBeEnabled()
  const [ethBefore2, ausdBefore2, block2] = await Promise.all([
    reader.getBalance({ address }),
    chain.ausdOf(address),
    reader.getBlockNumber(),
  ])
  await approveButton.click()
  await confirm()
  // A wallet that asks (the frame): the approval is mined, for exactly the amount, before
  // the swap is asked for. A wallet that signs at once (the test wallet) may already have
  // sent the swap too, which spends the allowance: the transaction list below proves it.
  if (asks) await expect.poll(() => chain.allowanceOf(address)).toBe(ausdIn)
  await confirm()
  await expectSwapped(page, `Swapped 100 AUSD for ${formatUnits(ethOut, 18)} ETH`)
  const second = await chain.sentSince(address, block2)
  // The approval of the exchange, then the swap.
  expect(second.map((tx) => tx.to && getAddress(tx.to))).toEqual([
    getAddress(ausd.address),
    getAddress(exchange),
  ])
  const fees = second.reduce((sum, tx) => sum + tx.fee, 0n)
  expect(await chain.ausdOf(address)).toBe(ausdBefore2 - ausdIn)
  expect(await reader.getBalance({ address })).toBe(ethBefore2 + ethOut - fees)
}

test('embedded wallet: ETH → AUSD, then AUSD → ETH with its approval, each approved in the frame, land exactly', async ({
  page,
  stack,
  mail,
}) => {
  test.setTimeout(150_000)
  const chain = market(stack)
  await openDapp(page, requireDapp(stack).url)
  const address = await signUp(page, mail, freshEmail())
  await chain.money.sendEth(address, '1')

  await swapBothWays(
    page,
    chain,
    address,
    { asks: true, confirm: () => approve(page) },
    async () => {
      // The form with its quote, and the token picker, pass axe.
      await expectNoAxeViolations(page, 'Swap')
      await swapView(page)
        .getByRole('button', { name: /^To token:/ })
        .click()
      await expect(swapView(page).getByRole('list', { name: 'Swap to' })).toBeVisible()
      await expectNoAxeViolations(page, 'Swap token picker')
      await swapView(page).getByRole('button', { name: 'Cancel' }).click()
      await expect(swapView(page).getByRole('button', { name: 'To token: AUSD' })).toBeFocused()
    },
  )
})

test('test wallet (EIP-6963): ETH → AUSD, then AUSD → ETH with its approval, land exactly', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const chain = market(stack)
  const wallet = await installWallet(page, stack)
  await chain.money.sendEth(wallet.address, '1')
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)

  await swapBothWays(page, chain, wallet.address, { asks: false, confirm: async () => {} })
})

test("a network the data API serves no swaps on shows 'Network not supported for Gas Price or Swaps'", async ({
  page,
  stack,
}) => {
  // A real third chain the stack's API was never told about (it serves 31337 and 31338).
  const unserved = await startAnvil({ chainId: 31339 })
  try {
    const dapp = requireDapp(stack)
    const networks = [...(dapp.config.networks ?? []), { chainId: 31339, rpcUrl: unserved.rpcUrl }]
    await useDappConfig(page, dapp, { networks })
    const chains = networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    await installWallet(page, stack, { chains, chainId: 31339 })
    await openDapp(page, dapp.url)
    await connectWallet(page)

    await openSwap(page)
    await expect(alert(page)).toHaveText('Network not supported for Gas Price or Swaps')
    const asked = await apiRequests(stack, '/v1/convert/tokens')
    expect(asked.at(-1)?.query.chainId).toBe('eip155:31339')
    // Nothing can be swapped; asking again gets the same answer.
    await expect(swapView(page).getByRole('button', { name: /^From token:/ })).toBeDisabled()
    await swapView(page).getByRole('button', { name: 'Try again' }).click()
    await expect
      .poll(async () => (await apiRequests(stack, '/v1/convert/tokens')).length)
      .toBe(asked.length + 1)
    await expect(alert(page)).toHaveText('Network not supported for Gas Price or Swaps')
    await expectNoAxeViolations(page, 'Swap (network not supported)')
  } finally {
    await unserved.stop()
  }
})
