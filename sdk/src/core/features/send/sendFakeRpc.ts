/**
 * Test doubles of the chains a send talks to, over HTTP JSON-RPC (single and
 * batched): an EVM node that takes the transactions a wallet sends, mines
 * them (or not) and answers the receipt, the estimate and the eth_call replay
 * viem makes; and a Solana node answering the blockhash and signature
 * statuses. Tests only.
 */
import { encodeAbiParameters, type Hex, keccak256, stringToHex, toHex } from 'viem'

export interface SentTransaction {
  from: string
  to: string
  value?: Hex
  data?: Hex
  gas?: Hex
}

interface JsonRpcCall {
  id: number
  method: string
  params: unknown[]
}

/** A JSON-RPC error as a node sends it. */
export interface NodeError {
  code: number
  message: string
  data?: Hex
}

/** ABI-encoded `Error(string)`: what a `require(…, reason)` reverts with. */
export function revertWithReason(reason: string): Hex {
  return `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}`
}

function handler(answer: (call: JsonRpcCall) => unknown) {
  return (body: string): Response => {
    const parsed = JSON.parse(body) as JsonRpcCall | JsonRpcCall[]
    const one = (call: JsonRpcCall) => {
      try {
        return { jsonrpc: '2.0', id: call.id, result: answer(call) }
      } catch (error) {
        return { jsonrpc: '2.0', id: call.id, error: error as NodeError }
      }
    }
    return Response.json(Array.isArray(parsed) ? parsed.map(one) : one(parsed))
  }
}

const BLOCK = 7n

export function fakeEvmNode(chainId = 31337) {
  const calls: { method: string; params: unknown[] }[] = []
  const sent: SentTransaction[] = []
  const byHash = new Map<Hex, SentTransaction>()
  const mined = new Map<Hex, { status: 'success' | 'reverted'; tx: SentTransaction }>()
  const settings = {
    /** Gas the node estimates, or the error it answers. */
    estimate: 21_000n as bigint | NodeError,
    /** Whether a sent transaction is mined at once, and how. */
    outcome: 'success' as 'success' | 'reverted' | 'pending',
    /** The gas price the node quotes (wei), or the error it answers. */
    gasPrice: 1_000_000_000n as bigint | NodeError,
    /** What the eth_call replay of a reverted transaction answers: an error, or a result. */
    replay: { code: 3, message: 'execution reverted' } as NodeError | Hex,
  }

  function receipt(hash: Hex) {
    const found = mined.get(hash)
    if (!found) return null
    const { status, tx } = found
    return {
      blockHash: keccak256(toHex(`block ${BLOCK}`)),
      blockNumber: toHex(BLOCK),
      contractAddress: null,
      cumulativeGasUsed: '0x5208',
      effectiveGasPrice: '0x3b9aca00',
      from: tx.from,
      gasUsed: '0x5208',
      logs: [],
      logsBloom: `0x${'0'.repeat(512)}`,
      status: status === 'success' ? '0x1' : '0x0',
      to: tx.to,
      transactionHash: hash,
      transactionIndex: '0x0',
      type: '0x2',
    }
  }

  /** A sent transaction as the node lists it before it is mined. */
  function pending(hash: Hex) {
    const tx = byHash.get(hash)
    if (!tx) return null
    return {
      hash,
      from: tx.from,
      to: tx.to,
      input: tx.data ?? '0x',
      value: tx.value ?? '0x0',
      gas: tx.gas ?? '0x5208',
      nonce: '0x0',
      type: '0x2',
      chainId: toHex(chainId),
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
      v: '0x0',
      r: '0x1',
      s: '0x1',
    }
  }

  const node = handler((call) => {
    calls.push({ method: call.method, params: call.params })
    switch (call.method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'eth_blockNumber':
        return toHex(BLOCK)
      case 'eth_estimateGas':
        if (typeof settings.estimate !== 'bigint') throw settings.estimate
        return toHex(settings.estimate)
      case 'eth_gasPrice':
        if (typeof settings.gasPrice !== 'bigint') throw settings.gasPrice
        return toHex(settings.gasPrice)
      case 'eth_getTransactionReceipt':
        return receipt(call.params[0] as Hex)
      case 'eth_getTransactionByHash':
        return pending(call.params[0] as Hex)
      case 'eth_getBlockByNumber':
        // viem looks for a replacement of a pending transaction in the latest block: there is none.
        return {
          number: toHex(BLOCK),
          hash: keccak256(toHex(`block ${BLOCK}`)),
          parentHash: keccak256(toHex(`block ${BLOCK - 1n}`)),
          timestamp: '0x6553f100',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: '0x3b9aca00',
          miner: `0x${'0'.repeat(40)}`,
          transactions: [],
        }
      case 'eth_call':
        if (typeof settings.replay !== 'string') throw settings.replay
        return settings.replay
      default:
        throw { code: -32601, message: `method ${call.method} not found` }
    }
  })

  return {
    calls,
    sent,
    settings,
    handle: node,
    methods: () => calls.map((call) => call.method),
    /** What a wallet does with eth_sendTransaction: hands it to this node; answers its hash. */
    accept(params: unknown): Hex {
      const [tx] = params as [SentTransaction]
      sent.push(tx)
      const hash = keccak256(stringToHex(`tx ${sent.length} ${JSON.stringify(tx)}`))
      byHash.set(hash, tx)
      if (settings.outcome !== 'pending') mined.set(hash, { status: settings.outcome, tx })
      return hash
    },
  }
}

export function fakeSolanaNode() {
  const calls: { method: string; params: unknown[] }[] = []
  const settings = {
    blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
    /** What getBalance answers for any account. */
    lamports: 2_500_000_000,
    /** The status getSignatureStatuses answers for any signature. */
    status: { err: null, confirmationStatus: 'confirmed' } as {
      err: unknown
      confirmationStatus: string
    } | null,
    /**
     * The token accounts getTokenAccountsByOwner knows, whoever asks; of the SPL Token
     * program unless `program` says otherwise.
     */
    tokenAccounts: [] as {
      address: string
      mint: string
      amount: string
      decimals: number
      program?: string
    }[],
    /** What getAccountInfo answers, by address: the owner program and the raw data. */
    accounts: {} as Record<string, { owner: string; data: Uint8Array }>,
  }
  const handle = handler((call) => {
    calls.push({ method: call.method, params: call.params })
    switch (call.method) {
      case 'getLatestBlockhash':
        return {
          context: { slot: 1 },
          value: { blockhash: settings.blockhash, lastValidBlockHeight: 100 },
        }
      case 'getSignatureStatuses':
        return { context: { slot: 2 }, value: [settings.status] }
      case 'getBalance':
        return { context: { slot: 3 }, value: settings.lamports }
      case 'getTokenAccountsByOwner': {
        const filter = call.params[1] as { mint?: string; programId?: string } | undefined
        const accounts = settings.tokenAccounts.filter(
          (account) =>
            (!filter?.mint || account.mint === filter.mint) &&
            (!filter?.programId ||
              (account.program ?? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') ===
                filter.programId),
        )
        return {
          context: { slot: 4 },
          value: accounts.map((account) => ({
            pubkey: account.address,
            account: {
              data: {
                program: 'spl-token',
                parsed: {
                  type: 'account',
                  info: {
                    mint: account.mint,
                    tokenAmount: { amount: account.amount, decimals: account.decimals },
                  },
                },
              },
            },
          })),
        }
      }
      case 'getAccountInfo': {
        const account = settings.accounts[String(call.params[0])]
        return {
          context: { slot: 5 },
          value: account
            ? {
                owner: account.owner,
                lamports: 1_461_600,
                executable: false,
                data: [btoa(String.fromCharCode(...account.data)), 'base64'],
              }
            : null,
        }
      }
      default:
        throw { code: -32601, message: `method ${call.method} not found` }
    }
  })
  return { calls, settings, handle, methods: () => calls.map((call) => call.method) }
}
