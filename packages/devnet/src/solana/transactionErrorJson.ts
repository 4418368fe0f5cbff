import type { FailedTransactionMetadata } from 'litesvm'

// Order of litesvm's (napi) const enums, which isolated modules cannot read at run time.
// biome-ignore format: a long flat list reads better packed
const transactionErrors = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const
// biome-ignore format: a long flat list reads better packed
const instructionErrors = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId',
  'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete',
  'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner',
  'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner', 'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as the JSON-RPC API spells it (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`). */
export type TransactionErrorJson = string | Record<string, unknown>

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type InstructionErrorValue = number | { code?: number; msg?: string }

export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrors[error] ?? 'InvalidError'
  const fields = error as unknown as {
    index?: number
    accountIndex?: number
    err?: () => InstructionErrorValue
  }
  if (typeof fields.err === 'function')
    return { InstructionError: [fields.index, instructionErrorJson(fields.err())] }
  if (fields.index !== undefined) return { DuplicateInstruction: fields.index }
  return { [error.constructor.name.replace('TransactionError', '')]: { account_index: fields.accountIndex } }
}

function instructionErrorJson(error: InstructionErrorValue): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? 'GenericError'
  if (error.code !== undefined) return { Custom: error.code }
  return { BorshIoError: error.msg ?? '' }
}

const transactionMessages: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
}
const instructionMessages: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
}

/** The text a validator puts after "Transaction simulation failed: ". */
export function transactionErrorMessage(error: TransactionErrorJson): string {
  if (typeof error === 'string') return transactionMessages[error] ?? error
  const instruction = error.InstructionError as [number, unknown] | undefined
  if (!instruction) return JSON.stringify(error)
  const [index, cause] = instruction
  const text =
    typeof cause === 'string'
      ? (instructionMessages[cause] ?? cause)
      : typeof cause === 'object' && cause !== null && 'Custom' in cause
        ? `custom program error: 0x${(cause.Custom as number).toString(16)}`
        : JSON.stringify(cause)
  return `Error processing Instruction ${index}: ${text}`
}
