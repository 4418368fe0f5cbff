import { encodeAbiParameters, encodePacked, type Hex } from 'viem'
import type { DelegationContracts } from './DelegationContracts.js'
import type { Caveat } from './delegation.js'
import type { PermissionRequest } from './readPermissionRequest.js'

const caveat = (enforcer: Caveat['enforcer'], terms: Hex): Caveat => ({ enforcer, terms, args: '0x' })

/**
 * The caveats that bound a grant on chain (docs/devnet.md's mapping, as MetaMask's own permissions use them): the
 * native token per period (NativeTokenPeriodTransferEnforcer) or in total (NativeTokenTransferAmountEnforcer), only
 * as a plain transfer (ExactCalldataEnforcer `0x`); an ERC-20's `transfer` per period (ERC20PeriodTransferEnforcer)
 * or in total (ERC20TransferAmountEnforcer), with no native value (ValueLteEnforcer 0); and the expiry
 * (TimestampEnforcer). `now` (the chain's time) starts a period the app did not date.
 */
export function permissionCaveats(
  { permission, expiry }: Pick<PermissionRequest, 'permission' | 'expiry'>,
  { enforcers }: DelegationContracts,
  now: number,
): Caveat[] {
  const { period } = permission
  const start = BigInt(period?.start ?? now)
  const limit =
    permission.kind === 'native'
      ? period
        ? caveat(
            enforcers.nativeTokenPeriodTransfer,
            encodePacked(
              ['uint256', 'uint256', 'uint256'],
              [permission.amount, BigInt(period.duration), start],
            ),
          )
        : caveat(
            enforcers.nativeTokenTransferAmount,
            encodeAbiParameters([{ type: 'uint256' }], [permission.amount]),
          )
      : period
        ? caveat(
            enforcers.erc20PeriodTransfer,
            encodePacked(
              ['address', 'uint256', 'uint256', 'uint256'],
              [permission.token, permission.amount, BigInt(period.duration), start],
            ),
          )
        : caveat(
            enforcers.erc20TransferAmount,
            encodePacked(['address', 'uint256'], [permission.token, permission.amount]),
          )
  const shape =
    permission.kind === 'native'
      ? caveat(enforcers.exactCalldata, '0x')
      : caveat(enforcers.valueLte, encodeAbiParameters([{ type: 'uint256' }], [0n]))
  return [
    limit,
    shape,
    caveat(enforcers.timestamp, encodePacked(['uint128', 'uint128'], [0n, BigInt(expiry)])),
  ]
}
