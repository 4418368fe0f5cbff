import {
  appendTransactionMessageInstruction,
  type Blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { parseWireTransaction } from './parseWireTransaction.js'
import { SolanaRpcError } from './solanaRpcError.js'

describe('parseWireTransaction', () => {
  it.each(['legacy', 0] as const)('reads a %s transfer', async (version) => {
    const [payer, recipient] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    const blockhash = '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ' as Blockhash
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version }),
        (draft) => setTransactionMessageFeePayerSigner(payer, draft),
        (draft) =>
          setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 1n }, draft),
        (draft) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1n }),
            draft,
          ),
      ),
    )
    const parsed = parseWireTransaction(Buffer.from(getBase64EncodedWireTransaction(signed), 'base64'))
    expect(parsed.version).toBe(version)
    expect(parsed.recentBlockhash).toBe(blockhash)
    expect(parsed.accountKeys.slice(0, 2)).toEqual([payer.address, recipient.address])
    expect(parsed.header.numRequiredSignatures).toBe(1)
    expect(parsed.instructions).toHaveLength(1)
  })

  it('rejects truncated bytes with an invalid-params error', () => {
    expect(() => parseWireTransaction(new Uint8Array([1, 2, 3]))).toThrow(SolanaRpcError)
  })
})
