import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { bech32 } from '@scure/base'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../stack/anvil'
import { extractOtp, mailClient } from '../stack/mailClient'
import { sendRawMail } from '../stack/rawSmtp'
import { readStackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'

const PAGES = fileURLToPath(new URL('./pages', import.meta.url))

test.describe('two origins, like a dapp embedding the secure site', () => {
  // The host on 127.0.0.1 and the frame on localhost are different sites, so the frame
  // is a third-party context: exactly the dapp → secure-site situation.
  let host: StaticServer
  let frame: StaticServer
  test.beforeAll(async () => {
    host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
    frame = await startStaticServer({ root: PAGES, host: '127.0.0.1', urlHost: 'localhost' })
  })
  test.afterAll(async () => {
    await Promise.all([host.stop(), frame.stop()])
  })

  const openHost = async (page: Page) => {
    const frameUrl = `${frame.url}/frame.html?${new URLSearchParams({ parent: host.url })}`
    await page.goto(`${host.url}/host.html?${new URLSearchParams({ frame: frameUrl })}`)
    await expect
      .poll(() => page.evaluate(() => (window as { received?: unknown[] }).received?.length))
      .toBe(1)
  }

  test('the browser runs with our feature list, not Playwright’s', async ({ page }) => {
    await page.goto('chrome://version')
    const commandLine = (await page.locator('#command_line').textContent()) ?? ''
    const flags = commandLine.split(/\s+/).filter((flag) => flag.startsWith('--disable-features='))
    expect(flags).toHaveLength(1)
    expect(flags[0]).toContain('PaintHolding')
    expect(flags[0]).not.toContain('ThirdPartyStoragePartitioning')
  })

  test('a cross-site frame can use localStorage, partitioned by its embedder', async ({
    page,
    context,
  }) => {
    await openHost(page)
    const child = page.frame({ url: (url) => url.origin === frame.url })
    expect(child).not.toBeNull()
    const result = await child?.evaluate(
      () => (window as { storageResult?: unknown }).storageResult,
    )
    expect(result).toMatchObject({ ok: true })

    // Partitioned, not merely allowed: the same origin opened first-party sees other storage.
    const firstParty = await context.newPage()
    await firstParty.goto(`${frame.url}/blank.html`)
    expect(await firstParty.evaluate(() => localStorage.getItem('airlock-e2e'))).toBeNull()
  })

  test('postMessage from the frame reaches the parent with the frame’s origin', async ({
    page,
  }) => {
    await openHost(page)
    const received = await page.evaluate(() => (window as { received?: unknown[] }).received)
    expect(received).toEqual([
      { origin: frame.url, data: expect.objectContaining({ type: 'storage-check' }) },
    ])
  })
})

test('the SMTP sink hands a mail sent over SMTP to waitForMail, code extracted', async () => {
  const { mail } = readStackInfo()
  const to = `otp-${Date.now()}@example.test`
  const client = mailClient(mail.apiUrl)
  const arriving = client.waitForMail(to, { timeoutMs: 10_000 })
  await sendRawMail(mail.smtpUrl, {
    from: 'no-reply@airlock.test',
    to,
    subject: 'Your Airlock sign-in code',
    text: 'Use 731904 to sign in. It expires in 10 minutes.',
  })
  const received = await arriving
  expect(received.to).toEqual([to])
  expect(received.subject).toBe('Your Airlock sign-in code')
  expect(extractOtp(received)).toBe('731904')
})

test('anvil answers eth_chainId 0x7a69 and mines a transaction from a default account', async () => {
  const chain = readStackInfo().chains['eip155:31337']
  if (!chain) throw new Error('the stack has no eip155:31337 chain')
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  expect(await response.json()).toMatchObject({ result: '0x7a69' })

  const viemChain = defineChain({
    id: chain.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({
    account: mnemonicToAccount(ANVIL_MNEMONIC),
    chain: viemChain,
    transport,
  })
  const reader = createPublicClient({ chain: viemChain, transport })
  const recipient = privateKeyToAccount(generatePrivateKey()).address

  const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1') })
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 100 })
  expect(receipt.status).toBe('success')
  expect(await reader.getBalance({ address: recipient })).toBe(parseEther('1'))
})

test('the Bitcoin regtest Esplora funds an address and reports its balance', async () => {
  const { bitcoin } = readStackInfo()
  if (!bitcoin) throw new Error('the stack runs without its Bitcoin fixture')
  expect(bitcoin.network).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  // A fresh regtest p2wpkh address each run (20 random bytes as the witness program).
  const address = bech32.encode('bcrt', [
    0,
    ...bech32.toWords(crypto.getRandomValues(new Uint8Array(20))),
  ])
  const funded = await fetch(`${bitcoin.esploraUrl}/__fund`, {
    method: 'POST',
    body: JSON.stringify({ address, sats: 12_345 }),
  })
  expect(funded.status).toBe(200)
  const stats = (await (await fetch(`${bitcoin.esploraUrl}/address/${address}`)).json()) as {
    chain_stats: { funded_txo_sum: number }
  }
  expect(stats.chain_stats.funded_txo_sum).toBe(12_345)
})

test('the two Solana clusters answer their own genesis hash, named by their CAIP-2 ids, with the test mint', async () => {
  const clusters = Object.entries(readStackInfo().solanaChains)
  expect(clusters).toHaveLength(2)
  const hashes = new Set<string>()
  for (const [caip2, cluster] of clusters) {
    const rpc = async (method: string, params: unknown[]) => {
      const response = await fetch(cluster.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    const genesis = String(await rpc('getGenesisHash', []))
    expect(caip2).toBe(`solana:${genesis.slice(0, 32)}`)
    hashes.add(genesis)
    const mint = (await rpc('getAccountInfo', [
      cluster.testMint.address,
      { encoding: 'jsonParsed' },
    ])) as {
      value: { data: { parsed: { type: string; info: { decimals: number } } } }
    }
    expect(mint.value.data.parsed).toMatchObject({
      type: 'mint',
      info: { decimals: cluster.testMint.decimals },
    })
  }
  expect(hashes.size).toBe(2)
})
