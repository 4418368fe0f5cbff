import { NAMES_NAMESPACES, type PorticoFeature, type PorticoNames } from '@portico/core'
import { createNames } from './lookups/createNames.js'
import type { en } from './messages/en.js'

// The views of name registration, and its message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { name?: string }
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

const loadRegister = () =>
  import('./RegisterAccountNameView.js').then((m) => ({ default: m.RegisterAccountNameView }))
const loadSuccess = () =>
  import('./RegisterAccountNameSuccessView.js').then((m) => ({ default: m.RegisterAccountNameSuccessView }))

/**
 * Names as a feature package: the instance's name resolver (`portico.names`: lookup, profile, reverse lookup,
 * suggestions, registration over Portico Cloud; without this feature every call fails with its catalogue error), and
 * name registration (docs/behaviour.md#views, docs/behaviour.md#transitions, docs/behaviour.md#validation): pass it to createPortico
 * (`plugins: [names()]`) and the Account view of an EVM account without a name gets a button that
 * opens RegisterAccountName (suggestions while typing, the account-name rule, sign and register
 * through `portico.names.register`), then RegisterAccountNameSuccess. It needs a Portico Cloud
 * (`cloudUrl`); eip155 only (docs/behaviour.md#limits). The views load only when they first show.
 * @example createPortico({ projectId, networks, adapters, cloudUrl, plugins: [names()] })
 */
export function names(): PorticoFeature<PorticoNames> {
  return {
    id: 'names',
    namespaces: NAMES_NAMESPACES,
    messages: () => import('./messages/messages.js'),
    views: { RegisterAccountName: loadRegister, RegisterAccountNameSuccess: loadSuccess },
    titles: { RegisterAccountName: 'names.title', RegisterAccountNameSuccess: 'names.successTitle' },
    accountEntry: {
      order: 'names',
      label: 'names.entry',
      view: 'RegisterAccountName',
      icon: 'name',
      shown: (account) => account?.profileName === undefined,
    },
    create(context) {
      const api = createNames(context)
      return { api, names: api }
    },
  }
}
