/** The seeded projects of the lab's configs (apps/cloud's seededProjects). */
const LAB_PROJECTS = ['portico-lab', 'portico-lab-multiwallet', 'portico-lab-sponsored']

/**
 * Lets the lab's page on each of `ports` (on 127.0.0.1 and on localhost) use the seeded lab projects of the cloud
 * at `cloudUrl`, through its admin API: the seed allows port 5173 only, and a cloud checks every page's Origin.
 */
export async function allowLabOrigins(cloudUrl: string, adminToken: string, ports: number[]): Promise<void> {
  const allowedOrigins = [...new Set(ports)].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ])
  for (const project of LAB_PROJECTS) {
    const response = await fetch(`${cloudUrl}/admin/v1/projects/${project}/origins`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ allowedOrigins }),
    })
    if (!response.ok) throw new Error(`allowing the lab origin: ${response.status} ${await response.text()}`)
  }
}
