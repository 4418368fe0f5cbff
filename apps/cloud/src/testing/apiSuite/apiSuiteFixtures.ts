/** The seeded lab project and the origin it allows. */
export const LAB = 'portico-lab'
export const LAB_ORIGIN = 'http://localhost:5173'
/** A chain whose upstream refuses connections (502 paths). */
export const DOWN_CHAIN = 'eip155:9999'
