import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { APPROVAL_RPC_METHODS, rpcMethodPolicy, SAFE_RPC_METHODS } from './rpcPolicy'

describe('rpcMethodPolicy', () => {
  it('lists exactly the methods of PROTOCOL.md', () => {
    const safe = `eth_call eth_getBalance eth_chainId eth_getLogs eth_sendRawTransaction eth_blockNumber
      eth_estimateGas eth_gasPrice eth_feeHistory eth_maxPriorityFeePerGas eth_getBlockByNumber
      eth_getBlockByHash eth_getCode eth_getStorageAt eth_getTransactionCount
      eth_getTransactionByHash eth_getTransactionReceipt eth_accounts eth_requestAccounts
      net_version wallet_getCapabilities wallet_getCallsStatus wallet_getAssets
      eth_estimateUserOperationGas eth_getUserOperationByHash eth_getUserOperationReceipt
      eth_supportedEntryPoints`
    const approval = `personal_sign eth_signTypedData_v4 eth_sendTransaction solana_signMessage
      solana_signTransaction solana_signAllTransactions solana_signAndSendTransaction
      wallet_sendCalls wallet_grantPermissions wallet_revokePermissions eth_sendUserOperation`
    const sorted = (list: string) => list.split(/\s+/).sort()
    expect([...SAFE_RPC_METHODS].sort()).toEqual(sorted(safe))
    expect([...APPROVAL_RPC_METHODS].sort()).toEqual(sorted(approval))
  })

  it.each(SAFE_RPC_METHODS)('%s is safe', (method) => expect(rpcMethodPolicy(method)).toBe('safe'))
  it.each(APPROVAL_RPC_METHODS)('%s needs approval', (method) =>
    expect(rpcMethodPolicy(method)).toBe('approval'),
  )

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTransaction',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
    'personal_ecRecover',
    'ETH_CALL',
    'eth_call ',
    ' personal_sign',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
  ])('refuses %j', (method) => expect(rpcMethodPolicy(method)).toBe('refused'))

  it('refuses every non-string and every unlisted string', () => {
    const listed = new Set<string>([...SAFE_RPC_METHODS, ...APPROVAL_RPC_METHODS])
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (method) => {
        fc.pre(typeof method !== 'string' || !listed.has(method))
        expect(rpcMethodPolicy(method)).toBe('refused')
      }),
    )
    expect(rpcMethodPolicy(['eth_call'])).toBe('refused')
    expect(rpcMethodPolicy({ toString: () => 'eth_call' })).toBe('refused')
  })
})
