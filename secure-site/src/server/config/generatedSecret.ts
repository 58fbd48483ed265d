import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface GeneratedSecret {
  value: Uint8Array
  file: string
  /** True when this call wrote the file; false when an earlier run (or instance) did. */
  created: boolean
}

/**
 * Reads a 32-byte secret from `<dataDir>/<name>`, creating it first if missing.
 * Development only: production passes the secret in the environment.
 *
 * Two processes may start at once, so the file is written under a temporary name and
 * hard-linked into place: link() fails when the target exists, so exactly one secret
 * wins and nobody ever reads a half-written file.
 */
export function loadOrCreateSecret(dataDir: string, name: string): GeneratedSecret {
  const file = path.join(dataDir, name)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const existing = readSecretFile(file)
  if (existing) return { value: existing, file, created: false }

  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const secret = randomBytes(32)
  writeFileSync(temp, `${secret.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  secret.fill(0)
  let created = true
  try {
    linkSync(temp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    created = false
  } finally {
    unlinkSync(temp)
  }
  // umask may have narrowed the mode further, never widened it; make it exact anyway.
  if (created) chmodSync(file, 0o600)
  const value = readSecretFile(file)
  if (!value) throw new Error(`${file} does not hold base64 of exactly 32 bytes`)
  return { value, file, created }
}

function readSecretFile(file: string): Uint8Array | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const value = decodeBase64Exact(text, 32)
  if (!value) throw new Error(`${file} does not hold base64 of exactly 32 bytes`)
  return value
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Strict base64 (Buffer.from alone accepts garbage); undefined unless it decodes to `length` bytes. */
export function decodeBase64Exact(text: string, length: number): Uint8Array | undefined {
  const bytes = decodeBase64(text)
  return bytes?.length === length ? bytes : undefined
}

export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length === 0 || !BASE64.test(text)) return undefined
  return new Uint8Array(Buffer.from(text, 'base64'))
}
