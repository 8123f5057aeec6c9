import type { ReactNode } from 'react'

export type AlertType = 'info' | 'success' | 'warning' | 'error'

const icons: Record<AlertType, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✕' }

export function Alert({
  type = 'info',
  icon = true,
  children,
  onDismiss,
}: {
  type?: AlertType
  icon?: boolean
  children: ReactNode
  onDismiss?: () => void
}) {
  return (
    <div className={`alert alert--${type}`} role={type === 'error' ? 'alert' : undefined}>
      {icon && (
        <span className="alert__icon" aria-hidden="true">
          {icons[type]}
        </span>
      )}
      <div className="alert__body">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  )
}
