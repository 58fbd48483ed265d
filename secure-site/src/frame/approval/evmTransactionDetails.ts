/**
 * A prepared eth_sendTransaction as the card lists it: where it goes and what it moves,
 * the call its data makes (decoded on the server against known ABIs), and the most it
 * can cost in fees, all read from the params the grant binds and the signer signs.
 */
import type {
  DecodedCall,
  NativeCurrency,
  PreparedEvmTransaction,
  TokenInfo,
} from '../../shared/apiContract'
import type { ApprovalDetail, DetailField } from './details'
import { formatUnits, parseQuantity } from './units'

const MAX_UINT256 = (1n << 256n) - 1n

function nativeAmount(wei: bigint, currency: NativeCurrency | null): string {
  return currency
    ? `${formatUnits(wei, currency.decimals)} ${currency.symbol}`
    : `${formatUnits(wei, 18)} (the chain's native currency)`
}

const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

function quantity(value: string | undefined): bigint {
  return parseQuantity(value ?? '0x0') ?? 0n
}

function tokenAmount(raw: string, token: TokenInfo | null): string {
  const amount = BigInt(raw)
  if (!token) return `${raw} (in the token's smallest unit)`
  if (amount === MAX_UINT256) return `Unlimited ${token.symbol}`
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

function callDetail(call: DecodedCall, token: TokenInfo | null, contract: string): ApprovalDetail {
  const fields: DetailField[] = [{ label: 'Function', value: call.signature }]
  if (token) {
    const name = token.name ? `${token.name} (${token.symbol})` : token.symbol
    fields.push({ label: 'Asset', value: `${name} at ${contract}` })
  }
  for (const arg of call.args) {
    fields.push({
      label: arg.name,
      value: arg.tokenAmount ? tokenAmount(arg.value, token) : arg.value,
    })
  }
  return { kind: 'fields', title: 'Call', fields }
}

export function evmTransactionDetails(prepared: PreparedEvmTransaction): ApprovalDetail[] {
  const [tx] = prepared.params
  const currency = prepared.nativeCurrency
  const data = tx.data && tx.data !== '0x' ? tx.data : null
  const details: ApprovalDetail[] = [
    {
      kind: 'fields',
      title: 'Transaction',
      fields: [
        { label: 'To', value: tx.to ?? '(contract creation)' },
        { label: 'Value', value: nativeAmount(quantity(tx.value), currency) },
        {
          label: 'Data',
          value: data ? `${data} (${(data.length - 2) / 2} bytes)` : '(none)',
        },
      ],
    },
  ]
  if (prepared.call) details.push(callDetail(prepared.call, prepared.token, tx.to ?? ''))
  const legacy = tx.type === '0x0'
  details.push({
    kind: 'fields',
    title: 'Fee',
    fields: [
      { label: 'Max fee', value: nativeAmount(BigInt(prepared.maxFee), currency) },
      { label: 'Gas limit', value: quantity(tx.gas).toString() },
      ...(legacy
        ? [{ label: 'Gas price', value: gwei(quantity(tx.gasPrice)) }]
        : [
            { label: 'Fee per gas (max)', value: gwei(quantity(tx.maxFeePerGas)) },
            { label: 'Tip per gas (max)', value: gwei(quantity(tx.maxPriorityFeePerGas)) },
          ]),
      { label: 'Nonce', value: quantity(tx.nonce).toString() },
    ],
  })
  return details
}
