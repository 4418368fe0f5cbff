import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'swap.title': 'Échanger',
  'swap.previewTitle': 'Vérifier l’échange',
  'swap.selectToken': 'Choisir un jeton',
  'swap.error.swapsDisabled': 'Les échanges ne sont pas activés pour ce projet',
  'swap.error.noRoute': 'Aucune route d’échange entre ces jetons',
  'swap.error.providerError': 'Le service d’échange a échoué : réessayez',
  'swap.error.providerTimeout': 'Le service d’échange n’a pas répondu à temps : réessayez',
  'swap.error.noCloud': 'Les échanges nécessitent Portico Cloud',
  'swap.error.unsupportedChain': 'Chaîne non prise en charge',
  'swap.error.invalidAmount': 'Saisissez un montant valide',
  'swap.error.insufficientBalance': 'Solde insuffisant',
  'swap.error.quoteStale': 'Le prix a changé : vérifiez le nouveau devis',
  'swap.error.approvalReverted': 'L’approbation a échoué sur le réseau',
  'swap.error.swapReverted':
    'L’échange a été annulé sur le réseau (le prix a dépassé votre glissement) : seuls les frais de réseau ont été payés',
  'swap.error.userRejected': 'L’utilisateur a refusé la demande',
  'swap.error.unknown': 'Une erreur est survenue',
}
