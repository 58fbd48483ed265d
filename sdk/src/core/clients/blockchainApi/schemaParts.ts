/**
 * The few zod/mini building blocks the API answers need beyond zod's own:
 * servers send null where a field is absent, numbers as decimal strings, and
 * lists with an item this SDK cannot use (dropped, so it does not hide the rest).
 */
import * as z from 'zod/mini'

/** null and undefined both read as absent: the key is optional, its value undefined. */
export const absent = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.nullable(schema),
      z.transform((value) => value ?? undefined),
    ),
  )

/** null and undefined both read as null. */
export const nullOr = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  )

/** null and undefined both read as `fallback`. */
export const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value): z.output<T> => value ?? fallback),
  )

/** A finite number that some servers send as a decimal string ('12.5'). */
export const numeric = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  ),
  z.number(),
)

export const hex = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value),
  'expected a hex string',
)

/** Every item that passes `item`; one malformed token must not hide the others. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((entry): z.output<T>[] => {
        const checked = z.safeParse(item, entry)
        return checked.success ? [checked.data] : []
      }),
    ),
  )
