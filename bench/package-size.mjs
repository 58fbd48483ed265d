#!/usr/bin/env node
// Prints what a dapp installs and pays for, from the packed tarballs:
//  - each tarball's bytes, packed and unpacked;
//  - the Vite + React consumer app (e2e/consumers/vite-react: the README's snippet, React
//    included) built from them outside the workspace: its page start (the entry script, the
//    chunks index.html preloads and its stylesheets), minified + gzip -9, and the whole build.
// Numbers only, no asserts. Run alone: `node bench/package-size.mjs`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildConsumerApp, installConsumerApps } from '../scripts/packages/consumerApps.mjs'
import { packTarballs } from '../scripts/packages/packTarballs.mjs'

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length
const APP = 'vite-react'

/** The files index.html makes the browser fetch at start: its module script, preloads, CSS. */
function pageStartFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => /type="module"|rel="modulepreload"|rel="stylesheet"/.test(tag))
    .map(([, ref]) => ref.replace(/^\.?\//, ''))
  return [...new Set(refs)]
}

const root = mkdtempSync(join(tmpdir(), 'airlock-bench-pkg-'))
try {
  const tarballDir = join(root, 'tarballs')
  mkdirSync(tarballDir)
  const tarballs = await packTarballs(tarballDir, { log: () => {} })
  for (const { name, version, packedBytes, unpackedBytes } of tarballs) {
    console.log(
      `${name}@${version} tarball: ${kb(packedBytes)} packed, ${kb(unpackedBytes)} unpacked`,
    )
  }
  const installSeconds = await installConsumerApps(root, [APP], tarballs)
  const buildSeconds = await buildConsumerApp(root, APP)
  const dist = join(root, APP, 'dist')
  const start = pageStartFiles(dist)
  const startBytes = start.reduce((sum, file) => sum + gzip(readFileSync(join(dist, file))), 0)
  const assets = readdirSync(join(dist, 'assets'))
  const allBytes = assets.reduce(
    (sum, file) => sum + gzip(readFileSync(join(dist, 'assets', file))),
    0,
  )
  console.log(
    `Vite + React consumer page start: ${kb(startBytes)} gzip (${start.length} files, React included)`,
  )
  console.log(`Vite + React consumer whole build: ${kb(allBytes)} gzip in ${assets.length} files`)
  console.log(`(npm install ${Math.round(installSeconds)} s, build ${Math.round(buildSeconds)} s)`)
} finally {
  rmSync(root, { recursive: true, force: true })
}
