/**
 * `pnpm --filter @airlock/secure-site dev`: the frame bundle in esbuild's watch mode and
 * `next dev` beside it, on $PORT (default 3001). Ctrl-C and SIGTERM reach next dev; when
 * it exits, the watcher stops and this process exits with its status.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { packageRoot } from '../src/server/config/packageRoot'
import { watchFrame } from './buildFrame'

const require = createRequire(import.meta.url)
const port = process.env.PORT?.trim() || '3001'

const watcher = await watchFrame()
const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '-p', port], {
  cwd: packageRoot(),
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (next.exitCode === null) next.kill(signal)
  })
}
next.once('exit', (code, signal) => {
  void watcher.dispose().finally(() => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)))
})
