import type { Portico } from '@portico/core'
import { createLoadOnce, type LoadOnce } from '../prefetch/createLoadOnce.js'
import { modalCode } from './modalCode.js'
import type { modalModule } from './modalModule.js'

const loads = new WeakMap<Portico, LoadOnce<typeof modalModule>>()

/**
 * The modal's code for one instance: the code every instance shares (modalCode) and the instance's texts (core's
 * English and its feature packages' own, `portico.loadTexts()`), so the modal never shows a feature's key.
 */
export function instanceModalCode(portico: Portico): LoadOnce<typeof modalModule> {
  let code = loads.get(portico)
  if (!code) {
    code = createLoadOnce(() =>
      Promise.all([modalCode.load(), portico.loadTexts()]).then(([module]) => module),
    )
    loads.set(portico, code)
  }
  return code
}
