import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { CosmosAccount } from './CosmosAccount.js'
import type { CosmosAccounts } from './CosmosAccounts.js'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import { checkFee } from './checkFee.js'
import { cosmosAddress } from './cosmosAddress.js'
import type { DecodedTx } from './DecodedTx.js'
import { decodePublicKey } from './decodePublicKey.js'
import { signBytes } from './signBytes.js'

/**
 * CheckTx as the SDK ante handler does it: messages and signatures present, one signer per message
 * sender, the minimum fee, then each signer's account, public key, sequence and signature (in
 * SIGN_MODE_DIRECT or LEGACY_AMINO_JSON). Returns the signers' accounts, fee payer first.
 */
export function checkTx(
  { raw, body, authInfo, messages }: DecodedTx,
  accounts: CosmosAccounts,
  chainId: string,
): CosmosAccount[] {
  if (messages.length === 0)
    throw new CosmosTxError(
      sdkErrorCodes.invalidRequest,
      'must contain at least one message: invalid request',
    )
  if (raw.signatures.length === 0) throw new CosmosTxError(15, 'no signatures supplied')
  if (raw.signatures.length !== authInfo.signerInfos.length) {
    throw new CosmosTxError(
      sdkErrorCodes.unauthorized,
      `wrong number of signers; expected ${authInfo.signerInfos.length}, got ${raw.signatures.length}: unauthorized`,
    )
  }
  const expectedSigners = [...new Set(messages.map((message) => message.fromAddress))]
  if (expectedSigners.length !== authInfo.signerInfos.length) {
    throw new CosmosTxError(
      sdkErrorCodes.unauthorized,
      `invalid number of signer; expected: ${expectedSigners.length}, got ${authInfo.signerInfos.length}: unauthorized`,
    )
  }
  checkFee(authInfo)
  return authInfo.signerInfos.map((signerInfo, index) => {
    const address = expectedSigners[index] as string
    const account = accounts.get(address)
    if (!account) {
      throw new CosmosTxError(9, `account ${address} not found: unknown address`)
    }
    const publicKey = signerInfo.publicKey
      ? decodePublicKey(signerInfo.publicKey.typeUrl, signerInfo.publicKey.value)
      : account.publicKey
    if (!publicKey)
      throw new CosmosTxError(sdkErrorCodes.invalidPubKey, `pubkey on account is not set: invalid pubkey`)
    if (cosmosAddress(publicKey) !== address) {
      throw new CosmosTxError(
        sdkErrorCodes.invalidPubKey,
        `pubKey does not match signer address ${address} with signer index: ${index}: invalid pubkey`,
      )
    }
    if (signerInfo.sequence !== account.sequence) {
      throw new CosmosTxError(
        sdkErrorCodes.wrongSequence,
        `account sequence mismatch, expected ${account.sequence}, got ${signerInfo.sequence}: incorrect account sequence`,
      )
    }
    const mode = signerInfo.modeInfo?.single?.mode
    if (mode === undefined)
      throw new CosmosTxError(
        sdkErrorCodes.unauthorized,
        'only single signatures are supported: unauthorized',
      )
    const bytes = signBytes({
      mode,
      body,
      bodyBytes: raw.bodyBytes,
      authInfo,
      authInfoBytes: raw.authInfoBytes,
      chainId,
      accountNumber: account.accountNumber,
      sequence: account.sequence,
    })
    const signature = raw.signatures[index] as Uint8Array
    const valid =
      signature.length === 64 &&
      secp256k1.verify(signature, sha256(bytes), publicKey, { prehash: false, lowS: true })
    if (!valid) {
      throw new CosmosTxError(
        sdkErrorCodes.unauthorized,
        `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${chainId}): unauthorized`,
      )
    }
    return account
  })
}
