const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  wallet: 'M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H4zM4 7l11-3v3M16 13h.01',
  search: 'M11 18a7 7 0 110-14 7 7 0 010 14zM16 16l4 4',
  warning: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  disconnect: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
  chevron: 'M9 5l7 7-7 7',
  receive: 'M12 4v12M6 10l6 6 6-6M5 20h14',
  send: 'M12 20V8M6 14l6-6 6 6M5 4h14',
  name: 'M4 12V4h8l8 8-8 8zM8 8h.01',
  network: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
} as const

export type IconName = keyof typeof paths

/** Whether a name (e.g. a feature package's Account entry icon) is one of the modal's icons. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name)

/** Icons that point along the line (back, forward, out): mirrored right to left. */
const directional: ReadonlySet<IconName> = new Set(['back', 'chevron', 'disconnect'])

/**
 * The few inline icons the modal uses (stroke only, sized by CSS, hidden from assistive tech);
 * directional ones carry `data-mirrored` and turn around in a right-to-left modal.
 */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-mirrored={directional.has(name) || undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
