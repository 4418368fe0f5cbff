import { getCreate2Address, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetEvmDeployer } from '../devnetEvmContracts.js'
import { devnetEvmStartTransactions } from '../market/devnetEvmStartTransactions.js'
import { devnetSmartAccountContracts } from '../smartAccounts/devnetSmartAccountContracts.js'
import { delegationStartTransactions } from './delegationStartTransactions.js'
import { DELEGATION_FIRST_NONCE, devnetDelegationContracts } from './devnetDelegationContracts.js'

describe('devnetDelegationContracts', () => {
  it('are where the npm artifacts land through the deterministic deployer with salt 0', () => {
    const transactions = delegationStartTransactions()
    const { delegationManager, eip7702StatelessDeleGator, enforcers, salt } = devnetDelegationContracts
    expect(transactions.map((each) => each.codeAt)).toEqual([
      delegationManager,
      eip7702StatelessDeleGator,
      ...Object.values(enforcers),
    ])
    for (const { data, codeAt, to } of transactions) {
      expect(to).toBe(devnetSmartAccountContracts.deterministicDeployer)
      expect(data.slice(0, 66)).toBe(salt)
      const bytecodeHash = keccak256(`0x${data.slice(66)}`)
      expect(
        getCreate2Address({ from: devnetSmartAccountContracts.deterministicDeployer, salt, bytecodeHash }),
      ).toBe(codeAt)
    }
  })

  it('follow the Safe start transactions, from their listed nonce', () => {
    const all = devnetEvmStartTransactions({ paymasterSigner: devnetEvmDeployer.address })
    expect(all[DELEGATION_FIRST_NONCE]?.label).toBe('DelegationManager')
    expect(all.length).toBe(DELEGATION_FIRST_NONCE + delegationStartTransactions().length)
  })
})
