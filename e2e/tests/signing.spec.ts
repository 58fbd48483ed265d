import { ed25519 } from '@noble/curves/ed25519.js'
import { formatEther, type Hex, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import type { E2EWindow } from './support/airlockHandle'
import { approvalCard, approve, cardFee, cardField, reject } from './support/approval'
import { base58Decode, base58Encode } from './support/base58'
import { localChain } from './support/chain'
import { inFrameProvedCall } from './support/deviceProof'
import {
  EXAMPLE_MESSAGE,
  EXAMPLE_RECIPIENT,
  EXAMPLE_TYPED_DATA,
} from './support/exampleDappRequests'
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'
import { secureFrame } from './support/wire'

/** Solana mainnet's CAIP-2 reference, as a host sends it. */
const SOLANA = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

test('personal_sign and eth_signTypedData_v4, approved in the frame, verify against the account', async ({
  page,
  stack,
  mail,
}) => {
  const { dapp, address } = await signUpOnDapp(page, stack, mail)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const card = await approvalCard(page)
  // The card says who asks and what, in words a person can check.
  await expect(card.getByText(dapp.url)).toBeVisible()
  await expect(card.getByText('The site calls itself “Airlock Example”')).toBeVisible()
  await expect(cardField(card, 'Method')).toHaveText('personal_sign')
  await expect(cardField(card, 'Account')).toHaveText(address)
  await expect(card.getByText(EXAMPLE_MESSAGE)).toBeVisible()
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  await page.getByRole('button', { name: 'Sign typed data' }).click()
  await expect(cardField(await approvalCard(page), 'Method')).toHaveText('eth_signTypedData_v4')
  await approve(page)
  await expect(page.getByTestId('result')).not.toHaveText(signature)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const typedSignature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyTypedData({ address, signature: typedSignature, ...EXAMPLE_TYPED_DATA })).toBe(
    true,
  )
})

test('eth_sendTransaction of 0.001 ETH is mined on anvil and moves the balances', async ({
  page,
  stack,
  mail,
}) => {
  const chain = localChain(stack)
  const { address } = await signUpOnDapp(page, stack, mail)
  await chain.fund(address, parseEther('1'))
  const recipientBefore = await chain.reader.getBalance({ address: EXAMPLE_RECIPIENT })

  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  const card = await approvalCard(page)
  await expect(cardField(card, 'Method')).toHaveText('eth_sendTransaction')
  await expect(cardField(card, 'Value')).toHaveText('0.001 ETH')
  await expect(cardField(card, 'Max fee')).toHaveText(/^0\.\d+ ETH$/)
  const fee = await cardFee(card)
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('result').textContent()) as Hex

  const receipt = await chain.reader.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() })
  const sent = await chain.reader.getTransaction({ hash })
  expect(sent.value).toBe(parseEther('0.001'))
  expect(sent.to?.toLowerCase()).toBe(EXAMPLE_RECIPIENT.toLowerCase())
  // Signed as the card showed it: no fee or nonce was refilled after the click.
  expect(sent).toMatchObject({
    gas: fee.gas,
    maxFeePerGas: fee.maxFeePerGas,
    maxPriorityFeePerGas: fee.maxPriorityFeePerGas,
    nonce: fee.nonce,
  })
  expect(fee.maxFee).toBe(`${formatEther(fee.gas * fee.maxFeePerGas)} ETH`)
  const paid = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await chain.reader.getBalance({ address })).toBe(parseEther('0.999') - paid)
  expect(await chain.reader.getBalance({ address: EXAMPLE_RECIPIENT })).toBe(
    recipientBefore + parseEther('0.001'),
  )
})

test('the card shows invisible characters as escapes, in the message and the dapp name; odd-length hex is refused before any card', async ({
  page,
  stack,
  mail,
}) => {
  const { secureOrigin, address } = await signUpOnDapp(page, stack, mail)
  // The dapp's own name, as any allowed host may set it: with a right-to-left override.
  await page.evaluate((origin) => {
    const frame = document.querySelector<HTMLIFrameElement>('#w3m-iframe')?.contentWindow
    const metadata = { name: 'Airlock\u202EExample', description: '', url: '', icons: [] }
    frame?.postMessage(
      {
        type: '@w3m-app/SYNC_DAPP_DATA',
        id: crypto.randomUUID(),
        payload: { metadata, projectId: '' },
      },
      String(origin),
    )
  }, secureOrigin)
  const spoof = 'Pay to:\ninvoice_\u202Efdp.exe\u200b'
  const ask = (message: string) =>
    page.evaluate(
      ([text, from]) =>
        (window as E2EWindow)
          .__airlockE2E?.()
          .getProvider('eip155')
          .request({ method: 'personal_sign', params: [text, from] })
          .then(
            (signature) => ({ signature: String(signature) }),
            (error: Error) => ({ error: error.message }),
          ),
      [message, address] as const,
    )

  const signing = ask(toHex(spoof))
  const card = await approvalCard(page)
  await expect(card.getByText('The site calls itself “Airlock\\u{202E}Example”')).toBeVisible()
  await expect(card.locator('pre')).toHaveText('Pay to:\ninvoice_\\u{202E}fdp.exe\\u{200B}')
  await expect(card.getByRole('note')).toHaveText(
    'This message holds invisible characters, shown as \\u{…} escapes.',
  )
  await approve(page)
  const { signature } = (await signing) as { signature: Hex }
  // What was signed is the message with the real characters, the ones the escapes stand for.
  expect(await verifyMessage({ address, message: spoof, signature })).toBe(true)
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  expect(await ask('0x1')).toEqual({
    error: 'Invalid message: 0x-hex with an odd number of digits is not whole bytes',
  })
  await expect(page.locator('#w3m-iframe')).toBeHidden()
})

test('Reject in the frame gives the dapp EIP-1193 code 4001', async ({ page, stack, mail }) => {
  const { address } = await signUpOnDapp(page, stack, mail)

  // The dapp's own button: its error line shows the rejection.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await reject(page)
  await expect(page.getByTestId('error')).toHaveText(/reject/i)
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  // The code itself is not on screen: ask through the provider, as a dapp's library would.
  const outcome = page.evaluate(
    ([from]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x6869', from] })
        .then(
          () => ({ code: 0 }),
          (error: { code?: number }) => ({ code: error.code ?? -1 }),
        ),
    [address],
  )
  await reject(page)
  expect(await outcome).toEqual({ code: 4001 })
})

test('a refused method (eth_sign) is refused by the SDK, by the frame and by the server', async ({
  page,
  stack,
  mail,
}) => {
  const { secureOrigin, address } = await signUpOnDapp(page, stack, mail)
  const params = [address, `0x${'11'.repeat(32)}`]

  // What a dapp calls: the SDK refuses before anything reaches the frame.
  const viaProvider = await page.evaluate(
    (rpcParams) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: 'eth_sign', params: rpcParams })
        .then(
          () => 'signed',
          (error: Error) => error.message,
        ),
    params,
  )
  expect(viaProvider).toBe('Requested RPC call is not allowed')

  // The frame refuses too: its verified parent posts the request itself, past the SDK.
  const viaFrame = await page.evaluate(
    ([rpcParams, origin]) =>
      new Promise<unknown>((resolve) => {
        const id = crypto.randomUUID()
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== origin || (event.data as { id?: unknown })?.id !== id) return
          removeEventListener('message', onMessage)
          resolve(event.data)
        }
        addEventListener('message', onMessage)
        const frame = document.querySelector<HTMLIFrameElement>('#w3m-iframe')?.contentWindow
        const payload = { method: 'eth_sign', params: rpcParams, chainId: 31337 }
        frame?.postMessage({ type: '@w3m-app/RPC_REQUEST', id, payload }, String(origin))
      }),
    [params, secureOrigin] as const,
  )
  expect(viaFrame).toEqual({
    type: '@w3m-frame/RPC_REQUEST_ERROR',
    id: expect.any(String),
    payload: { message: 'Requested RPC call is not allowed' },
  })
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  // And the server: the frame's own session, straight to its API, proved by the frame's
  // own device key (support/deviceProof.ts). An approval method without the approval the
  // frame records after a click is refused as well.
  const frame = secureFrame(page)
  const accessToken = await frame.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('@airlock-frame/session') ?? '{}') as {
          accessToken?: string
        }
      ).accessToken,
  )
  const call = (method: string, callParams: unknown) =>
    frame.evaluate(inFrameProvedCall, {
      path: '/api/wallet/rpc',
      body: { method, params: callParams, chainId: 'eip155:31337' },
      ...(accessToken ? { accessToken } : {}),
    })
  const viaServer = [
    await call('eth_sign', params),
    await call('personal_sign', ['0x6869', params[0]]),
  ]
  expect(viaServer).toEqual([
    { status: 403, body: { message: 'Requested RPC call is not allowed' } },
    { status: 403, body: { message: 'Request was not approved' } },
  ])
})

test('solana_signMessage, approved in the frame, verifies with ed25519', async ({
  page,
  stack,
  mail,
}) => {
  await signUpOnDapp(page, stack, mail)
  const message = new TextEncoder().encode('Sign in to Airlock on Solana')
  // The example dapp shows only its EVM account; the frame knows the Solana one.
  const { address } = (await page.evaluate(
    (chainId) => (window as E2EWindow).__airlockE2E?.().connector.getUser({ chainId }),
    SOLANA,
  )) ?? { address: '' }
  expect(base58Decode(address)).toHaveLength(32)

  const signing = page.evaluate(
    ([encoded, pubkey, chainId]) =>
      (window as E2EWindow).__airlockE2E?.().connector.rpcRequest({
        method: 'solana_signMessage',
        params: { message: encoded, pubkey },
        chainNamespace: 'solana',
        chainId,
      }),
    [base58Encode(message), address, SOLANA] as const,
  )
  const card = await approvalCard(page)
  await expect(cardField(card, 'Method')).toHaveText('solana_signMessage')
  await expect(cardField(card, 'Account')).toHaveText(address)
  await expect(card.getByText('Sign in to Airlock on Solana')).toBeVisible()
  await approve(page)
  const { signature } = (await signing) as { signature: string }
  expect(ed25519.verify(base58Decode(signature), message, base58Decode(address))).toBe(true)
})
