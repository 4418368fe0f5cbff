import type { TypedDataDefinition } from 'viem'
import type { ApprovalRow } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'

/** At most this many message fields are listed; the rest are counted. */
const MAX_FIELDS = 40

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * The rows of EIP-712 typed data: the domain's fields (name, version, chainId, verifyingContract, salt), the
 * primary type, then every field of the message by its path (`from.name`), in the order the types declare them.
 */
export function describeTypedData(typedData: TypedDataDefinition, t: FrameTranslate): ApprovalRow[] {
  const rows: ApprovalRow[] = []
  const domain = (typedData.domain ?? {}) as Record<string, unknown>
  for (const field of ['name', 'version', 'chainId', 'verifyingContract', 'salt']) {
    if (domain[field] !== undefined)
      rows.push({
        key: `domain-${field}`,
        label: t('frame.row.domainField', { field }),
        value: text(domain[field]),
      })
  }
  rows.push({ key: 'primary-type', label: t('frame.row.type'), value: typedData.primaryType })
  const types = typedData.types as Record<string, readonly { name: string; type: string }[]>
  const fields: ApprovalRow[] = []
  const walk = (type: string, value: unknown, path: string) => {
    const members = types[type]
    if (!members || typeof value !== 'object' || value === null) {
      fields.push({ key: `field-${path}`, label: path, value: text(value) })
      return
    }
    for (const member of members) {
      walk(
        member.type,
        (value as Record<string, unknown>)[member.name],
        path ? `${path}.${member.name}` : member.name,
      )
    }
  }
  walk(typedData.primaryType, typedData.message, '')
  rows.push(...fields.slice(0, MAX_FIELDS))
  if (fields.length > MAX_FIELDS)
    rows.push({
      key: 'more-fields',
      label: t('frame.row.moreFields'),
      value: String(fields.length - MAX_FIELDS),
    })
  return rows
}
