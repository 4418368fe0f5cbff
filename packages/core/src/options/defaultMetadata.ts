import type { Metadata } from '../types/options.js'

/** Metadata from the page (its title and origin) in a browser; undefined on the server. */
export function defaultMetadata(): Metadata | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined
  return { name: document.title, description: '', url: window.location.origin, icons: [] }
}
