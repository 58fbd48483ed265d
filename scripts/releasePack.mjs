#!/usr/bin/env node
// `pnpm release:pack [folder]`: the published packages as tarballs, for dapps to install
// before (or instead of) a registry publish. Builds what is stale, packs @airlock/protocol and
// @airlock/sdk into `release/` (or `folder`), removing the tarballs an earlier run left there,
// and prints the one `npm install` that installs them. The consumer check (e2e/consumers)
// runs this same command and installs what it prints, as sdk/README.md says.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { packTarballs, REPO_ROOT } from './packages/packTarballs.mjs'

const destination = resolve(process.argv[2] ?? join(REPO_ROOT, 'release'))
mkdirSync(destination, { recursive: true })
// An older version's tarball beside the new one would be installed by a glob or picked by
// mistake: the folder holds one release.
for (const file of readdirSync(destination)) {
  if (file.endsWith('.tgz')) rmSync(join(destination, file))
}
const tarballs = await packTarballs(destination)
const shown = (file) =>
  relative(REPO_ROOT, file).startsWith('..') ? file : relative(REPO_ROOT, file)
for (const { name, version, file } of tarballs) console.log(`${name}@${version}: ${shown(file)}`)
// One command: the SDK depends on @airlock/protocol by version, and npm takes that from the
// tarball only when both are installed together (alone, it asks the registry: 404).
console.log(
  `\nIn your app:\n  npm install ${tarballs.map(({ file }) => file).join(' ')} react react-dom`,
)
