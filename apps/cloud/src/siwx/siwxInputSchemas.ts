import { z } from 'zod'

const caipNetworkId = z
  .string()
  .regex(/^(eip155|solana|bip122|cosmos|polkadot):[-_a-zA-Z0-9]{1,64}$/, 'a CAIP-2 network id')
const text = (max: number) => z.string().max(max)

/** POST /auth/v1/authenticate: the sign-in message's data, its text and the wallet's signature. */
export const authenticateSchema = z.object({
  data: z.object({
    accountAddress: text(128).min(1),
    chainId: caipNetworkId,
    domain: text(256).min(1),
    uri: text(2048).min(1),
    version: text(8).min(1),
    nonce: text(128).min(8),
    statement: text(2048).optional(),
    resources: z.array(text(2048)).max(32).optional(),
    requestId: text(256).optional(),
    issuedAt: text(64).optional(),
    expirationTime: text(64).optional(),
    notBefore: text(64).optional(),
  }),
  message: text(16_384).min(1),
  signature: text(8_192).min(1),
})
