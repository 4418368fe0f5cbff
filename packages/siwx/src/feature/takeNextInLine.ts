import type { SiwxContext } from './SiwxContext.js'

/** The first namespace waiting for its turn is checked now (as at start-up: 'restore'). */
export function takeNextInLine(context: Pick<SiwxContext, 'waiting' | 'recheck'>): void {
  const [next] = context.waiting
  if (next === undefined) return
  context.waiting.delete(next)
  context.recheck(next, 'restore')
}
