import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The accessible name, shown only to screen readers (the placeholder shows it to the eye). */
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
  icon?: ReactNode
  /** The input element (a prop of its own: React 18 passes no `ref` to a function component). */
  inputRef?: Ref<HTMLInputElement> | undefined
}

export function Input({ label, error, icon, id, className, inputRef, ...rest }: InputProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div
      className={['al-field', error ? 'al-field-invalid' : '', className].filter(Boolean).join(' ')}
    >
      <label className="al-visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <div className="al-input-wrap">
        {icon && <span className="al-input-icon">{icon}</span>}
        <input
          {...rest}
          ref={inputRef}
          id={inputId}
          className="al-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="al-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
