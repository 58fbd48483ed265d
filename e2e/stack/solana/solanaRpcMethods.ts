import { base58 } from '@scure/base'
import type { Address } from '@solana/kit'
import { VersionedMessage } from '@solana/web3.js'
import { invalidParams, RpcError } from './rpcError'
import {
  accountEncoding,
  mintDecimals,
  rpcAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountFields,
  tokenAmount,
} from './solanaAccounts'
import type { SolanaFaucet } from './solanaFaucet'
import {
  LAMPORTS_PER_SIGNATURE,
  type LedgerTransaction,
  PreflightError,
  type SolanaLedger,
  toAddress,
} from './solanaLedger'
import { MalformedTransactionError } from './wireTransaction'

export type RpcMethod = (params: unknown[]) => unknown

/** The JSON-RPC methods the endpoint answers, by name (see README's list). */
export function solanaRpcMethods(
  ledger: SolanaLedger,
  faucet: SolanaFaucet,
): Record<string, RpcMethod> {
  const context = () => ({ slot: ledger.currentSlot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const decimalsOf = (mint: string): number | null => {
    const account = ledger.svm.getAccount(toAddress(mint))
    return account.exists ? mintDecimals(Uint8Array.from(account.data)) : null
  }
  const account = (key: unknown, config: unknown) =>
    rpcAccount(ledger.svm.getAccount(pubkey(key)), accountEncoding(config), decimalsOf)

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.currentSlot(),
    getBlockHeight: () => ledger.currentSlot(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.currentSlot(),
      blockHeight: ledger.currentSlot(),
      epoch: 0,
      slotIndex: ledger.currentSlot(),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getBalance: ([key]) => withContext(ledger.balance(pubkey(key))),
    getAccountInfo: ([key, config]) => withContext(account(key, config)),
    getMultipleAccounts: ([keys, config]) => {
      if (!Array.isArray(keys)) throw invalidParams('Invalid params: expected an array of pubkeys')
      if (keys.length > 100) throw invalidParams('Too many inputs provided; max 100')
      return withContext(keys.map((key) => account(key, config)))
    },
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string') throw invalidParams('Invalid param: expected a blockhash')
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage: ([message]) => {
      const bytes = base64Param(message, 'message')
      let signatures: number
      try {
        signatures = VersionedMessage.deserialize(bytes).header.numRequiredSignatures
      } catch {
        throw invalidParams('Invalid param: failed to deserialize the message')
      }
      const { recentBlockhash } = VersionedMessage.deserialize(bytes)
      return withContext(
        ledger.isBlockhashValid(recentBlockhash) ? LAMPORTS_PER_SIGNATURE * signatures : null,
      )
    },
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
        throw invalidParams('Invalid param: expected a data size in bytes')
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    sendTransaction: ([encoded, config]) => {
      const options = (config ?? {}) as { encoding?: unknown; skipPreflight?: unknown }
      const bytes = transactionParam(encoded, options.encoding)
      return guardSend(() => ledger.send(bytes, { skipPreflight: options.skipPreflight === true }))
    },
    simulateTransaction: ([encoded, config]) => {
      const options = (config ?? {}) as {
        encoding?: unknown
        sigVerify?: unknown
        replaceRecentBlockhash?: unknown
      }
      const bytes = transactionParam(encoded, options.encoding)
      const result = guardSend(() =>
        ledger.simulate(bytes, {
          sigVerify: options.sigVerify === true,
          replaceRecentBlockhash: options.replaceRecentBlockhash === true,
        }),
      )
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        ...(options.replaceRecentBlockhash === true
          ? { replacementBlockhash: ledger.latestBlockhash() }
          : {}),
      })
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures))
        throw invalidParams('Invalid params: expected an array of signatures')
      if (signatures.length > 256) throw invalidParams('Too many inputs provided; max 256')
      return withContext(
        signatures.map((signature) => {
          const landed = typeof signature === 'string' ? ledger.transaction(signature) : undefined
          return landed ? signatureStatus(landed) : null
        }),
      )
    },
    getTransaction: ([signature, config]) => {
      if (typeof signature !== 'string') throw invalidParams('Invalid param: expected a signature')
      const landed = ledger.transaction(signature)
      return landed ? rpcTransaction(landed, config) : null
    },
    getSignaturesForAddress: ([key, config]) => {
      const {
        limit = 1000,
        before,
        until,
      } = (config ?? {}) as {
        limit?: number
        before?: string
        until?: string
      }
      let list = ledger.signaturesFor(pubkey(key))
      if (before) list = list.slice(list.indexOf(before) + 1)
      if (until && list.includes(until)) list = list.slice(0, list.indexOf(until))
      return list.slice(0, Math.min(limit, 1000)).map((signature) => {
        const landed = ledger.transaction(signature) as LedgerTransaction
        return {
          signature,
          slot: landed.slot,
          err: landed.err,
          memo: null,
          blockTime: landed.blockTime,
          confirmationStatus: 'finalized',
        }
      })
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = pubkey(owner)
      const { mint, programId } = (filter ?? {}) as { mint?: unknown; programId?: unknown }
      if (mint === undefined && programId === undefined)
        throw invalidParams('Invalid params: a mint or programId filter is required')
      const programs =
        programId !== undefined ? [pubkey(programId)] : [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]
      const encoding = accountEncoding(config)
      const accounts = programs.flatMap((program) =>
        ledger.svm.getProgramAccounts(toAddress(program)),
      )
      return withContext(
        accounts
          .filter((candidate) => {
            const fields = tokenAccountFields(Uint8Array.from(candidate.data))
            return (
              fields !== null &&
              fields.owner === ownerKey &&
              (mint === undefined || fields.mint === mint)
            )
          })
          .map((candidate) => ({
            pubkey: candidate.address,
            account: rpcAccount(candidate, encoding, decimalsOf),
          })),
      )
    },
    getTokenAccountBalance: ([key]) => {
      const found = ledger.svm.getAccount(pubkey(key))
      const fields = found.exists ? tokenAccountFields(Uint8Array.from(found.data)) : null
      if (!found.exists || !fields) throw invalidParams('Invalid param: not a Token account')
      return withContext(tokenAmount(fields.amount, decimalsOf(fields.mint) ?? 0))
    },
    requestAirdrop: ([key, lamports]) => {
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0)
        throw invalidParams('Invalid param: expected a positive number of lamports')
      return guardSend(() => faucet.airdrop(pubkey(key), lamports))
    },
  }
}

function signatureStatus(landed: LedgerTransaction) {
  return {
    slot: landed.slot,
    confirmations: null,
    err: landed.err,
    status: landed.err === null ? { Ok: null } : { Err: landed.err },
    confirmationStatus: 'finalized',
  }
}

function rpcTransaction(landed: LedgerTransaction, config: unknown) {
  const { encoding = 'json', maxSupportedTransactionVersion } = (config ?? {}) as {
    encoding?: unknown
    maxSupportedTransactionVersion?: unknown
  }
  const { wire } = landed
  if (wire.version !== 'legacy' && maxSupportedTransactionVersion === undefined)
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  let transaction: unknown
  if (encoding === 'base64') transaction = [Buffer.from(wire.bytes).toString('base64'), 'base64']
  else if (encoding === 'json')
    transaction = {
      signatures: wire.signatures,
      message: {
        accountKeys: wire.accountKeys,
        header: wire.message.header,
        recentBlockhash: wire.recentBlockhash,
        instructions: wire.message.instructions.map((instruction) => ({
          ...instruction,
          stackHeight: null,
        })),
        ...(wire.version === 'legacy'
          ? {}
          : { addressTableLookups: wire.message.addressTableLookups }),
      },
    }
  else throw invalidParams(`Invalid param: unsupported encoding ${JSON.stringify(encoding)}`)
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    version: wire.version,
    transaction,
    meta: {
      err: landed.err,
      status: landed.err === null ? { Ok: null } : { Err: landed.err },
      fee: landed.fee,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      innerInstructions: [],
      logMessages: landed.logs,
      preTokenBalances: landed.preTokenBalances,
      postTokenBalances: landed.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: landed.computeUnitsConsumed,
    },
  }
}

/** A base58 public key parameter, as a string; -32602 otherwise. */
function pubkey(value: unknown): Address {
  if (typeof value === 'string') {
    try {
      return toAddress(value)
    } catch {
      // falls through
    }
  }
  throw invalidParams(`Invalid param: ${JSON.stringify(value)} is not a base58 public key`)
}

function base64Param(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw invalidParams(`Invalid param: ${name} must be base64`)
  return new Uint8Array(Buffer.from(value, 'base64'))
}

/** A transaction parameter in `encoding` (base58, the RPC's default, or base64). */
function transactionParam(value: unknown, encoding: unknown): Uint8Array {
  if (encoding === 'base64') return base64Param(value, 'transaction')
  if (encoding !== undefined && encoding !== 'base58')
    throw invalidParams(`Invalid param: unsupported encoding ${JSON.stringify(encoding)}`)
  try {
    return base58.decode(String(value))
  } catch {
    throw invalidParams('Invalid param: transaction must be base58')
  }
}

/** Maps the ledger's refusals to the RPC's errors (-32002 with simulation data, -32602). */
function guardSend<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof PreflightError)
      throw new RpcError(-32002, error.message, {
        err: error.err,
        logs: error.logs,
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
      })
    if (error instanceof MalformedTransactionError) throw invalidParams(error.message)
    throw error
  }
}
