import { z } from 'zod/mini'
import { MAX_FIELD_CHARS } from './protocolLimits.js'
import { SMART_ACCOUNT_UNAVAILABLE_REASONS } from './protocolTypes.js'

const field = z.string().check(z.maxLength(MAX_FIELD_CHARS))
const account = z.strictObject({ address: field, type: z.enum(['eoa', 'smartAccount']) })
const json: z.ZodMiniType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)

/** The frame user of docs/behaviour.md#state, as the frame reports it. */
export const frameUserSchema = z.strictObject({
  email: z.optional(field),
  address: field,
  chainId: field,
  accounts: z.optional(z.array(account).check(z.maxLength(8))),
  /** The Solana address of the same wallet (the auth connector serves eip155 and solana, docs/behaviour.md#limits). */
  solanaAddress: z.optional(field),
  /** Whether this device holds the wallet's recovery share, not exported yet (absent from older frames). */
  recoveryShareHeld: z.optional(z.boolean()),
  userName: z.optional(field),
  /** The provider of a social login (docs/behaviour.md#state: stored with the username, cleared on sign-out). */
  socialProvider: z.optional(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
  smartAccountDeployed: z.optional(z.boolean()),
})

/** One kept ERC-7715 grant as GET_GRANTS lists it (the frame's grantSummary). */
export const grantSummarySchema = z.strictObject({
  id: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
  chainId: z.string().check(z.regex(/^eip155:\d{1,20}$/)),
  origin: field,
  delegate: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  amount: z.string().check(z.maxLength(96)),
  symbol: z.string().check(z.maxLength(64)),
  period: z.optional(z.int().check(z.positive())),
  expiry: z.int().check(z.minimum(0)),
  state: z.enum(['active', 'expired', 'revoked']),
})

/** What the frame answers to each message when it succeeds (by request type). */
export const frameSuccessPayloads = {
  SWITCH_NETWORK: z.strictObject({ chainId: field }),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: z.undefined(),
  CONNECT_OTP: z.undefined(),
  CONNECT_SOCIAL: frameUserSchema,
  GET_FARCASTER_URI: z.strictObject({ url: field }),
  CONNECT_FARCASTER: z.strictObject({ userName: field }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: field }),
  /** The callback URL, or null while the pop-up has left none. */
  GET_SOCIAL_RESULT: z.strictObject({ uri: z.nullable(field) }),
  SIGN_OUT: z.undefined(),
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId: field }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({
    smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(256)),
  }),
  INIT_SMART_ACCOUNT: z.strictObject({ address: field, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: z.enum(['eoa', 'smartAccount']), address: field }),
  RPC_REQUEST: json,
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.undefined(),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: field }),
  SYNC_THEME: z.undefined(),
  SYNC_DAPP_DATA: z.undefined(),
  RELOAD: z.undefined(),
  RPC_ABORT: z.undefined(),
  /** Whether the visitor confirmed writing the share down (the frame then deletes its copy). */
  EXPORT_RECOVERY_SHARE: z.strictObject({ exported: z.boolean() }),
  /** Whether the wallet was restored on this device (false: the visitor cancelled, the login is dropped). */
  RESTORE_WALLET: z.strictObject({ restored: z.boolean() }),
  /** A page of the frame's log: its lines, the number to ask after next, and whether more follow. */
  GET_LOG: z.strictObject({
    lines: z.array(z.string().check(z.maxLength(1024))).check(z.maxLength(8192)),
    next: z.int().check(z.minimum(0)),
    more: z.boolean(),
  }),
  /** The wallet's kept grants, newest first (the frame keeps 100 per account). */
  GET_GRANTS: z.strictObject({ grants: z.array(grantSummarySchema).check(z.maxLength(100)) }),
  /** The revocation is mined. */
  REVOKE_GRANT: z.strictObject({ revoked: z.literal(true) }),
} as const

/** An error answer: a message for people and an optional machine code (`email_cooldown`, `invalid_code`, …). */
export const frameErrorPayload = z.strictObject({
  message: field,
  code: z.optional(z.string().check(z.regex(/^\w{1,64}$/))),
  /** For a cooldown: the seconds left. */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(3600))),
  /** For `smart_account_unavailable`: why. */
  reason: z.optional(z.enum(SMART_ACCOUNT_UNAVAILABLE_REASONS)),
})
