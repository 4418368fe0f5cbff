import { type EncodedAccount, getBase58Decoder } from '@solana/kit'
import { invalidParams } from './solanaRpcError.js'
import { decodeMint, decodeTokenAccount, type MintLookup, uiTokenAmount } from './tokenAccounts.js'

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'
export type DataSlice = { offset: number; length: number }

const RENT_EPOCH_MAX = 18446744073709551615n
const base58 = getBase58Decoder()

/** An account as `getAccountInfo` answers it, in the requested encoding (jsonParsed knows SPL token accounts and mints). */
export function encodeAccount(
  account: EncodedAccount,
  {
    encoding = 'base64',
    dataSlice,
  }: { encoding?: AccountEncoding | undefined; dataSlice?: DataSlice | undefined },
  decimalsOf: MintLookup,
) {
  const common = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH_MAX,
    space: BigInt(account.data.length),
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(account, decimalsOf)
    if (parsed) return { ...common, data: parsed }
  }
  const bytes = dataSlice
    ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'base58') return { ...common, data: [base58.decode(bytes), 'base58'] }
  if (encoding === 'base64+zstd')
    throw invalidParams('base64+zstd encoding is not supported by the devnet; use base64')
  return { ...common, data: [Buffer.from(bytes).toString('base64'), 'base64'] }
}

function parseAccountData(account: EncodedAccount, decimalsOf: MintLookup) {
  const program = 'spl-token'
  const token = decodeTokenAccount(account)
  if (token) {
    const decimals = decimalsOf(token.mint) ?? 0
    const info = {
      isNative: token.isNative.__option === 'Some',
      mint: token.mint,
      owner: token.owner,
      state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(token.delegate.__option === 'Some'
        ? { delegate: token.delegate.value, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }
        : {}),
    }
    return { program, parsed: { info, type: 'account' }, space: BigInt(account.data.length) }
  }
  const mint = decodeMint(account)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space: BigInt(account.data.length) }
  }
  return undefined
}
