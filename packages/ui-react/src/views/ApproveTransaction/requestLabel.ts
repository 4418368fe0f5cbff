/** What a pending request asks the visitor to approve, in words (the wallet method when it has none). */
export function requestLabel(method: string): string {
  switch (method) {
    case 'signMessage':
    case 'personal_sign':
      return 'Sign a message'
    case 'signTypedData':
    case 'eth_signTypedData_v4':
      return 'Sign typed data'
    case 'sendTransaction':
    case 'eth_sendTransaction':
      return 'Send a transaction'
    default:
      return method
  }
}
