import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | undefined
  /** Shows a spinner and blocks clicks; the label stays for screen readers. */
  loading?: boolean | undefined
  icon?: ReactNode
}

export function Button({
  variant = 'primary',
  loading = false,
  icon,
  children,
  disabled,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['al-button', `al-button-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} /> : icon}
      <span>{children}</span>
    </button>
  )
}
