#!/usr/bin/env node
// Prints what @airlock/sdk costs a page, minified + gzip -9. Built with the example's own
// bundler (Vite 8 / Rolldown, code splitting as a dapp's build does it), in memory:
//  - eager: the entry chunk and every chunk it imports statically (React included);
//  - lazy modal: the chunk holding mountModal.ts and what it imports that the page
//    had not loaded yet: what the first open adds.
// Numbers only, no asserts. Run alone: `node bench/sdk-size.mjs`.
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const sdk = fileURLToPath(new URL('../sdk/', import.meta.url))
// Vite is a devDependency of the sdk package, not of the workspace root.
const { build } = await import(
  pathToFileURL(createRequire(`${sdk}package.json`).resolve('vite')).href
)

const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']
const alias = [
  { find: /^@airlock\/sdk\/react$/, replacement: `${sdk}src/react/index.ts` },
  { find: /^@airlock\/sdk$/, replacement: `${sdk}src/index.ts` },
]
const gzip = (code) => gzipSync(code, { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} kB`

/** Splits a build's chunks into eager, lazy modal and other lazy; returns gzip bytes of each. */
function measure(result) {
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (name, into = new Set()) => {
    const chunk = byName.get(name)
    if (!chunk || into.has(name)) return into
    into.add(name)
    for (const next of chunk.imports) closure(next, into)
    return into
  }
  const entry = chunks.find((chunk) => chunk.isEntry)
  const eager = closure(entry?.fileName ?? '')
  const modalChunk = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => id.endsWith('src/react/mountModal.ts')),
  )
  const modal = [...closure(modalChunk?.fileName ?? '')].filter((name) => !eager.has(name))
  const sum = (names) =>
    names.reduce((total, name) => total + gzip(byName.get(name)?.code ?? ''), 0)
  const other = [...byName.keys()].filter((name) => !eager.has(name) && !modal.includes(name))
  // What a page with bip122 networks adds for its Bitcoin wallets: the chunk of
  // startBitcoinWalletSession.ts and what it imports that the page start has not loaded.
  const bitcoinChunk = chunks.find((chunk) =>
    chunk.moduleIds.some((id) =>
      id.endsWith('standardWallets/bitcoin/startBitcoinWalletSession.ts'),
    ),
  )
  const bitcoin = [...closure(bitcoinChunk?.fileName ?? '')].filter((name) => !eager.has(name))
  return { eager: sum([...eager]), modal: sum(modal), other: sum(other), bitcoin: sum(bitcoin) }
}

/** Builds `code` as a page entry (a virtual module resolved from sdk/). */
function buildSource(name, code, external = []) {
  const id = `${sdk}__size_${name}__.js`
  return build({
    configFile: false,
    root: sdk,
    logLevel: 'silent',
    resolve: { alias },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'size-entry',
        resolveId: (source) => (source === id ? id : null),
        load: (source) => (source === id ? code : null),
      },
    ],
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: { input: id, external, preserveEntrySignatures: 'strict' },
    },
  })
}

const minimalPage = `
  import { createAirlock, localhost } from '@airlock/sdk'
  import { AirlockProvider, useAirlock } from '@airlock/sdk/react'
  import { createElement as h } from 'react'
  import { createRoot } from 'react-dom/client'
  const airlock = createAirlock({ projectId: 'p', networks: [localhost], secureSiteUrl: 'https://w.example',
    metadata: { name: 'd', description: 'd', url: 'https://d.example', icons: [] } })
  function Connect() { const { open } = useAirlock(); return h('button', { onClick: () => open() }, 'Connect') }
  createRoot(document.body).render(h(AirlockProvider, { instance: airlock }, h(Connect)))
`

const row = (label, bytes) =>
  console.log(`  ${label.padEnd(62)} ${kb(bytes).padStart(9)}  (${bytes} B)`)

console.log('@airlock/sdk size (Vite 8 build, minified, gzip -9)')
try {
  const page = measure(await buildSource('page', minimalPage))
  console.log('minimal page: createAirlock + AirlockProvider + a Connect button')
  row('eager: entry + static chunks (React, React DOM, SDK)', page.eager)
  row('lazy: modal chunk(s), what the first open adds', page.modal)
  if (page.other) row('lazy: other chunks (loaded by neither)', page.other)

  const example = measure(
    await build({
      configFile: `${sdk}examples/react/vite.config.ts`,
      logLevel: 'silent',
      build: { write: false, manifest: false },
    }),
  )
  console.log('example dapp (sdk/examples/react, its own Vite config)')
  row('eager: entry + static chunks', example.eager)
  row('lazy: modal chunk(s)', example.modal)
  if (example.other) row('lazy: other chunks (loaded by neither)', example.other)
  if (example.bitcoin)
    row('lazy: Bitcoin wallets (startBitcoinWalletSession chunk + imports)', example.bitcoin)

  console.log('parts of the eager page')
  const part = async (name, code, external) =>
    measure(await buildSource(name, code, external)).eager
  row(
    'react + react-dom/client',
    await part(
      'react',
      `import * as React from 'react'\nimport * as ReactDOM from 'react-dom/client'\nexport { React, ReactDOM }`,
    ),
  )
  row(
    '@airlock/sdk: createAirlock and its core',
    await part('core', `export { createAirlock } from '@airlock/sdk'`),
  )
  row(
    '@airlock/sdk/react: attachModal, provider, hooks (React external)',
    await part('react-entry', `export * from '@airlock/sdk/react'`, REACT),
  )
} catch (error) {
  console.log(`  failed: ${String(error?.message ?? error).split('\n')[0]}`)
}

// The standalone build (sdk/standalone/build.mjs, in memory): what a plain page without a
// bundler loads. Page start: airlock.js and every chunk it imports statically (React DOM,
// viem's parts and the whole public API: nothing is tree-shaken per page).
try {
  const { buildStandalone } = await import('../sdk/standalone/build.mjs')
  const result = await buildStandalone({ write: false })
  const standalone = measure(result)
  const files = (Array.isArray(result) ? result : [result]).flatMap(({ output }) => output).length
  console.log(`standalone build (sdk/dist/standalone, ${files} files, minified, gzip -9)`)
  row('page start: airlock.js + the chunks it imports statically', standalone.eager)
  row('lazy: modal chunk(s), what the first open adds', standalone.modal)
  row('lazy: other chunks (loaded by neither)', standalone.other)
} catch (error) {
  console.log(`  standalone failed: ${String(error?.message ?? error).split('\n')[0]}`)
}
