/** What the example asks the wallet for; the browser suite checks signatures against these. */
export const DEMO_MESSAGE = 'Hello from the Airlock example dapp'
/** Anvil's second default account: a recipient that exists on every local chain. */
export const DEMO_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const DEMO_AMOUNT_ETH = '0.001'
