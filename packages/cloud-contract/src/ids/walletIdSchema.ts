import { z } from 'zod'

const WALLET_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** Whether a text can be a wallet id or image id (letters, digits, `.`, `_`, `-`; safe in a URL path). */
export const isWalletId = (value: string): boolean => WALLET_ID.test(value)

/** A wallet id or image id. */
export const walletIdSchema = z.string().regex(WALLET_ID, 'invalid wallet or image id')
