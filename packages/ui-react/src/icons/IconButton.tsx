import { Icon, type IconName } from './Icon.js'

/** A button that shows only an icon; `label` is its accessible name. */
export function IconButton({
  icon,
  label,
  testId,
  size,
  disabled,
  onClick,
}: {
  icon: IconName
  label: string
  testId: string
  size?: number
  disabled?: boolean
  onClick(): void
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={size} />
    </button>
  )
}
