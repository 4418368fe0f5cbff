import { z } from 'zod'
import { originPatternSchema } from './originPatternSchema.js'
import { projectIdSchema } from './projectIdSchema.js'
import { remoteFeaturesSchema } from './remoteFeaturesSchema.js'
import { sponsorshipPolicySchema } from './sponsorshipPolicySchema.js'

/** Body of `POST /admin/v1/projects` and input of `cli project create`. */
export const createProjectSchema = z.object({
  id: projectIdSchema.optional(),
  name: z.string().trim().min(1).max(100),
  allowedOrigins: z.array(originPatternSchema).max(100).default([]),
  features: remoteFeaturesSchema.partial().default({}),
  analyticsEnabled: z.boolean().default(true),
  rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
  smartAccountsEnabled: z.boolean().default(true),
  sponsorship: sponsorshipPolicySchema.partial().optional(),
  /** Pay and Fund wallet from the cloud's exchanges: on unless turned off. */
  exchangesEnabled: z.boolean().default(true),
})
export type CreateProjectInput = z.input<typeof createProjectSchema>

/** Body of `PATCH /admin/v1/projects/{id}`: every field optional; features are merged. */
export const updateProjectSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  allowedOrigins: z.array(originPatternSchema).max(100).optional(),
  features: remoteFeaturesSchema.partial().optional(),
  analyticsEnabled: z.boolean().optional(),
  rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
  smartAccountsEnabled: z.boolean().optional(),
  /** Merged: either field alone keeps the other. */
  sponsorship: sponsorshipPolicySchema.partial().optional(),
  exchangesEnabled: z.boolean().optional(),
})
export type UpdateProjectInput = z.input<typeof updateProjectSchema>
