import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  parseEther,
  parseGwei,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainErrorMessage, GAS_ESTIMATION_MESSAGE } from '../usecases/wallet/chainError'
import { sendPreparedTransaction } from './evmSigner'
import { prepareEvmTransaction } from './prepareEvmTransaction'
import { anvilBinary, chainContext, startAnvil, type TestChain } from './testing'

const anvil = anvilBinary()
const account = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey()).address
const big = (value: string | undefined) => hexToBigInt((value ?? '0x0') as Hex)

describe('prepareEvmTransaction against anvil', () => {
  let chain: TestChain
  let token: Hex
  const context = () => chainContext(chain)

  beforeAll(async () => {
    chain = await startAnvil(anvil)
    await chain.fund(account.address, parseEther('1'))
    token = await chain.deployToken(
      'Airlock Test Token',
      'ATT',
      parseUnits('1000', 18),
      account.address,
    )
  })

  afterAll(() => chain?.stop())

  it('fills nonce, gas and EIP-1559 fees from the chain, and names the maximum fee in ETH', async () => {
    const prepared = await prepareEvmTransaction(
      account.address,
      [{ from: account.address, to: stranger, value: toHex(parseEther('0.1')) }],
      context(),
    )
    const [tx] = prepared.params
    const block = await chain.reader.getBlock()
    expect(tx).toMatchObject({
      from: account.address,
      to: stranger,
      value: toHex(parseEther('0.1')),
      gas: toHex(21_000),
      nonce: toHex(await chain.reader.getTransactionCount({ address: account.address })),
      chainId: toHex(31337),
      type: '0x2',
    })
    expect(tx.gasPrice).toBeUndefined()
    // viem's estimate: a margin over the base fee, never below it.
    expect(big(tx.maxFeePerGas)).toBeGreaterThan(block.baseFeePerGas ?? 0n)
    expect(big(tx.maxPriorityFeePerGas)).toBeLessThanOrEqual(big(tx.maxFeePerGas))
    expect(prepared.maxFee).toBe((21_000n * big(tx.maxFeePerGas)).toString())
    expect(prepared.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(prepared).toMatchObject({ kind: 'eip155Transaction', call: null, token: null })
  })

  it('keeps what the dapp set itself: gas, nonce, fees, or a legacy gas price', async () => {
    const [tx] = (
      await prepareEvmTransaction(
        account.address,
        [
          {
            to: stranger,
            gas: toHex(60_000),
            nonce: '0x7',
            maxFeePerGas: toHex(parseGwei('5')),
            maxPriorityFeePerGas: toHex(parseGwei('1')),
          },
        ],
        context(),
      )
    ).params
    expect(tx).toMatchObject({
      gas: toHex(60_000),
      nonce: '0x7',
      value: '0x0',
      maxFeePerGas: toHex(parseGwei('5')),
      maxPriorityFeePerGas: toHex(parseGwei('1')),
    })
    // Half the fees: the dapp's tip on the estimate's margin; the dapp's cap over the tip.
    const [tipped] = (
      await prepareEvmTransaction(
        account.address,
        [{ to: stranger, maxPriorityFeePerGas: toHex(parseGwei('40')) }],
        context(),
      )
    ).params
    expect(big(tipped.maxPriorityFeePerGas)).toBe(parseGwei('40'))
    expect(big(tipped.maxFeePerGas)).toBeGreaterThan(parseGwei('40'))
    const [capped] = (
      await prepareEvmTransaction(
        account.address,
        [{ to: stranger, maxFeePerGas: '0x1' }],
        context(),
      )
    ).params
    expect(capped).toMatchObject({ maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' })
    const legacy = await prepareEvmTransaction(
      account.address,
      [{ to: stranger, gasPrice: toHex(parseGwei('3')) }],
      context(),
    )
    expect(legacy.params[0]).toMatchObject({ type: '0x0', gasPrice: toHex(parseGwei('3')) })
    expect(legacy.params[0].maxFeePerGas).toBeUndefined()
    expect(legacy.maxFee).toBe((big(legacy.params[0].gas) * parseGwei('3')).toString())
  })

  it('decodes an ERC-20 transfer and reads the token it calls', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [stranger, parseUnits('12.5', 18)],
    })
    const prepared = await prepareEvmTransaction(
      account.address,
      [{ from: account.address, to: token, data }],
      context(),
    )
    expect(prepared.params[0].data).toBe(data)
    expect(prepared.call).toEqual({
      functionName: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'recipient', type: 'address', value: stranger },
        {
          name: 'amount',
          type: 'uint256',
          value: parseUnits('12.5', 18).toString(),
          tokenAmount: true,
        },
      ],
    })
    expect(prepared.token).toEqual({ name: 'Airlock Test Token', symbol: 'ATT', decimals: 18 })
  })

  it('a prepared transaction signs and mines with exactly its gas, fees and nonce', async () => {
    const prepared = await prepareEvmTransaction(
      account.address,
      [{ to: stranger, value: '0x1' }],
      context(),
    )
    const hash = await sendPreparedTransaction(account, prepared.params, context())
    await chain.reader.waitForTransactionReceipt({ hash })
    const [tx] = prepared.params
    expect(await chain.reader.getTransaction({ hash })).toMatchObject({
      gas: big(tx.gas),
      maxFeePerGas: big(tx.maxFeePerGas),
      maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
      nonce: Number(big(tx.nonce)),
    })
  })

  it("says 'error estimating gas' before any card when the call would revert", async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [stranger, parseUnits('1000000', 18)],
    })
    const failure = await prepareEvmTransaction(
      account.address,
      [{ to: token, data }],
      context(),
    ).catch((error: unknown) => error)
    expect(chainErrorMessage(failure)).toBe(GAS_ESTIMATION_MESSAGE)
  })

  it('refuses another sender, another chain and malformed requests', async () => {
    await expect(
      prepareEvmTransaction(account.address, [{ from: stranger, to: stranger }], context()),
    ).rejects.toThrow(/^Requested address does not belong to this wallet$/)
    await expect(
      prepareEvmTransaction(account.address, [{ to: stranger, chainId: '0x1' }], context()),
    ).rejects.toThrow(/^RPC endpoint serves a different chain$/)
    await expect(
      prepareEvmTransaction(account.address, [{ to: stranger }], chainContext(chain, 1)),
    ).rejects.toThrow(/^RPC endpoint serves a different chain$/)
    for (const params of [
      [{ to: stranger, value: 'lots' }],
      [{ to: stranger, gasPrice: '0x1', maxFeePerGas: '0x1' }],
      [{ to: stranger, nonce: toHex(2n ** 60n) }],
      'not a list',
    ]) {
      await expect(prepareEvmTransaction(account.address, params, context())).rejects.toThrow(
        /^Invalid transaction$/,
      )
    }
  })
})

describe('prepareEvmTransaction on a chain without EIP-1559', () => {
  let chain: TestChain

  beforeAll(async () => {
    chain = await startAnvil(anvil, 31338, ['--hardfork', 'berlin'])
    await chain.fund(account.address, parseEther('1'))
  })

  afterAll(() => chain?.stop())

  it('fills a legacy gas price, and the maximum fee is gas × gas price', async () => {
    const prepared = await prepareEvmTransaction(
      account.address,
      [{ to: stranger }],
      chainContext(chain, 31338),
    )
    const [tx] = prepared.params
    expect(tx).toMatchObject({ type: '0x0', chainId: toHex(31338) })
    expect(tx.maxFeePerGas).toBeUndefined()
    expect(big(tx.gasPrice)).toBeGreaterThan(0n)
    expect(prepared.maxFee).toBe((big(tx.gas) * big(tx.gasPrice)).toString())
    // 31338 is no chain viem knows: the card says "native currency", not a guess.
    expect(prepared.nativeCurrency).toBeNull()
  })
})
