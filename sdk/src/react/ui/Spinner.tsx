export interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string | undefined
  size?: number | undefined
}

export function Spinner({ label, size = 18 }: SpinnerProps) {
  const style = { width: size, height: size }
  if (!label) return <span className="al-spinner" style={style} aria-hidden="true" />
  return (
    <span role="status" className="al-spinner" style={style}>
      <span className="al-visually-hidden">{label}</span>
    </span>
  )
}
