import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'swap.title': 'Intercambiar',
  'swap.previewTitle': 'Revisar intercambio',
  'swap.selectToken': 'Seleccionar token',
  'swap.error.swapsDisabled': 'Los intercambios no están habilitados para este proyecto',
  'swap.error.noRoute': 'No hay ruta de intercambio entre estos tokens',
  'swap.error.providerError': 'El servicio de intercambio falló: inténtalo de nuevo',
  'swap.error.providerTimeout': 'El servicio de intercambio no respondió a tiempo: inténtalo de nuevo',
  'swap.error.noCloud': 'Los intercambios necesitan Portico Cloud',
  'swap.error.unsupportedChain': 'Cadena no compatible',
  'swap.error.invalidAmount': 'Introduce una cantidad válida',
  'swap.error.insufficientBalance': 'Saldo insuficiente',
  'swap.error.quoteStale': 'El precio cambió: revisa la nueva cotización',
  'swap.error.approvalReverted': 'La aprobación falló en la red',
  'swap.error.swapReverted':
    'El intercambio se revirtió en la red (el precio superó tu deslizamiento): solo se pagó la comisión de red',
  'swap.error.userRejected': 'El usuario rechazó la solicitud',
  'swap.error.unknown': 'Algo salió mal',
}
