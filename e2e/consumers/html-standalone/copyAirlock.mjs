// No build: what sdk/README.md tells a person to do by hand ("a file beside the page"), the
// page (the README's html-standalone block, verbatim) and the package's dist/standalone/
// copied as they are into dist/, which the check serves.
import { cpSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const sdk = dirname(createRequire(import.meta.url).resolve('@airlock/sdk/package.json'))
mkdirSync('dist', { recursive: true })
cpSync('index.html', 'dist/index.html')
cpSync(join(sdk, 'dist/standalone'), 'dist/airlock', { recursive: true })
