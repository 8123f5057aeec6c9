export function Loader({
  size = 'medium',
  label = 'Loading',
}: {
  size?: 'small' | 'medium'
  label?: string
}) {
  return (
    <span className={`loader loader--${size}`} role="progressbar" aria-label={label}>
      <span className="loader__ring" aria-hidden="true" />
    </span>
  )
}
