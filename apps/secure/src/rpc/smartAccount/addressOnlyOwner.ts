import type { Address, LocalAccount } from 'viem'
import { toAccount } from 'viem/accounts'

/** An owner known by its address only: reads and gas estimates, never a signature (the key stays in the frame's vault). */
export function addressOnlyOwner(address: Address): LocalAccount {
  const refuse = async (): Promise<never> => {
    throw new Error('The smart account’s owner signs only once the visitor approves')
  }
  return toAccount({ address, signMessage: refuse, signTransaction: refuse, signTypedData: refuse })
}
