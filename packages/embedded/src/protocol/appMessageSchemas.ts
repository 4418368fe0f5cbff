import { z } from 'zod/mini'
import { MAX_FIELD_CHARS, MAX_SYNCED_NETWORKS } from './protocolLimits.js'

const field = z.string().check(z.maxLength(MAX_FIELD_CHARS))
const chainId = z
  .string()
  .check(z.regex(/^(eip155|solana):[-\w]{1,64}$/, 'a CAIP-2 network id of eip155 or solana'))
const rpcUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(MAX_FIELD_CHARS))
const otp = z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits'))
const email = z.pipe(z.string().check(z.maxLength(254)), z.email({ message: 'Invalid e-mail' }))
const accountType = z.enum(['eoa', 'smartAccount'])
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** JSON values only (no functions, no prototypes), as structured clone delivers them. */
const json: z.ZodMiniType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)
const none = z.undefined()
/** A kept grant's id: keccak256 of its permissions context. */
const grantId = z.string().check(z.regex(/^0x[0-9a-f]{64}$/, 'a grant id (32 bytes, hex)'))
/** The widget's locales (core's SUPPORTED_LOCALES, written out so the frame's bundle does not take core's catalogues). */
const locale = z.enum(['en', 'de', 'es', 'fr', 'ja', 'zh-CN', 'pt-BR', 'ar'])

/**
 * One network SYNC_DAPP_DATA names: its CAIP-2 id and native currency (the frame shows amounts in its symbol and
 * decimals). The widget checks each before sending, so one odd network does not spoil the message.
 */
export const syncedNetworkSchema = z.strictObject({
  chainId,
  nativeCurrency: z.strictObject({
    name: z.string().check(z.maxLength(128)),
    symbol: z.string().check(z.minLength(1), z.maxLength(32)),
    decimals: z.int().check(z.minimum(0), z.maximum(36)),
  }),
})

/**
 * The payload of every widget → frame message of docs/behaviour.md#calls, by type. `undefined` means the message carries none.
 * Strict objects: an unknown key is refused like a wrong type.
 */
export const appMessagePayloads = {
  SWITCH_NETWORK: z.strictObject({ chainId, rpcUrl: z.optional(rpcUrl) }),
  CONNECT_EMAIL: z.strictObject({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.strictObject({ otp }),
  CONNECT_SOCIAL: z.strictObject({
    uri: z.url().check(z.maxLength(MAX_FIELD_CHARS)),
    preferredAccountType: z.optional(accountType),
    chainId: z.optional(chainId),
    siwxMessage: z.optional(field),
    rpcUrl: z.optional(rpcUrl),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.optional(
    z.strictObject({
      chainId: z.optional(chainId),
      preferredAccountType: z.optional(accountType),
      rpcUrl: z.optional(rpcUrl),
    }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: socialProvider }),
  /**
   * Portico's own (not in docs/behaviour.md#calls): the social login's result when the pop-up could not post it (a
   * Cross-Origin-Opener-Policy severed its opener);
   * the frame collects what the secure site's callback page left in the cloud for its latest login.
   */
  GET_SOCIAL_RESULT: none,
  SIGN_OUT: none,
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType }),
  RPC_REQUEST: z.strictObject({
    method: z.string().check(z.regex(/^\w{1,64}$/, 'an RPC method name')),
    /** JSON-RPC params: by position or by name, never a bare value. */
    params: z.optional(z.union([z.array(json).check(z.maxLength(64)), z.record(z.string(), json)])),
    chainId,
    chainNamespace: z.enum(['eip155', 'solana']),
    rpcUrl: z.optional(rpcUrl),
  }),
  UPDATE_EMAIL: z.strictObject({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp }),
  SYNC_THEME: z.strictObject({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(
      z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(256)), z.number()])),
    ),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    projectId: z.string().check(z.regex(/^[\w-]{1,128}$/)),
    sdkVersion: z.optional(field),
    sdkType: z.optional(field),
    metadata: z.optional(
      z.strictObject({
        name: field,
        description: field,
        url: field,
        icons: z.array(field).check(z.maxLength(8)),
      }),
    ),
    /** Portico's own (additive): the app's eip155 and solana networks with their native currencies. */
    /** Portico's own (additive): the widget's locale, in which the frame shows its screens. */
    locale: z.optional(locale),
    networks: z.optional(z.array(syncedNetworkSchema).check(z.maxLength(MAX_SYNCED_NETWORKS))),
  }),
  RELOAD: none,
  RPC_ABORT: none,
  /** Portico's own: show the recovery share in the frame's screen for the visitor to write down (not in docs/behaviour.md#calls). */
  EXPORT_RECOVERY_SHARE: none,
  /**
   * Portico's own: on a device that holds no share of the wallet (CONNECT_OTP answered `recovery_required`), ask
   * for the recovery share in the frame's screen and restore the wallet with it (not in docs/behaviour.md#calls).
   */
  RESTORE_WALLET: none,
  /**
   * Portico's own: a page of the frame's log (query `enableLogger`) after line number `after`, for a support report
   * (not in docs/behaviour.md#calls).
   */
  GET_LOG: z.optional(z.strictObject({ after: z.optional(z.int().check(z.minimum(0))) })),
  /**
   * Portico's own: the ERC-7715 grants the wallet signed for the project's apps, for the Permissions view (not in
   * docs/behaviour.md#calls); only with smart sessions.
   */
  GET_GRANTS: none,
  /**
   * Portico's own: the visitor revokes one of them (named by GET_GRANTS' `id`) with the same review and transaction
   * as `wallet_revokePermissions` (not in docs/behaviour.md#calls).
   */
  REVOKE_GRANT: z.strictObject({ id: grantId, rpcUrl: z.optional(rpcUrl) }),
} as const

/** A widget → frame message type (docs/behaviour.md#calls). */
export type AppMessageType = keyof typeof appMessagePayloads

/** The payload a message type carries. */
export type AppMessagePayload<Type extends AppMessageType> = z.output<(typeof appMessagePayloads)[Type]>
