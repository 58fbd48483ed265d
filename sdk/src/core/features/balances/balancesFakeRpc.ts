/**
 * Test double of an EVM node over HTTP JSON-RPC (single and batched): answers
 * eth_getBalance from a ledger and runs viem's deployless Multicall3 eth_call
 * by decoding it and answering each ERC-20 read from the same ledger, so the
 * balances code is tested through viem's real encoding. Tests only.
 */
import {
  decodeAbiParameters,
  decodeFunctionData,
  deploylessCallViaBytecodeBytecode,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  multicall3Abi,
  toHex,
} from 'viem'

export interface FakeToken {
  symbol: string
  name: string
  decimals: number
  balances: Record<string, bigint>
}

export interface FakeRpcRequest {
  method: string
  params: unknown[]
}

export function fakeEvmRpc(ledger: {
  native: Record<string, bigint>
  tokens: Record<string, FakeToken>
}) {
  const requests: FakeRpcRequest[] = []
  /** HTTP requests received (a batch counts once). */
  let httpRequests = 0
  const lower = (value: string) => value.toLowerCase()
  const token = (address: string) =>
    Object.entries(ledger.tokens).find(([key]) => lower(key) === lower(address))?.[1]

  function erc20(target: string, callData: Hex): { success: boolean; returnData: Hex } {
    const found = token(target)
    if (!found) return { success: false, returnData: '0x' }
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: callData })
    const answer = (result: unknown) => ({
      success: true,
      returnData: encodeFunctionResult({
        abi: erc20Abi,
        functionName,
        result,
      } as Parameters<typeof encodeFunctionResult>[0]),
    })
    if (functionName === 'balanceOf') {
      const [owner] = args as [string]
      const held = Object.entries(found.balances).find(([key]) => lower(key) === lower(owner))
      return answer(held?.[1] ?? 0n)
    }
    if (functionName === 'decimals') return answer(found.decimals)
    if (functionName === 'symbol') return answer(found.symbol)
    if (functionName === 'name') return answer(found.name)
    return { success: false, returnData: '0x' }
  }

  function ethCall(data: Hex): Hex {
    if (!data.startsWith(deploylessCallViaBytecodeBytecode))
      throw new Error('not a deployless call')
    const [, inner] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'bytes' }],
      `0x${data.slice(deploylessCallViaBytecodeBytecode.length)}`,
    )
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: inner })
    if (functionName !== 'aggregate3') throw new Error(`unexpected ${functionName}`)
    const [calls] = args as readonly [readonly { target: string; callData: Hex }[]]
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map((call) => erc20(call.target, call.callData)),
    })
  }

  function answer(request: { id: number; method: string; params: unknown[] }) {
    requests.push({ method: request.method, params: request.params })
    const reply = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result })
    if (request.method === 'eth_getBalance') {
      const [address] = request.params as [string]
      const held = Object.entries(ledger.native).find(([key]) => lower(key) === lower(address))
      return reply(toHex(held?.[1] ?? 0n))
    }
    if (request.method === 'eth_call') {
      const [{ data }] = request.params as [{ data: Hex }]
      return reply(ethCall(data))
    }
    return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'not found' } }
  }

  return {
    requests,
    get httpRequests() {
      return httpRequests
    },
    /** Handles one HTTP request body (a JSON-RPC call or a batch of them). */
    handle(body: string): Response {
      httpRequests++
      const parsed = JSON.parse(body)
      return Response.json(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed))
    },
  }
}
