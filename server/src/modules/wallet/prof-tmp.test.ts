import { test } from 'node:test';
import { startTestApp } from '../../testing/test-app.js';
import { registerPlayer } from '../auth/accounts.test-kit.js';
test('prof', async () => {
  const ctx = await startTestApp();
  const p = await registerPlayer(ctx);
  const N = 5000;
  for (const round of [1, 2, 3]) {
    let t0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await ctx.app.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${p.auth.token}` } });
    let c = process.cpuUsage(t0); console.log(round, 'inject balance µs/op', ((c.user + c.system) / N).toFixed(1));
    t0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await ctx.app.inject({ method: 'GET', url: '/api/nonexistent-route' });
    c = process.cpuUsage(t0); console.log(round, 'inject 404 µs/op', ((c.user + c.system) / N).toFixed(1));
  }
  const r = await ctx.app.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${p.auth.token}` } });
  console.log(r.headers, r.body);
  await ctx.close();
});
