/**
 * Whether a `message` event comes from the one window and the one origin a side talks to: the widget pins the
 * frame's window and the secure site's exact origin; the frame pins its parent window and checks the parent's
 * origin against the project's allowed origins (`isAllowedOrigin`). Nothing else is even parsed.
 */
export function acceptMessageEvent(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  expected: { source: unknown; isAllowedOrigin: (origin: string) => boolean },
): boolean {
  return event.source !== null && event.source === expected.source && expected.isAllowedOrigin(event.origin)
}
