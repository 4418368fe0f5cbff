import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import type { CosmosAccount } from './CosmosAccount.js'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'

/** The auth and bank state: accounts numbered in order of first appearance, and their balances. */
export class CosmosAccounts {
  private readonly accounts = new Map<string, CosmosAccount>()
  private readonly balances = new Map<string, Map<string, bigint>>()
  private nextAccountNumber = 0n

  get(address: string): CosmosAccount | undefined {
    return this.accounts.get(address)
  }

  /** The account at `address`, created (with the next account number) when it has none yet. */
  ensure(address: string): CosmosAccount {
    let account = this.accounts.get(address)
    if (!account) {
      account = { address, accountNumber: this.nextAccountNumber++, sequence: 0n }
      this.accounts.set(address, account)
    }
    return account
  }

  /** Non-zero balances, sorted by denom. */
  balancesOf(address: string): Coin[] {
    return [...(this.balances.get(address) ?? new Map<string, bigint>())]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
  }

  balance(address: string, denom: string): Coin {
    return { denom, amount: (this.balances.get(address)?.get(denom) ?? 0n).toString() }
  }

  /** Throws the SDK's insufficient-funds error unless `address` can spend every coin. */
  checkSpendable(address: string, coins: Coin[]): void {
    for (const coin of coins) {
      const spendable = this.balances.get(address)?.get(coin.denom) ?? 0n
      if (spendable < BigInt(coin.amount)) {
        throw new CosmosTxError(
          sdkErrorCodes.insufficientFunds,
          `spendable balance ${spendable}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
        )
      }
    }
  }

  credit(address: string, denom: string, amount: bigint): void {
    const coins = this.balances.get(address) ?? new Map<string, bigint>()
    coins.set(denom, (coins.get(denom) ?? 0n) + amount)
    this.balances.set(address, coins)
  }

  debit(address: string, denom: string, amount: bigint): void {
    this.checkSpendable(address, [{ denom, amount: amount.toString() }])
    const coins = this.balances.get(address) as Map<string, bigint>
    coins.set(denom, (coins.get(denom) ?? 0n) - amount)
  }
}
