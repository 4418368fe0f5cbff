/** Solana's base fee: 5,000 lamports for each signature of a transaction (Send's have one). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
