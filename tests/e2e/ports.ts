/** Ports of the servers the browser tests start. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const MAINT_PORT = Number(process.env.E2E_MAINT_PORT ?? 18081);
export const base = (label?: string, port = E2E_PORT) => `http://${label ? `${label}.` : ''}localhost:${port}`;
