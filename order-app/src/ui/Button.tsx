import type { ButtonHTMLAttributes } from 'react'

import { Loader } from './Loader.tsx'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  loading?: boolean
  variant?: 'primary' | 'secondary' | 'accent'
}

export function Button({
  loading = false,
  variant = 'primary',
  disabled,
  children,
  className,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Loader size="small" label="Sending" />}
      <span>{children}</span>
    </button>
  )
}
