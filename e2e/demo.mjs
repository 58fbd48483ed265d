#!/usr/bin/env node
// `pnpm demo`: builds what is stale, starts the local stack (two anvil chains, two Solana
// clusters, a Bitcoin regtest Esplora, SMTP sink, wallet catalogue fixture, secure site, example dapp, wagmi example)
// on friendly ports where they are free, prints where everything is, echoes every mail's
// code to this terminal, and stops it all on Ctrl-C.
//   --fresh   use a throw-away database instead of secure-site/.data (kept between runs)
// The secure site runs with AIRLOCK_DEV=1 (the stack's default): its KEK and session
// secret are generated into its data folder, which production never allows.
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath, pathToFileURL } from 'node:url'

const e2e = fileURLToPath(new URL('./', import.meta.url))
// The stack is TypeScript (stack/). tsx, a dependency of this package, loads it: importing its
// main entry registers its hooks, as `node --import tsx` does.
await import(pathToFileURL(createRequire(`${e2e}package.json`).resolve('tsx')).href)
const { startStack } = await import(pathToFileURL(`${e2e}stack/stack.ts`).href)
const { extractOtp } = await import(pathToFileURL(`${e2e}stack/mailClient.ts`).href)
const { startWalletConnectWallet } = await import(
  pathToFileURL(`${e2e}stack/walletConnect/testWalletHandle.ts`).href
)
const { ANVIL_MNEMONIC } = await import(pathToFileURL(`${e2e}stack/anvil.ts`).href)
const { mnemonicToAccount } = await import(
  pathToFileURL(createRequire(`${e2e}package.json`).resolve('viem/accounts')).href
)

const FRIENDLY = {
  secureSite: 3001,
  dapp: 5173,
  wagmiDapp: 5174,
  anvil: 8545,
  anvil2: 8546,
  // solana-test-validator's port; each cluster also takes the next one for its WebSocket.
  solana: 8899,
  solana2: 8901,
  // electrs' default HTTP port on regtest.
  bitcoin: 3002,
  smtp: 2525,
  mailApi: 2580,
  walletApi: 8787,
  blockchainApi: 8788,
  walletConnectRelay: 8789,
  walletConnectWallet: 8790,
  identityProviders: 8791,
  oidcProvider: 8792,
  farcasterRelay: 8793,
}
// Where each service binds, so "free" is checked on the address it will really use.
const HOSTS = { secureSite: 'localhost' }
const fresh = process.argv.includes('--fresh')

/** Whether `port` can be bound on `host` right now. */
function isFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

const ports = {}
const moved = []
for (const [name, port] of Object.entries(FRIENDLY)) {
  const host = HOSTS[name] ?? '127.0.0.1'
  const pair = name.startsWith('solana') ? await isFree(port + 1, host) : true
  if (pair && (await isFree(port, host))) ports[name] = port
  else moved.push(`${name} (${port} is taken)`)
}
const { walletConnectWallet: walletControlPort, ...stackPorts } = ports

/** The local ERC-20s and the exchange on chain 31337 (the same addresses on 31338). */
function tokenLine(info) {
  const contracts = info.blockchainApi?.contracts['eip155:31337']
  if (!contracts) return '(none: started without the blockchain API)'
  const tokens = contracts.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')
  return `${tokens}; exchange ${contracts.exchange}`
}

function echoMail(mail) {
  const link = /https?:\/\/\S+\/device\/approve\?token=\S+/.exec(mail.text)?.[0]
  let detail = link ? `approval link ${link}` : ''
  if (!link) {
    try {
      detail = `code ${extractOtp(mail)}`
    } catch {
      detail = '(no code in it)'
    }
  }
  console.log(`[mail] to ${mail.to.join(', ')}: "${mail.subject}" — ${detail}`)
}

console.log('Airlock demo: building what is stale and starting the stack…')
const startedAt = performance.now()
const stack = await startStack({
  // Two chains, so the Networks view has somewhere to switch to.
  chains: [31337, 31338],
  dappVariants: false,
  // The dapp's WalletConnect QR pairs with the test wallet below through the stack's relay.
  dappWalletConnect: true,
  // The Solana and Bitcoin test wallets in the dapp's page, funded (stack/demoWallets.ts).
  dappDemoWallets: true,
  postgresUrl: null,
  projects: null,
  projectId: 'airlock-demo',
  dataDir: fresh ? 'fresh' : 'package',
  ports: stackPorts,
  onMail: echoMail,
  infoPath: null,
}).catch((error) => {
  console.error(`\nThe demo could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})

const { info } = stack

// The stack's WalletConnect wallet, on anvil's 10th default account (index 9) and a fresh
// Solana keypair; it pairs with any wc: URI typed or pasted into this terminal.
const walletKey = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 9 }).getHdKey().privateKey
const wallet = await startWalletConnectWallet({
  relayUrl: info.walletConnectRelay.url,
  chains: Object.fromEntries(Object.values(info.chains).map((c) => [c.chainId, c.rpcUrl])),
  evmKey: `0x${Buffer.from(walletKey).toString('hex')}`,
  projectId: 'airlock-demo',
  echo: (line) => console.log(line),
  ...(walletControlPort ? { port: walletControlPort } : {}),
}).catch(async (error) => {
  console.error(
    `\nThe test wallet could not start: ${error instanceof Error ? error.message : error}`,
  )
  await stack.stop()
  process.exit(1)
})
createInterface({ input: process.stdin }).on('line', (line) => {
  const uri = line.trim()
  if (!uri.startsWith('wc:')) return
  wallet.pair(uri).then(
    () => console.log('[wallet] pairing…'),
    (error) =>
      console.error(`[wallet] could not pair: ${error instanceof Error ? error.message : error}`),
  )
})
const anvil = info.chains['eip155:31337']
const anvil2 = info.chains['eip155:31338']
const [solana, solana2] = Object.values(info.solanaChains)
console.log(`
Airlock demo is up (${Math.round((performance.now() - startedAt) / 1000)} s):

  Example dapp     ${info.dapp?.url}
  wagmi example    ${info.wagmiDapp?.url}   (wagmi hooks, Airlock as the connector)
  Secure site      ${info.secureSite?.url}   (the frame: /sdk)
  Local chains     ${anvil?.rpcUrl}   (anvil, chain id 31337; its default accounts hold 10 000 ETH)
                   ${anvil2?.rpcUrl}   (anvil, chain id 31338, the same accounts)
                   ${solana?.rpcUrl}   (Solana over litesvm, ${solana?.caip2}; requestAirdrop funds any account)
                   ${solana2?.rpcUrl}   (a second Solana cluster, ${solana2?.caip2})
                   ${info.bitcoin?.esploraUrl}   (Bitcoin regtest Esplora, ${info.bitcoin?.network}; POST /__fund {address, sats} funds an address)
                   SPL test mint ${solana?.testMint.address} (${solana?.testMint.decimals} decimals, on both)
                   Token-2022 test mint ${solana?.testMint2022.address}
  Wallet catalogue ${info.walletApi?.url}   (wallet API + analytics fixture; /__events lists events)
  Blockchain API   ${info.blockchainApi?.url}   (balances, history, swaps, buy, names; computed from the chains)
  WalletConnect    ${info.walletConnectRelay?.url}   (relay on loopback: the relayUrl for WalletConnect)
  Test wallet      ${wallet.address} / Solana ${wallet.solanaAddress}
                   paste a wc: URI here to pair; control ${wallet.controlUrl}
  Tokens           ${tokenLine(info)}
  Social logins    ${info.identityProviders?.url}   (GitHub, Discord, X, Facebook fixture; PUT /identity/<provider> sets who signs in)
                   ${info.identityProviders?.issuer}   (OpenID provider for Google and Apple)
  Farcaster        ${info.farcaster?.relayUrl}   (auth relay; its sign-in link opens a page that signs in as @${info.farcaster?.demo.username}, fid ${info.farcaster?.demo.fid})
  SMTP sink        ${info.mail.smtpUrl}
  Mails            ${info.mail.apiUrl}/mails   (JSON; codes are also printed below)
  Database         ${fresh ? 'a throw-away PGlite folder' : 'PGlite in secure-site/.data'}
${moved.length > 0 ? `\n  On other ports because the usual ones are busy: ${moved.join(', ')}\n` : ''}
Open the dapp, press "Connect Wallet" and sign in with any email address or a social
account (the local providers above sign you in as their current test identity), or with
Farcaster (open its link or QR code on this machine and press "Sign in as @alice"), or
pick a browser wallet: any EIP-6963 extension on a local chain, or the page's own Airlock
Solana and Bitcoin test wallets (funded with 10 SOL on each cluster and 1 BTC; each request
asks you to confirm).
Press Ctrl-C to stop everything.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping the demo…')
    wallet
      .stop()
      .then(() => stack.stop())
      .then(
        () => {
          console.log('Stopped.')
          process.exit(0)
        },
        (error) => {
          console.error(`Stopping failed: ${error instanceof Error ? error.message : error}`)
          process.exit(1)
        },
      )
  })
}
