/**
 * Aviator, the demo studio's crash game (being built: this first version only answers its routes).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ wallet: any, sessions: any, config: any, log: any }} _options
 */
export default async function aviatorPlugin(app, _options) {
  app.get('/aviator/history', async () => ({ rounds: [] }));
}

/**
 * The full HTML page of a launched crash game.
 * @param {{ session: any, config: any }} _options
 * @returns {string}
 */
export function renderAviatorPage(_options) {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aviator</title></head><body>Aviator</body></html>';
}
