#!/usr/bin/env node
// `pnpm demo`: builds and starts the local stack (anvil, SMTP sink, secure site, example dapp).
// Until the embedded-wallet issue lands, say plainly what is missing instead of pretending.
console.log(`Airlock demo

Not built yet: the secure site (secure-site/), the example dapp (sdk/examples/react) and the
local stack that starts them (e2e/stack/) are being built under the embedded-wallet issue.
What exists today: the shared protocol package — run \`pnpm test\` to exercise it.`)
