#!/usr/bin/env node
// The wagmi example's (sdk/examples/wagmi) page-start JavaScript and first open, measured
// as first-open.mjs measures the example dapp: its "Connect Wallet" is wagmi's connect(),
// which opens the Airlock modal. Prints figures, asserts nothing.
process.env.BENCH_APP = 'wagmi'
await import('./first-open.mjs')
