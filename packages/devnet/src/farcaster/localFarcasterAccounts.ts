import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DEVNET_EVM_MNEMONIC } from '../evm/devnetEvmAccounts.js'

/** A test Farcaster account: its fid, its username and the custody address that signs its Sign In With Farcaster messages. */
export type LocalFarcasterAccount = {
  readonly fid: number
  readonly username: string
  readonly displayName: string
  /** The custody address, derived from the devnet mnemonic at index `fid` (no key is written anywhere). */
  readonly custody: `0x${string}`
}

/**
 * The test fids the local stand-in of the Farcaster auth relay (Portico Cloud in development and tests) knows, with
 * their custody addresses: the cloud's registry holds only these addresses, the test client derives their keys.
 */
export const LOCAL_FARCASTER_ACCOUNTS: readonly LocalFarcasterAccount[] = [
  {
    fid: 1001,
    username: 'ada',
    displayName: 'Ada Lovelace',
    custody: '0xa1153393636750230f4dB253300E59Ca8bD3a9c0',
  },
  {
    fid: 1002,
    username: 'grace',
    displayName: 'Grace Hopper',
    custody: '0xC223B10ef31d74B74ac4931da23c76dfD154e43F',
  },
  {
    fid: 1003,
    username: 'alan',
    displayName: 'Alan Turing',
    custody: '0x4aF126598417209bFa57bab856963c42C2fee5Db',
  },
  {
    fid: 1004,
    username: 'edsger',
    displayName: 'Edsger Dijkstra',
    custody: '0x037BBe29C2766243A070a4b3cbf3891767097308',
  },
]

/** The custody key of a test fid (derived from the devnet mnemonic at index `fid`), as a viem account that signs. */
export function localFarcasterCustody(fid: number): HDAccount {
  return mnemonicToAccount(DEVNET_EVM_MNEMONIC, { addressIndex: fid })
}
