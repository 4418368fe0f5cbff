import { z } from 'zod'

/** `st` and `sv` (SDK type and version) travel with every widget request. */
export const sdkQuery = {
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
}

/** The query of a widget call with no parameters of its own: `projectId` (read by the project check), `st`, `sv`. */
export const widgetQuerySchema = z.looseObject(sdkQuery)
