import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilBinary } from '../../testing/anvilBinary'
import { chainErrorMessage, INSUFFICIENT_FUNDS_MESSAGE } from '../api/chainError'
import { personalSign, sendTransaction, signTypedDataV4 } from './evmSigner'

const account = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey()).address

const mail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('personalSign', () => {
  it('signs UTF-8 text and 0x-hex bytes, verifiable by the address', async () => {
    const text = await personalSign(account, ['hello airlock', account.address])
    expect(
      await verifyMessage({ address: account.address, message: 'hello airlock', signature: text }),
    ).toBe(true)
    const raw = await personalSign(account, [toHex('hello airlock'), account.address])
    expect(raw).toBe(text)
  })

  it('accepts the reversed parameter order', async () => {
    const signature = await personalSign(account, [account.address, 'swapped'])
    expect(await verifyMessage({ address: account.address, message: 'swapped', signature })).toBe(
      true,
    )
  })

  it('refuses another address and malformed params', async () => {
    await expect(personalSign(account, ['hello', stranger])).rejects.toThrow(
      'Requested address does not belong to this wallet',
    )
    await expect(personalSign(account, ['only one'])).rejects.toThrow('Invalid message')
    await expect(personalSign(account, { message: 'x' })).rejects.toThrow('Invalid message')
  })
})

describe('signTypedDataV4', () => {
  it('signs typed data given as JSON text or as an object', async () => {
    for (const payload of [JSON.stringify(mail), mail]) {
      const signature = await signTypedDataV4(account, [account.address, payload])
      const { EIP712Domain: _domain, ...types } = mail.types
      const domain = { ...mail.domain, chainId: BigInt(mail.domain.chainId) }
      expect(
        await verifyTypedData({ address: account.address, ...mail, types, domain, signature }),
      ).toBe(true)
    }
  })

  it('refuses another address, bad JSON and data that does not fit its types', async () => {
    await expect(signTypedDataV4(account, [stranger, mail])).rejects.toThrow(
      'Requested address does not belong to this wallet',
    )
    await expect(signTypedDataV4(account, [account.address, '{'])).rejects.toThrow(
      'Invalid typed data',
    )
    const broken = { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: 'nope' } } }
    await expect(signTypedDataV4(account, [account.address, broken])).rejects.toThrow(
      'Invalid typed data',
    )
  })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

// Runs wherever the tests run: anvilBinary() throws (failing this suite) rather than skip.
describe('sendTransaction against anvil', () => {
  // anvil's first default account, funded with 10 000 ETH on every start.
  const funder = privateKeyToAccount(
    '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  )
  let child: ChildProcess | undefined
  let rpcUrl = ''

  beforeAll(async () => {
    const port = await freePort()
    rpcUrl = `http://127.0.0.1:${port}`
    child = spawn(anvilBinary(), ['--port', String(port), '--chain-id', '31337', '--silent'], {
      stdio: 'ignore',
    })
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    for (let tries = 0; ; tries++) {
      try {
        await client.getChainId()
        break
      } catch (error) {
        if (tries > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const wallet = createWalletClient({ account: funder, transport: http(rpcUrl) })
    const hash = await wallet.sendTransaction({
      to: account.address,
      value: parseEther('1'),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  })

  afterAll(() => {
    child?.kill('SIGTERM')
  })

  it('fills nonce, gas and EIP-1559 fees, signs, broadcasts and lands', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const hash = await sendTransaction(
      account,
      [{ from: account.address, to: stranger, value: toHex(parseEther('0.25')) }],
      { rpcUrl, chainId: 31337 },
    )
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(receipt.type).toBe('eip1559')
    expect(await client.getBalance({ address: stranger })).toBe(parseEther('0.25'))
  })

  it('sends a second transaction with the next nonce, with data', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const hash: Hex = await sendTransaction(account, [{ to: stranger, data: '0x1234' }], {
      rpcUrl,
      chainId: 31337,
    })
    const transaction = await client.getTransaction({ hash })
    expect(transaction.nonce).toBe(1)
    expect(transaction.input).toBe('0x1234')
  })

  it('fails with a message a person can read when the wallet cannot pay', async () => {
    const broke = privateKeyToAccount(generatePrivateKey())
    const failure = await sendTransaction(
      broke,
      [{ to: stranger, value: toHex(parseEther('1')) }],
      {
        rpcUrl,
        chainId: 31337,
      },
    ).catch((error: unknown) => error)
    expect(chainErrorMessage(failure)).toBe(INSUFFICIENT_FUNDS_MESSAGE)
  })

  it('refuses a chain the endpoint does not serve, and another sender', async () => {
    await expect(
      sendTransaction(account, [{ to: stranger, value: '0x1' }], { rpcUrl, chainId: 1 }),
    ).rejects.toThrow('RPC endpoint serves a different chain')
    await expect(
      sendTransaction(account, [{ from: stranger, to: stranger }], { rpcUrl, chainId: 31337 }),
    ).rejects.toThrow('Requested address does not belong to this wallet')
    await expect(
      sendTransaction(account, [{ to: stranger, value: 'lots' }], { rpcUrl, chainId: 31337 }),
    ).rejects.toThrow('Invalid transaction')
  })
})
