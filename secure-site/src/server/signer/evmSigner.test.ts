import { parseEther, parseGwei, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chainErrorMessage,
  INSUFFICIENT_FUNDS_MESSAGE,
  NONCE_USED_MESSAGE,
} from '../usecases/wallet/chainError'
import { personalSign, sendPreparedTransaction, signTypedDataV4 } from './evmSigner'
import { anvilBinary, chainContext, startAnvil, type TestChain } from './testing'

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

  it('refuses odd-length hex, which is not whole bytes, and signs empty hex as no bytes', async () => {
    for (const message of ['0x1', '0xabc', '0x68656c6c6']) {
      await expect(personalSign(account, [message, account.address])).rejects.toThrow(
        /^Invalid message: 0x-hex with an odd number of digits is not whole bytes$/,
      )
    }
    const empty = await personalSign(account, ['0x', account.address])
    expect(
      await verifyMessage({ address: account.address, message: { raw: '0x' }, signature: empty }),
    ).toBe(true)
    // Not hex at all (capital X, a space): signed as the text it is.
    const text = await personalSign(account, ['0X1', account.address])
    expect(await verifyMessage({ address: account.address, message: '0X1', signature: text })).toBe(
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

const anvil = anvilBinary()

describe('sendPreparedTransaction against anvil', () => {
  let chain: TestChain
  const context = () => chainContext(chain)
  /** A prepared transfer with values no node would pick, so a refill would show. */
  const prepared = (overrides: Record<string, string> = {}) => ({
    from: account.address,
    to: stranger,
    value: toHex(parseEther('0.25')),
    gas: toHex(50_000),
    nonce: '0x0',
    chainId: toHex(31337),
    type: '0x2',
    maxFeePerGas: toHex(parseGwei('7')),
    maxPriorityFeePerGas: toHex(parseGwei('2')),
    ...overrides,
  })

  beforeAll(async () => {
    chain = await startAnvil(anvil)
    await chain.fund(account.address, parseEther('1'))
  })

  afterAll(() => chain?.stop())

  it('signs the approved gas, fees and nonce as they are, and the chain mines exactly those', async () => {
    const hash = await sendPreparedTransaction(account, [prepared()], context())
    const receipt = await chain.reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const mined = await chain.reader.getTransaction({ hash })
    expect(mined).toMatchObject({
      from: account.address.toLowerCase(),
      to: stranger.toLowerCase(),
      value: parseEther('0.25'),
      gas: 50_000n,
      nonce: 0,
      type: 'eip1559',
      maxFeePerGas: parseGwei('7'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
    expect(await chain.reader.getBalance({ address: stranger })).toBe(parseEther('0.25'))
  })

  it('signs a legacy transaction with its gas price', async () => {
    const legacy = prepared({ nonce: '0x1', type: '0x0', gasPrice: toHex(parseGwei('9')) })
    delete (legacy as Partial<typeof legacy>).maxFeePerGas
    delete (legacy as Partial<typeof legacy>).maxPriorityFeePerGas
    const hash = await sendPreparedTransaction(account, [legacy], context())
    await chain.reader.waitForTransactionReceipt({ hash })
    expect(await chain.reader.getTransaction({ hash })).toMatchObject({
      type: 'legacy',
      gasPrice: parseGwei('9'),
      gas: 50_000n,
      nonce: 1,
    })
  })

  it('refuses a transaction that was not prepared, naming what is missing', async () => {
    await expect(
      sendPreparedTransaction(
        account,
        [{ from: account.address, to: stranger, value: '0x1' }],
        context(),
      ),
    ).rejects.toThrow(
      /^Transaction was not prepared for approval: gas, nonce, chainId, type, maxFeePerGas, maxPriorityFeePerGas must be set as the card showed them$/,
    )
    const noGasPrice = prepared({ type: '0x0' })
    await expect(sendPreparedTransaction(account, [noGasPrice], context())).rejects.toThrow(
      /^Transaction was not prepared for approval: gasPrice must be set as the card showed them$/,
    )
  })

  it('refuses mixed fees, unknown fields, two transactions and malformed values', async () => {
    for (const params of [
      [prepared({ gasPrice: '0x1' })],
      [{ ...prepared(), accessList: [] }],
      [prepared(), prepared()],
      [prepared({ gas: 'lots' })],
      [prepared({ nonce: toHex(2n ** 60n) })],
      'not a list',
    ]) {
      await expect(sendPreparedTransaction(account, params, context())).rejects.toThrow(
        /^Invalid transaction$/,
      )
    }
  })

  it('refuses another sender and a chain the transaction or the endpoint does not match', async () => {
    await expect(
      sendPreparedTransaction(account, [prepared({ from: stranger })], context()),
    ).rejects.toThrow('Requested address does not belong to this wallet')
    await expect(
      sendPreparedTransaction(account, [prepared({ chainId: '0x1' })], context()),
    ).rejects.toThrow('RPC endpoint serves a different chain')
    await expect(
      sendPreparedTransaction(account, [prepared({ chainId: '0x1' })], chainContext(chain, 1)),
    ).rejects.toThrow('RPC endpoint serves a different chain')
  })

  it('passes on the chain refusing a used nonce or an empty wallet, in words', async () => {
    const reused = await sendPreparedTransaction(account, [prepared()], context()).catch(
      (error: unknown) => error,
    )
    expect(chainErrorMessage(reused)).toBe(NONCE_USED_MESSAGE)
    const broke = privateKeyToAccount(generatePrivateKey())
    const unpaid = await sendPreparedTransaction(
      broke,
      [prepared({ from: broke.address })],
      context(),
    ).catch((error: unknown) => error)
    expect(chainErrorMessage(unpaid)).toBe(INSUFFICIENT_FUNDS_MESSAGE)
  })
})
