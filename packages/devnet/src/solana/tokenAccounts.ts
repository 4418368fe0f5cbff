import type { Address, EncodedAccount } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const tokenPrograms: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM]

const tokenDecoder = getTokenDecoder()
const mintDecoder = getMintDecoder()

export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : `${whole}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** Decodes an SPL token account (165 bytes) owned by a token program, else undefined. */
export function decodeTokenAccount(account: Pick<EncodedAccount, 'programAddress' | 'data'>) {
  if (!tokenPrograms.includes(account.programAddress) || account.data.length < 165) return undefined
  return tokenDecoder.decode(account.data.slice(0, 165))
}

/** Decodes an SPL mint (82 bytes) owned by a token program, else undefined. */
export function decodeMint(account: Pick<EncodedAccount, 'programAddress' | 'data'>) {
  if (!tokenPrograms.includes(account.programAddress) || account.data.length !== 82) return undefined
  return mintDecoder.decode(account.data)
}

export type MintLookup = (mint: Address) => number | undefined
