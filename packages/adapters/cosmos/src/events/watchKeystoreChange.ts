import { KEPLR_KEYSTORE_CHANGE } from './KEPLR_KEYSTORE_CHANGE.js'

/** Calls `onChange` on every `keplr_keystorechange` window event; a no-op on a server. Returns the stop function. */
export function watchKeystoreChange(onChange: () => void): () => void {
  const target = (globalThis as { window?: EventTarget }).window
  if (typeof target?.addEventListener !== 'function') return () => undefined
  const listener = () => onChange()
  target.addEventListener(KEPLR_KEYSTORE_CHANGE, listener)
  return () => target.removeEventListener(KEPLR_KEYSTORE_CHANGE, listener)
}
