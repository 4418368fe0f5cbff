/**
 * The frame page's own texts in English: its approval, recovery and refusal screens. Bundled in the page (it is
 * every key's fallback); the other locales are chunks loaded when the widget names them (frameLocales.ts).
 * Placeholders in braces are filled by the translator. `pnpm check:messages` checks that every key is used and
 * that every locale has every key.
 */
export const frameEnglish = {
  'frame.refused.query': 'This frame was opened with an invalid query.',
  'frame.refused.notEmbedded': 'This page works only inside the Portico widget.',
  'frame.refused.noParent': 'parent is not set',
  'frame.refused.origin': '{origin} may not use this wallet.',
  'frame.refused.funds':
    'This account holds {balance}, less than the {amount} to send: add {symbol} to it, then try again',
  'frame.refused.fundsAndFee':
    'This account holds {balance}, less than the {amount} to send plus a network fee of up to {fee}: add {symbol} to it, then try again',
  'frame.refused.fee':
    'This account holds {balance}, less than the network fee of up to {fee}: add {symbol} to it, then try again',
  'frame.account': 'Account {address}',
  'frame.approve': 'Approve',
  'frame.reject': 'Reject',
  'frame.title.signMessage': 'Sign this message?',
  'frame.title.approveMethod': 'Approve {method}?',
  'frame.title.signTypedData': 'Sign this typed data?',
  'frame.title.sendTransaction': 'Send this transaction?',
  'frame.title.signTransaction': 'Sign this transaction?',
  'frame.title.signTransactions': 'Sign {count} transactions?',
  'frame.title.sendCall': 'Send this call?',
  'frame.title.sendCalls': 'Send these {count} calls?',
  'frame.heading.call': 'Call {index}',
  'frame.heading.transactionOf': 'Transaction {index} of {count}',
  'frame.row.to': 'To',
  'frame.row.from': 'From',
  'frame.row.amount': 'Amount',
  'frame.row.networkFee': 'Network fee',
  'frame.row.network': 'Network',
  'frame.row.token': 'Token',
  'frame.row.action': 'Action',
  'frame.row.recipient': 'Recipient',
  'frame.row.tokenAmount': 'Token amount',
  'frame.row.spender': 'Spender',
  'frame.row.allowance': 'Allowance',
  'frame.row.data': 'Data',
  'frame.row.domainField': 'Domain {field}',
  'frame.row.type': 'Type',
  'frame.row.moreFields': 'More fields',
  'frame.row.send': 'Send',
  'frame.row.sendToken': 'Send token',
  'frame.row.sendTokenFrom': 'Send token from',
  'frame.row.feePayer': 'Fee payer',
  'frame.row.programs': 'Programs',
  'frame.row.instructions': 'Instructions',
  'frame.value.newContract': 'A new contract',
  'frame.value.transfer': 'Transfer',
  'frame.value.approveSpending': 'Approve spending',
  'frame.row.route': 'Route',
  'frame.value.swap': 'Swap {amountIn} for at least {minimumOut}',
  'frame.value.notThisAccount': '{address} (not this account)',
  'frame.value.unknownCall': 'Unknown call: the wallet cannot read what it does',
  'frame.value.namedContract': '{name} ({address})',
  'frame.value.unlimited': 'Unlimited',
  'frame.value.upTo': 'up to {amount}',
  'frame.value.upToMore': 'up to {amount}, more for the calls estimated when sent',
  'frame.value.unitsOf': '{units} units of {token}',
  'frame.value.dataSize': '{selector} ({bytes} bytes)',
  'frame.value.tokenAccount': 'token account {address}',
  'frame.value.baseUnits': '{amount} base units',
  'frame.value.lookedUpAccount': 'looked-up account #{index}',
  'frame.value.none': 'none',
  'frame.value.sponsoredBy': 'The app pays the gas ({name})',
  'frame.row.sponsorship': 'Sponsorship',
  'frame.value.sponsorshipUsedUp':
    "The app's gas sponsorship for today is used up: this account pays the fee",
  'frame.value.sponsorshipOff': 'The app does not sponsor the fee here now: this account pays it',
  'frame.recovery.title': 'Your recovery share',
  'frame.recovery.notice':
    'Write it down and keep it offline. With it and your login you can restore this wallet; anyone with both can take it. Once you confirm, this device forgets it.',
  'frame.recovery.notNow': 'Not now',
  'frame.recovery.saved': 'I saved it',
  'frame.restore.title': 'Restore your wallet',
  'frame.restore.notice':
    'This device holds no share of your wallet. Enter the recovery share you saved: with your login it restores the wallet on this device.',
  'frame.restore.field': 'Recovery share',
  'frame.restore.empty': 'Enter your recovery share',
  'frame.restore.mismatch': 'This recovery share does not belong to this wallet',
  'frame.restore.restore': 'Restore',
  'frame.restore.cancel': 'Cancel',
  'frame.title.grantPermission': 'Grant this permission?',
  'frame.title.revokePermission': 'Revoke this permission?',
  'frame.row.app': 'App',
  'frame.row.grantee': 'Who gets it',
  'frame.row.expiry': 'Expires',
  'frame.row.upgrade': 'Account upgrade',
  'frame.row.revocation': 'Revocation',
  'frame.value.perPeriod': '{amount}, {period}',
  'frame.value.inTotal': '{amount} in total',
  'frame.value.everyDay': 'every day',
  'frame.value.everyDays': 'every {count} days',
  'frame.value.everyHours': 'every {count} hours',
  'frame.value.everySeconds': 'every {count} seconds',
  'frame.value.upgrade':
    'First this account points its code at the delegation contract {address} (EIP-7702), in a transaction this account pays: up to {fee}',
  'frame.value.revocation':
    'A transaction from this account disables the permission on chain; this account pays its fee: up to {fee}',
} as const

/** A key of the frame's catalogue. */
export type FrameMessageKey = keyof typeof frameEnglish

/** One locale's texts of the frame: every key (check:messages fails on a missing one). */
export type FrameCatalogue = Record<FrameMessageKey, string>
