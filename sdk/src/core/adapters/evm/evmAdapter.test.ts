// @vitest-environment node
import { type Hex, parseEther, recoverMessageAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainRpc } from '../chainAdapter'
import { adapterFor } from '../chainAdapters'
import { ANVIL_ACCOUNT, anvilChain } from '../testing/anvilChain'
import { evmAdapter } from './evmAdapter'

const RECEIVER = '0x70997970c51812dc3a010c7f79c8177bcc3e43f1'

const chain = anvilChain()
let lifetime: AbortController | undefined

async function open(): Promise<ChainRpc> {
  lifetime = new AbortController()
  return (await evmAdapter.loadRpc())({ signal: lifetime.signal })
}
afterEach(() => lifetime?.abort())

describe('eip155 adapter: addresses', () => {
  it('is the registry’s adapter for eip155', () => {
    expect(adapterFor('eip155')).toBe(evmAdapter)
    expect(adapterFor(undefined)).toBeUndefined()
  })

  it('takes 40 hex digits with or without 0x, and adds the 0x a transaction needs', () => {
    expect(evmAdapter.isAddress(RECEIVER)).toBe(true)
    expect(evmAdapter.isAddress(RECEIVER.slice(2))).toBe(true)
    expect(evmAdapter.normalizeAddress(RECEIVER.slice(2))).toBe(RECEIVER)
    expect(evmAdapter.normalizeAddress(RECEIVER)).toBe(RECEIVER)
  })

  it('refuses what is not an EVM address', () => {
    expect(evmAdapter.isAddress(`${RECEIVER}0`)).toBe(false)
    expect(evmAdapter.isAddress('0xzz997970C51812dc3A010C7f79C8177bCc3e43f1')).toBe(false)
    expect(evmAdapter.isAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
  })
})

describe('eip155 adapter: RPC side on anvil', () => {
  it('reads the native balance and a listed ERC-20 (symbol and decimals read from the chain)', async () => {
    const token = await chain.deployToken('GOLD', 1234n * 10n ** 18n, ANVIL_ACCOUNT)
    const balances = await (await open()).readBalances(chain.network, ANVIL_ACCOUNT, [
      { address: token },
      // Not a contract: left out, the rest still read.
      { address: '0x000000000000000000000000000000000000dEaD' },
    ])
    expect(balances).toHaveLength(2)
    expect(balances[0]).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:31337',
      quantity: { decimals: '18' },
    })
    expect(balances[0]?.address).toBeUndefined()
    expect(Number(balances[0]?.quantity.numeric)).toBeGreaterThan(9000)
    expect(balances[1]).toMatchObject({
      symbol: 'GOLD',
      name: 'GOLD',
      address: `eip155:31337:${token}`,
      quantity: { decimals: '18', numeric: '1234' },
    })
  })

  it('sends a native transfer and an ERC-20 transfer through the wallet, mined', async () => {
    const token = await chain.deployToken('TUSD', 100n * 10n ** 6n, ANVIL_ACCOUNT)
    const before = await chain.reader.getBalance({ address: RECEIVER })
    const rpc = await open()
    const hash = await rpc.transfer(chain.network, chain.wallet, {
      from: ANVIL_ACCOUNT,
      to: RECEIVER,
      amount: parseEther('1.5'),
    })
    const receipt = await chain.reader.getTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await chain.reader.getBalance({ address: RECEIVER })).toBe(before + parseEther('1.5'))

    await rpc.transfer(chain.network, chain.wallet, {
      from: ANVIL_ACCOUNT,
      to: RECEIVER,
      amount: 2_500_000n,
      token: `eip155:31337:${token}`,
    })
    const [, listed] = await rpc.readBalances(chain.network, RECEIVER, [
      { address: token, decimals: 6, symbol: 'TUSD' },
    ])
    expect(listed?.quantity.numeric).toBe('2.5')
  })

  it('rejects a transfer the chain cannot run with "error estimating gas"', async () => {
    const token = await chain.deployToken('POOR', 1n, ANVIL_ACCOUNT)
    const transfer = (await open()).transfer(chain.network, chain.wallet, {
      from: ANVIL_ACCOUNT,
      to: RECEIVER,
      amount: 2n,
      token,
    })
    await expect(transfer).rejects.toMatchObject({
      code: 'GAS_ESTIMATION_FAILED',
      message: 'error estimating gas',
    })
  })

  it('keeps back 21 000 gas at twice the gas price for the fee', async () => {
    const price = await chain.reader.getGasPrice()
    expect(await (await open()).transferFeeReserve(chain.network)).toBe(21_000n * price * 2n)
  })

  it('signs a message as the account (personal_sign), recoverable to it', async () => {
    const signature = await (await open()).signMessage(chain.wallet, {
      address: ANVIL_ACCOUNT,
      message: 'hello airlock',
    })
    const signer = await recoverMessageAddress({
      message: 'hello airlock',
      signature: signature as Hex,
    })
    expect(signer).toBe(ANVIL_ACCOUNT)
  })

  it('refuses a wallet without EIP-1193 request: "Provider not found"', async () => {
    const rpc = await open()
    await expect(
      rpc.transfer(chain.network, undefined, { from: ANVIL_ACCOUNT, to: RECEIVER, amount: 1n }),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' })
    await expect(rpc.signMessage({}, { address: ANVIL_ACCOUNT, message: 'x' })).rejects.toThrow(
      'Provider not found',
    )
  })

  it('keeps a wallet’s refusal as "User rejected the request" with code 4001', async () => {
    const refusing = {
      request: () => Promise.reject(Object.assign(new Error('nope'), { code: 4001 })),
    }
    await expect(
      (await open()).signMessage(refusing, { address: ANVIL_ACCOUNT, message: 'x' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
  })
})
