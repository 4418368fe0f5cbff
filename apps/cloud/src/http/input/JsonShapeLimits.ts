/** Bounds of a JSON value taken from a client: nesting depth, and values (object entries and array items). */
export type JsonShapeLimits = { maxDepth: number; maxValues: number }
