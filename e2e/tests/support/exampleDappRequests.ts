/**
 * What the example dapp's buttons ask a wallet for (sdk/examples/react/src/walletActions.ts),
 * for specs that verify the answers: the message, the typed data and the send's recipient.
 */
export const EXAMPLE_MESSAGE = 'Hello from the Airlock example dapp'
export const EXAMPLE_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EXAMPLE_TYPED_DATA = {
  domain: { name: 'Airlock Example', version: '1', chainId: 31337 },
  primaryType: 'Greeting',
  types: {
    Greeting: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: { from: EXAMPLE_RECIPIENT, contents: EXAMPLE_MESSAGE },
} as const
