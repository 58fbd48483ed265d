/** The q-quantile (0…1) of `values` by nearest rank; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank]
}

export const median = (values) => quantile(values, 0.5)

/** "median 123 ms (min 100, max 150, n 10)". */
export function summary(values, unit = 'ms') {
  const round = (value) => Math.round(value)
  return `median ${round(median(values))} ${unit} (min ${round(Math.min(...values))}, max ${round(
    Math.max(...values),
  )}, n ${values.length})`
}
