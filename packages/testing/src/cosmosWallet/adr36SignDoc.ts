/**
 * The ADR-36 sign document of arbitrary data (Keplr's `signArbitrary`): one `sign/MsgSignData`
 * with the signer and the base64 data, empty chain id, account number and sequence 0, no fee.
 */
export function adr36SignDoc(signer: string, data: string | Uint8Array) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] as { denom: string; amount: string }[] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: btoa(String.fromCharCode(...bytes)) } }],
    memo: '',
  }
}
