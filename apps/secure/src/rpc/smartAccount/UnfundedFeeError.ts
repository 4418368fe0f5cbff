/**
 * The bundler refused an unsponsored operation because the smart account cannot pay its value and its fee: with the
 * account lent a large balance the same operation was estimated, so the balance was what it lacked.
 */
export class UnfundedFeeError extends Error {
  override readonly name = 'UnfundedFeeError'

  constructor(
    /** What the account holds. */
    readonly balance: bigint,
    /** The native currency the calls send. */
    readonly value: bigint,
    /** The most the operation's fee can be (maximumOperationFee), at the gas price it was estimated with. */
    readonly fee: bigint,
  ) {
    super(`The account holds ${balance}, less than the ${value} to send plus up to ${fee} for the fee`)
  }
}
