import { customType } from 'drizzle-orm/pg-core'

/**
 * bytea as a plain Uint8Array: pg reads it as a Buffer and PGlite as a Uint8Array, and
 * callers should not care which driver ran. Writes go out as a Buffer, which both take.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
})
