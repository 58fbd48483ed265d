/**
 * The on-ramp as the blockchain API fixture serves it on the anvil chains
 * (e2e/fixtures/blockchainApi/onrampHandlers.ts), for the fake API of the
 * feature's and the Buy view's tests. Tests only.
 */
import type { FakeRequest } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { OnrampOptionsResponse } from '../../clients/blockchainApi/types'

/** AUSD's contract on anvil 31337 (the first the local deployer creates). */
export const AUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const PROVIDER_URL = 'https://onramp.example/buy?session=1'

const network = (chainId: number, contract = '') => ({
  name: `anvil-${chainId}`,
  display_name: `Anvil ${chainId}`,
  chain_id: String(chainId),
  contract_address: contract,
})

export const onrampOptions: OnrampOptionsResponse = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'CARD', min: '10', max: '7500' },
        { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
      ],
    },
    // Lists no limits: SPEC §9's fallback ones apply.
    { id: 'EUR', payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    { id: 'AUSD', name: 'Airlock USD', symbol: 'AUSD', networks: [network(31337, AUSD)] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network(31337), network(31338)] },
    { id: 'GOLD', name: 'Gold', symbol: 'GOLD', networks: [network(31338)] },
  ],
}

/** The fixture's pricing: card 2 %, bank 1 %, a 0.07 network fee, ETH at 3000, AUSD at 1. */
export function quoteFor({ body }: FakeRequest) {
  const { amount, paymentCurrency, purchaseCurrency, paymentMethod } = body as Record<
    string,
    string
  >
  const paid = Number(amount)
  const fee = paid * (paymentMethod === 'ACH_BANK_ACCOUNT' ? 0.01 : 0.02)
  const subtotal = paid - fee - 0.07
  const of = (value: number) => ({ amount: value.toFixed(2), currency: paymentCurrency ?? '' })
  const price = purchaseCurrency === 'ETH' ? 3000 : 1
  return {
    paymentTotal: of(paid),
    paymentSubtotal: of(subtotal),
    purchaseAmount: { amount: (subtotal / price).toFixed(6), currency: purchaseCurrency },
    coinbaseFee: of(fee),
    networkFee: of(0.07),
    quoteId: 'q-1',
  }
}

/** What the URL generator is asked for when `address` buys ETH for 100 USD on anvil 31337. */
export const ethFor100UsdUrlRequest = (address: string) => ({
  destinationWallets: [{ address, blockchains: ['anvil-31337'], assets: ['ETH'] }],
  partnerUserId: address,
  defaultNetwork: 'anvil-31337',
  paymentAmount: 100,
  paymentCurrency: 'USD',
})
