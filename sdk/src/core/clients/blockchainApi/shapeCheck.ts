/**
 * Tiny runtime checks for what a third-party API (or local storage) hands back.
 * zod is not a dependency of the sdk and these answers need only a handful of
 * primitives; each check returns the value typed, or throws a ShapeError naming
 * the path, so a bad answer fails where it enters instead of deep in a view.
 */

export type Check<T> = (value: unknown, path?: string) => T

export class ShapeError extends Error {
  override readonly name = 'ShapeError'
}

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

function fail(path: string, expected: string, value: unknown): never {
  throw new ShapeError(`${path}: expected ${expected}, received ${kind(value)}`)
}

export const string: Check<string> = (value, path = '$') =>
  typeof value === 'string' ? value : fail(path, 'string', value)

export const number: Check<number> = (value, path = '$') =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'number', value)

/** A number that some servers send as a decimal string ('12.5'). */
export const numeric: Check<number> = (value, path = '$') => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return number(parsed, path)
}

export const boolean: Check<boolean> = (value, path = '$') =>
  typeof value === 'boolean' ? value : fail(path, 'boolean', value)

export const unknown: Check<unknown> = (value) => value

export const hex: Check<`0x${string}`> = (value, path = '$') =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
    ? (value as `0x${string}`)
    : fail(path, 'hex string', value)

export function literal<const T extends string>(...values: T[]): Check<T> {
  return (value, path = '$') =>
    values.includes(value as T) ? (value as T) : fail(path, values.join(' | '), value)
}

/** null and undefined both read as absent (undefined). */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : check(value, path))
}

/** null and undefined both read as null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === undefined || value === null ? null : check(value, path))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every item must pass. */
export function array<T>(item: Check<T>): Check<T[]> {
  return (value, path = '$') =>
    Array.isArray(value)
      ? value.map((entry, index) => item(entry, `${path}[${index}]`))
      : fail(path, 'array', value)
}

/** Items that fail are dropped: one malformed token must not hide the others. */
export function listOf<T>(item: Check<T>): Check<T[]> {
  return (value, path = '$') => {
    if (!Array.isArray(value)) return fail(path, 'array', value)
    return value.flatMap((entry, index) => {
      try {
        return [item(entry, `${path}[${index}]`)]
      } catch (error) {
        if (error instanceof ShapeError) return []
        throw error
      }
    })
  }
}

export function record<T>(item: Check<T>): Check<Record<string, T>> {
  return (value, path = '$') => {
    if (!isRecord(value)) return fail(path, 'object', value)
    const out: Record<string, T> = {}
    for (const [key, entry] of Object.entries(value)) out[key] = item(entry, `${path}.${key}`)
    return out
  }
}

type Shape = Record<string, Check<unknown>>
type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** Keeps only the keys of `shape`; keys whose value is absent are left out. */
export function object<S extends Shape>(shape: S): Check<Checked<S>> {
  return (value, path = '$') => {
    if (!isRecord(value)) return fail(path, 'object', value)
    const out: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], `${path}.${key}`)
      if (checked !== undefined) out[key] = checked
    }
    return out as Checked<S>
  }
}
