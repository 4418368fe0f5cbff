import type { LabConfig } from './LabConfig.js'
import { labConfigs } from './labConfigs.js'

/** The config with this name, or undefined (the page then says so and links the index). */
export function findLabConfig(name: string): LabConfig | undefined {
  return labConfigs.find((config) => config.name === name)
}
