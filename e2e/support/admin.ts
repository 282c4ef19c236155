/** The operator token the e2e server runs with (ADMIN_TOKEN, at least 32 characters), so journeys can check what was stored. */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-operator-token-0123456789abcdef';
