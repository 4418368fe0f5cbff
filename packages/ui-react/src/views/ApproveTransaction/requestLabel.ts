import type { Translate } from '@portico/core'

/** What a pending request asks the visitor to approve, in words (the wallet method when it has none). */
export function requestLabel(method: string, t: Translate): string {
  switch (method) {
    case 'signMessage':
    case 'personal_sign':
      return t('approve.signMessage')
    case 'signTypedData':
    case 'eth_signTypedData_v4':
      return t('approve.signTypedData')
    case 'sendTransaction':
    case 'eth_sendTransaction':
      return t('approve.sendTransaction')
    default:
      return method
  }
}
