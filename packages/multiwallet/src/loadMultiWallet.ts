/** The multi-wallet API's code, loaded on its first call (a separate chunk): the page's first JS holds only the feature's entry. */
export { createMultiWallet } from '@portico/core'
