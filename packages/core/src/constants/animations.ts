/** Modal animation durations of docs/behaviour.md#views, in milliseconds. */

export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
