import { isPromptShown } from './isPromptShown.js'
import type { SiwxContext } from './SiwxContext.js'
import { takeNextInLine } from './takeNextInLine.js'

/** The prompt is over: the view closes if it shows, and the next namespace in line takes its turn. */
export function endPrompt(context: Pick<SiwxContext, 'feature' | 'siwx' | 'waiting' | 'recheck'>): void {
  const { siwx } = context
  siwx.account = undefined
  siwx.status = 'idle'
  siwx.error = undefined
  if (isPromptShown(context)) context.feature.portico.close()
  takeNextInLine(context)
}
