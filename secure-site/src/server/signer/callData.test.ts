import { encodeFunctionData, erc20Abi, erc721Abi, erc1155Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCallData, isTokenCall } from './callData'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('decodeCallData', () => {
  it('reads the three ERC-20 calls, with their amounts marked as token units', () => {
    const transfer = decodeCallData(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, 12_500_000n] }),
    )
    expect(transfer).toEqual({
      functionName: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'recipient', type: 'address', value: alice },
        { name: 'amount', type: 'uint256', value: '12500000', tokenAmount: true },
      ],
    })
    expect(isTokenCall(transfer)).toBe(true)
    expect(
      decodeCallData(
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, maxUint256] }),
      ),
    ).toMatchObject({
      functionName: 'approve',
      args: [
        { name: 'spender', value: bob },
        { name: 'amount', value: maxUint256.toString(), tokenAmount: true },
      ],
    })
    expect(
      decodeCallData(
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [alice, bob, 1n],
        }),
      ),
    ).toMatchObject({
      signature: 'transferFrom(address,address,uint256)',
      args: [{ value: alice }, { value: bob }, { value: '1', tokenAmount: true }],
    })
  })

  it('reads NFT and WETH calls, whose numbers are not token amounts', () => {
    const safeTransfer = decodeCallData(
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [alice, bob, 7n, '0xbeef'],
      }),
    )
    expect(safeTransfer).toMatchObject({
      signature: 'safeTransferFrom(address,address,uint256,bytes)',
      args: [{ value: alice }, { value: bob }, { value: '7' }, { type: 'bytes', value: '0xbeef' }],
    })
    expect(isTokenCall(safeTransfer)).toBe(false)
    expect(
      decodeCallData(
        encodeFunctionData({
          abi: erc721Abi,
          functionName: 'setApprovalForAll',
          args: [bob, true],
        }),
      ),
    ).toMatchObject({
      functionName: 'setApprovalForAll',
      args: [{ value: bob }, { value: 'true' }],
    })
    expect(
      decodeCallData(
        encodeFunctionData({
          abi: erc1155Abi,
          functionName: 'safeBatchTransferFrom',
          args: [alice, bob, [1n, 2n], [10n, 20n], '0x'],
        }),
      ),
    ).toMatchObject({ args: [{}, {}, { value: '[1, 2]' }, { value: '[10, 20]' }, { value: '0x' }] })
    const weth = parseAbi(['function deposit() payable'])
    expect(decodeCallData(encodeFunctionData({ abi: weth, functionName: 'deposit' }))).toEqual({
      functionName: 'deposit',
      signature: 'deposit()',
      args: [],
    })
  })

  it('leaves unknown selectors, short data and calldata that does not decode as hex', () => {
    expect(decodeCallData('0x12345678')).toBeNull()
    expect(decodeCallData('0xa9059c')).toBeNull()
    expect(decodeCallData(undefined)).toBeNull()
    // transfer's selector with its arguments cut short.
    expect(decodeCallData('0xa9059cbb0000')).toBeNull()
  })
})
