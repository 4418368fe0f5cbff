import type { ChainNamespace } from '@portico/core'
import { parseEther } from 'viem'
import type { LabDevnet } from '../devnet/LabDevnet.js'
import { LAB_RECIPIENT } from '../panels/WagmiPanel.js'
import type { LabTransfer } from './LabTransfer.js'

/**
 * The devnet account every non-EVM transfer goes to: the last one, like LAB_RECIPIENT on EVM (the test
 * wallets sign with accounts 1 and 2, one per browser-test worker).
 */
const RECIPIENT_INDEX = 9

/**
 * The send button's transfer per namespace the devnet runs: small amounts in base units, each big
 * enough to show in a balance read to three decimals.
 */
export function labTransfers(devnet: LabDevnet): Partial<Record<ChainNamespace, LabTransfer>> {
  const transfers: Partial<Record<ChainNamespace, LabTransfer>> = {
    eip155: { to: LAB_RECIPIENT, value: parseEther('0.01'), label: '0.01 ETH' },
  }
  const solana = devnet.solana?.accounts[RECIPIENT_INDEX]
  if (solana) transfers.solana = { to: solana.address, value: 10_000_000n, label: '0.01 SOL' }
  const bitcoin = devnet.bip122?.accounts[RECIPIENT_INDEX]
  if (bitcoin) transfers.bip122 = { to: bitcoin.address, value: 1_000_000n, label: '0.01 BTC' }
  const cosmos = devnet.cosmos?.accounts[RECIPIENT_INDEX]
  if (cosmos) transfers.cosmos = { to: cosmos.address, value: 10_000n, label: '0.01 PTC' }
  const polkadot = devnet.polkadot
  // The dev accounts are fewer than ten (Alice to Ferdie): the last one.
  const dot = polkadot?.accounts.at(-1)
  if (polkadot && dot)
    transfers.polkadot = {
      to: dot.address,
      value: 10n ** BigInt(polkadot.tokenDecimals - 2),
      label: `0.01 ${polkadot.tokenSymbol}`,
    }
  return transfers
}
