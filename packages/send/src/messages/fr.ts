import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'send.title': 'Envoyer',
  'send.previewTitle': 'Vérifier l’envoi',
  'send.notConnected': 'Connectez un portefeuille pour envoyer',
  'send.token': 'Jeton',
  'send.tokenPlaceholder': 'Choisissez un jeton',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'Montant',
  'send.max': 'Max',
  'send.balance': 'Solde : {balance}',
  'send.receiver': 'Destinataire',
  'send.receiverPlaceholderEvm': 'Adresse ou nom',
  'send.receiverPlaceholderSolana': 'Adresse',
  'send.review': 'Vérifier',
  'send.checking': 'Vérification…',
  'send.to': 'À',
  'send.network': 'Réseau',
  'send.networkFee': 'Frais de réseau',
  'send.confirm': 'Envoyer',
  'send.waitingWallet': 'Confirmez le transfert dans votre portefeuille',
  'send.pending': 'Envoyé : en attente du réseau',
  'send.success': '{amount} envoyé à {receiver}',
  'send.done': 'Terminé',
  'send.tryAgain': 'Réessayer',
  'send.edit': 'Modifier',
  'send.receiverImage': 'Image de profil de {name}',
}
