import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { CosmosLedger } from './CosmosLedger.js'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'

type Query = (ledger: CosmosLedger, data: Uint8Array) => Uint8Array

export const accountNotFound = (address: string) =>
  new CosmosTxError(
    sdkErrorCodes.notFound,
    `rpc error: code = NotFound desc = account ${address} not found: key not found`,
  )

/** BaseAccount of an address as protobuf, for the ABCI query and the REST API. */
export function baseAccount(ledger: CosmosLedger, address: string): BaseAccount {
  const account = ledger.account(address)
  if (!account) throw accountNotFound(address)
  return BaseAccount.fromPartial({
    address,
    accountNumber: account.accountNumber,
    sequence: account.sequence,
    ...(account.publicKey
      ? {
          pubKey: {
            typeUrl: '/cosmos.crypto.secp256k1.PubKey',
            value: PubKey.encode({ key: account.publicKey }).finish(),
          },
        }
      : {}),
  })
}

/** The gRPC-over-ABCI query paths `@cosmjs/stargate` uses for auth, bank and simulation. */
export const cosmosQueries: Record<string, Query> = {
  '/cosmos.auth.v1beta1.Query/Account': (ledger, data) => {
    const { address } = QueryAccountRequest.decode(data)
    const account = baseAccount(ledger, address)
    return QueryAccountResponse.encode({
      account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value: BaseAccount.encode(account).finish() },
    }).finish()
  },
  '/cosmos.bank.v1beta1.Query/Balance': (ledger, data) => {
    const { address, denom } = QueryBalanceRequest.decode(data)
    return QueryBalanceResponse.encode({ balance: ledger.balance(address, denom) }).finish()
  },
  '/cosmos.bank.v1beta1.Query/AllBalances': (ledger, data) => {
    const { address } = QueryAllBalancesRequest.decode(data)
    const balances = ledger.balancesOf(address)
    return QueryAllBalancesResponse.encode({
      balances,
      pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
    }).finish()
  },
  '/cosmos.tx.v1beta1.Service/Simulate': (ledger, data) => {
    const { txBytes } = SimulateRequest.decode(data)
    const { gasUsed, gasWanted } = ledger.simulate(txBytes)
    return SimulateResponse.encode({
      gasInfo: { gasUsed, gasWanted },
      result: { data: new Uint8Array(), log: '', events: [], msgResponses: [] },
    }).finish()
  },
}
