/** Up to two initials of a wallet's name ('Rabby Wallet' → 'RW', 'MetaMask' → 'M'), for a missing image. */
export function walletInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('')
}
