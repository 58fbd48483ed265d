import type { FailedTransactionMetadata } from 'litesvm'

/**
 * litesvm's errors in the JSON form a Solana validator's RPC gives them
 * (`"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`). litesvm's
 * fieldless variants are `const enum` numbers (not exported at run time): the names here
 * follow litesvm 1.5.0's `internal.d.ts` order.
 */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
] as const

/** A transaction error as the RPC writes it in `err` / `status.Err`. */
export type RpcTransactionError = string | Record<string, unknown>

export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const err: unknown = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  if (typeof err !== 'object' || err === null) return String(err)
  if ('err' in err && typeof err.err === 'function' && 'index' in err) {
    const inner: unknown = err.err()
    return { InstructionError: [err.index, instructionError(inner)] }
  }
  if ('accountIndex' in err) {
    const name = err.constructor.name.includes('Restricted')
      ? 'ProgramExecutionTemporarilyRestricted'
      : 'InsufficientFundsForRent'
    return { [name]: { account_index: err.accountIndex } }
  }
  if ('index' in err) return { DuplicateInstruction: err.index }
  return String(err)
}

function instructionError(inner: unknown): RpcTransactionError {
  if (typeof inner === 'number') return INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`
  if (typeof inner === 'object' && inner !== null) {
    if ('code' in inner) return { Custom: inner.code }
    if ('msg' in inner) return { BorshIoError: inner.msg }
  }
  return String(inner)
}

/** The message a validator puts after "Transaction simulation failed: ". */
export function describeTransactionError(err: RpcTransactionError): string {
  if (err === 'BlockhashNotFound') return 'Blockhash not found'
  if (err === 'AlreadyProcessed') return 'This transaction has already been processed'
  if (err === 'InsufficientFundsForFee')
    return 'Attempt to debit an account but found no record of a prior credit.'
  if (typeof err === 'string') return err
  const instruction = err.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, RpcTransactionError]
    const custom = typeof inner === 'object' ? inner.Custom : undefined
    const detail =
      typeof custom === 'number'
        ? `custom program error: 0x${custom.toString(16)}`
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  const rent = err.InsufficientFundsForRent as { account_index?: number } | undefined
  if (rent)
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  return JSON.stringify(err)
}
