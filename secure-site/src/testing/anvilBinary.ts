/**
 * The anvil binary of the secure site's own `@foundry-rs/anvil` dev dependency, on
 * every platform that package supports, for tests that need a real chain. It throws,
 * naming the platform, where there is none: a real-chain suite fails loudly rather
 * than skipping. The same small lookup lives in e2e/stack/anvil.ts (nothing imports
 * e2e/, and e2e/ imports no secure-site test code); change both together. Test-only.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** `${process.platform}-${process.arch}` → the suffix of the package that ships the binary. */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

export function anvilBinary(): string {
  const platform = `${process.platform}-${process.arch}`
  const suffix = PLATFORM_PACKAGES[platform]
  if (!suffix) throw new Error(`anvil: @foundry-rs/anvil ships no binary for ${platform}`)
  // The binary sits in a per-platform optional dependency of the wrapper, which pnpm
  // does not hoist: resolve it from the wrapper's own location.
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  let packageJson: string
  try {
    packageJson = createRequire(wrapper).resolve(`@foundry-rs/anvil-${suffix}/package.json`)
  } catch {
    throw new Error(
      `anvil: @foundry-rs/anvil-${suffix} is not installed for ${platform} (run pnpm install)`,
    )
  }
  const binary = path.join(
    path.dirname(packageJson),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
  if (!existsSync(binary)) throw new Error(`anvil: no binary at ${binary}`)
  return binary
}
