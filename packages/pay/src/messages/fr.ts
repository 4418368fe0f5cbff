import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'pay.title': 'Payer',
  'pay.recipient': 'À',
  'pay.network': 'Réseau',
  'pay.notConnected': 'Connectez un portefeuille pour payer',
  'pay.payWithWallet': 'Payer avec le portefeuille',
  'pay.payWithExchange': 'Payer avec {name}',
  'pay.exchangeWaiting': 'Connectez-vous à {name} et confirmez le paiement',
  'pay.exchangeOpen': 'Ouvrir {name}',
  'pay.switching': 'Changez de réseau dans votre portefeuille',
  'pay.paying': 'Confirmez le paiement dans votre portefeuille',
  'pay.confirming': 'Paiement envoyé : en attente de la confirmation du réseau',
  'pay.success': '{amount} {symbol} payés',
  'pay.done': 'Terminé',
  'pay.tryAgain': 'Réessayer',
  'pay.error.invalidRecipient': "L'adresse du destinataire n'est pas valide",
  'pay.error.invalidAmount': "Le montant n'est pas valide",
  'pay.error.invalidAsset': 'Ce jeton ne peut pas servir à payer ici',
  'pay.error.unsupportedChain': 'Chaîne non prise en charge',
  'pay.error.insufficientBalance': 'Solde insuffisant',
  'pay.error.userRejected': 'Vous avez refusé le paiement dans votre portefeuille',
  'pay.error.paymentFailed': "Le paiement n'a pas abouti",
  'pay.error.cancelled': 'Le paiement a été annulé',
  'pay.error.exchangeUnavailable': 'La plateforme d’échange ne peut pas accepter ce paiement pour le moment',
  'pay.error.exchangeFailed': 'La plateforme d’échange n’a pas effectué le paiement',
}
