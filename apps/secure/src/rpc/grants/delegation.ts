import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  parseAbi,
  type TypedDataDefinition,
} from 'viem'

/** One caveat: an enforcer contract and its terms (`args` are the redeemer's, not signed). */
export type Caveat = { enforcer: Address; terms: Hex; args: Hex }

/** An ERC-7710 delegation as the DelegationManager reads it. */
export type Delegation = {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: readonly Caveat[]
  salt: bigint
  signature: Hex
}

/** A delegation the account signs itself (no parent delegation). */
export const ROOT_AUTHORITY: Hex = `0x${'f'.repeat(64)}`

const delegationTuple = {
  type: 'tuple[]',
  components: [
    { name: 'delegate', type: 'address' },
    { name: 'delegator', type: 'address' },
    { name: 'authority', type: 'bytes32' },
    {
      name: 'caveats',
      type: 'tuple[]',
      components: [
        { name: 'enforcer', type: 'address' },
        { name: 'terms', type: 'bytes' },
        { name: 'args', type: 'bytes' },
      ],
    },
    { name: 'salt', type: 'uint256' },
    { name: 'signature', type: 'bytes' },
  ],
} as const

/** The `permissionsContext` of a grant: its delegation chain ABI-encoded, as `redeemDelegations` takes it. */
export function encodeDelegations(delegations: readonly Delegation[]): Hex {
  return encodeAbiParameters([delegationTuple], [delegations])
}

/** A `permissionsContext` back into its delegations; throws on anything else. */
export function decodeDelegations(context: Hex): readonly Delegation[] {
  return decodeAbiParameters([delegationTuple], context)[0]
}

/** What the delegator signs: EIP-712 in the DelegationManager's domain (the caveats' `args` are not part of it). */
export function delegationTypedData(
  unsigned: Omit<Delegation, 'signature'>,
  chainId: number,
  delegationManager: Address,
): TypedDataDefinition {
  return {
    domain: { name: 'DelegationManager', version: '1', chainId, verifyingContract: delegationManager },
    types: {
      Delegation: [
        { name: 'delegate', type: 'address' },
        { name: 'delegator', type: 'address' },
        { name: 'authority', type: 'bytes32' },
        { name: 'caveats', type: 'Caveat[]' },
        { name: 'salt', type: 'uint256' },
      ],
      Caveat: [
        { name: 'enforcer', type: 'address' },
        { name: 'terms', type: 'bytes' },
      ],
    },
    primaryType: 'Delegation',
    message: { ...unsigned, caveats: unsigned.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })) },
  }
}

/** The EIP7702StatelessDeleGator's (and DelegationManager's) `disableDelegation`, the revocation the EOA sends itself. */
export const disableDelegationAbi = parseAbi([
  'struct Caveat { address enforcer; bytes terms; bytes args; }',
  'struct Delegation { address delegate; address delegator; bytes32 authority; Caveat[] caveats; uint256 salt; bytes signature; }',
  'function disableDelegation(Delegation delegation)',
])
