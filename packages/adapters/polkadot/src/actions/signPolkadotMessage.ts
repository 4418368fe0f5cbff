import { stringToHex } from '@polkadot/util'
import type { InjectedSigner } from '../connectors/InjectedWeb3.js'
import { SignerMissingError } from '../errors/SignerMissingError.js'

/**
 * Signs `message` with the extension's `signRaw` (type 'bytes': the extension signs
 * `<Bytes>message</Bytes>`, as polkadot-js does, so a signature can never be a transaction's);
 * resolves with the hex signature, which util-crypto's `signatureVerify(message, …)` accepts.
 */
export async function signPolkadotMessage(
  signer: InjectedSigner,
  address: string,
  message: string,
): Promise<string> {
  if (!signer.signRaw) throw new SignerMissingError({ method: 'signRaw' })
  const { signature } = await signer.signRaw({ address, data: stringToHex(message), type: 'bytes' })
  return signature
}
