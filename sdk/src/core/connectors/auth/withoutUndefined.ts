/**
 * A copy of `value` without its undefined properties: the frame's schemas see
 * exactly the fields that were given, and the wire carries no `key: undefined`.
 */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
