import type { UserOperation } from 'viem/account-abstraction'
import type { ApprovalRow } from '../../frame/ApprovalReview.js'
import { formatNativeFee } from '../evm/formatNativeFee.js'
import { maximumOperationFee } from './maximumOperationFee.js'
import type { UnsponsoredReason } from './prepareSmartAccountOperation.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/**
 * The rows under a user operation's calls on the approval screen: the smart account as sender, the most the fee can
 * be (all its gas at the highest fee), who pays it (the app, by the name the cloud gives the project, when its
 * paymaster sponsors the operation; else the account) and, when the paymaster refused, why; then the network.
 */
export function smartAccountFeeRows(
  { t, chainId, nativeCurrency, smartAccount }: SmartAccountRequestContext,
  operation: UserOperation<'0.7'>,
  { sponsor, unsponsored }: { sponsor: string | undefined; unsponsored?: UnsponsoredReason | undefined },
): ApprovalRow[] {
  const fee = formatNativeFee(maximumOperationFee(operation), nativeCurrency)
  return [
    { key: 'from', label: t('frame.row.from'), value: smartAccount.address },
    { key: 'fee', label: t('frame.row.networkFee'), value: t('frame.value.upTo', { amount: fee }) },
    {
      key: 'feePayer',
      label: t('frame.row.feePayer'),
      value: sponsor === undefined ? smartAccount.address : t('frame.value.sponsoredBy', { name: sponsor }),
    },
    ...(unsponsored
      ? [
          {
            key: 'sponsorship',
            label: t('frame.row.sponsorship'),
            value: t(
              unsponsored === 'sponsorship_limit_reached'
                ? 'frame.value.sponsorshipUsedUp'
                : 'frame.value.sponsorshipOff',
            ),
          },
        ]
      : []),
    { key: 'network', label: t('frame.row.network'), value: `eip155:${chainId}` },
  ]
}
