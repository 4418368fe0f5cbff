import { z } from 'zod'
import { MAX_FIELD_CHARS } from './protocolLimits.js'

const field = z.string().max(MAX_FIELD_CHARS)
const chainId = z.string().regex(/^(eip155|solana):[-\w]{1,64}$/, 'a CAIP-2 network id of eip155 or solana')
const rpcUrl = z.url({ protocol: /^https?$/ }).max(MAX_FIELD_CHARS)
const otp = z.string().regex(/^\d{6}$/, 'The code is 6 digits')
const email = z
  .string()
  .max(254)
  .pipe(z.email({ message: 'Invalid e-mail' }))
const accountType = z.enum(['eoa', 'smartAccount'])
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** JSON values only (no functions, no prototypes), as structured clone delivers them. */
const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)
const none = z.undefined()

/**
 * The payload of every widget → frame message of spec §7, by type. `undefined` means the message carries none.
 * Strict objects: an unknown key is refused like a wrong type.
 */
export const appMessagePayloads = {
  SWITCH_NETWORK: z.strictObject({ chainId, rpcUrl: rpcUrl.optional() }),
  CONNECT_EMAIL: z.strictObject({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.strictObject({ otp }),
  CONNECT_SOCIAL: z.strictObject({
    uri: z.url().max(MAX_FIELD_CHARS),
    preferredAccountType: accountType.optional(),
    chainId: chainId.optional(),
    siwxMessage: field.optional(),
    rpcUrl: rpcUrl.optional(),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z
    .strictObject({
      chainId: chainId.optional(),
      preferredAccountType: accountType.optional(),
      rpcUrl: rpcUrl.optional(),
    })
    .optional(),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: socialProvider }),
  SIGN_OUT: none,
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType }),
  RPC_REQUEST: z.strictObject({
    method: z.string().regex(/^\w{1,64}$/, 'an RPC method name'),
    /** JSON-RPC params: by position or by name, never a bare value. */
    params: z.union([z.array(json).max(64), z.record(z.string(), json)]).optional(),
    chainId,
    chainNamespace: z.enum(['eip155', 'solana']),
    rpcUrl: rpcUrl.optional(),
  }),
  UPDATE_EMAIL: z.strictObject({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp }),
  SYNC_THEME: z.strictObject({
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string().max(64), z.union([z.string().max(256), z.number()])).optional(),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    projectId: z.string().regex(/^[\w-]{1,128}$/),
    sdkVersion: field.optional(),
    sdkType: field.optional(),
    metadata: z
      .strictObject({
        name: field,
        description: field,
        url: field,
        icons: z.array(field).max(8),
      })
      .optional(),
  }),
  RELOAD: none,
  RPC_ABORT: none,
} as const

/** A widget → frame message type (spec §7). */
export type AppMessageType = keyof typeof appMessagePayloads

/** The payload a message type carries. */
export type AppMessagePayload<Type extends AppMessageType> = z.output<(typeof appMessagePayloads)[Type]>
