/** Where the on-ramp routes are: the cloud, the project they are asked for, and the instance's lifetime. */
export interface OnrampCloud {
  readonly cloudUrl: string
  readonly projectId: string
  readonly signal?: AbortSignal | undefined
}
