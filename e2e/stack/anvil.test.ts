import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from './anvil'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('anvil', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31338 })
  })
  afterAll(() => node.stop())

  it('answers eth_chainId with the requested chain on loopback', async () => {
    expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await rpc(node.rpcUrl, 'eth_chainId')).toBe('0x7a6a')
  })

  it('funds the default mnemonic accounts', async () => {
    const balance = await rpc(node.rpcUrl, 'eth_getBalance', [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'latest',
    ])
    expect(BigInt(balance as string)).toBe(10_000n * 10n ** 18n)
  })

  it('stops: the port refuses connections afterwards', async () => {
    const other = await startAnvil({ chainId: 31339 })
    await other.stop()
    await expect(rpc(other.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })
})
