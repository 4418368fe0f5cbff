import type { InstallTestWalletsEnvironment } from './installTestWalletsWith.js'

type Memory = InstallTestWalletsEnvironment['memory']

/** The page's `window` and its tab's memory: where injected test wallets live in a browser. */
export function browserEnvironment(): InstallTestWalletsEnvironment {
  return { target: window, memory: tabMemory() }
}

/**
 * The tab's sessionStorage, or none in a document that may not have one: an init script runs in every document,
 * the first `about:blank` of a page too, where reading `sessionStorage` throws a SecurityError, an uncaught
 * exception of the page that fails the test.
 */
function tabMemory(): Memory {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}
