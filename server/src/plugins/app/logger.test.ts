/**
 * Which logs the server writes: JSON lines in production (and tests); in development readable
 * lines and one per request, at info only for server errors and requests slower than SLOW_REQUEST_MS.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { logStyle, loggerOptions, requestLine, requestLogging, requestLogLevel, SLOW_REQUEST_MS } from './logger.js';
import { testConfig } from '../../testing/test-app.js';

const development = { isProduction: false, nodeEnv: 'development' } as const;
const production = { isProduction: true, nodeEnv: 'production' } as const;
const testing = { isProduction: false, nodeEnv: 'test' } as const;

describe('log style', () => {
  it('is readable in development, on a terminal or not; JSON in production whatever is asked, and in tests', () => {
    assert.equal(logStyle(development), 'readable');
    assert.equal(logStyle(development, false), 'json');
    assert.equal(logStyle(production), 'json');
    assert.equal(logStyle(production, true), 'json');
    assert.equal(logStyle(testing), 'json');
  });

  it('readable logs go through pino-pretty on one line; JSON logs have no transport', () => {
    const config = testConfig();
    const readable = loggerOptions(config, 'readable') as { transport?: { target: string; options: { singleLine: boolean } } };
    assert.equal(readable.transport?.target, 'pino-pretty');
    assert.equal(readable.transport?.options.singleLine, true);
    assert.equal((loggerOptions(config, 'json') as { transport?: unknown }).transport, undefined);
  });

  it(`a request's level: 5xx error, ${SLOW_REQUEST_MS} ms or slower warn, the rest debug`, () => {
    assert.equal(SLOW_REQUEST_MS, 1000);
    assert.equal(requestLogLevel(500, 3), 'error');
    assert.equal(requestLogLevel(503, 5000), 'error');
    assert.equal(requestLogLevel(200, 1000), 'warn');
    assert.equal(requestLogLevel(404, 999), 'debug');
    assert.equal(requestLogLevel(200, 12), 'debug');
    assert.equal(requestLine('GET', '/hub/frnotify?access_token=secret&id=1', 101, 12.4), 'GET /hub/frnotify?access_token=[redacted]&id=1 101 12 ms');
  });
});

describe('readable request logs', () => {
  async function appLoggingAt(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level, stream }, ...requestLogging('readable') });
    app.get('/fast', async () => ({ ok: true }));
    app.get('/missing', async (_request, reply) => reply.code(404).send({ ok: false }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/slow', async () => {
      await new Promise((done) => setTimeout(done, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    await app.ready();
    return { app, lines };
  }

  it('JSON logs keep Fastify\'s own request logging', () => {
    assert.deepEqual(requestLogging('json'), {});
  });

  it('at info: only the server error and the slow request, one line each', async () => {
    const { app, lines } = await appLoggingAt('info');
    for (const url of ['/fast', '/missing', '/boom', '/slow']) await app.inject({ url });
    await app.close();
    const requests = lines.filter((line) => typeof line.msg === 'string' && /^GET \//.test(line.msg));
    assert.deepEqual(
      requests.map((line) => [line.level, String(line.msg).replace(/\d+ ms$/, 'N ms')]),
      [
        [50, 'GET /boom 500 N ms'],
        [40, 'GET /slow 200 N ms'],
      ],
    );
    assert.equal(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed').length, 0);
  });

  it('at debug: every request, one line each', async () => {
    const { app, lines } = await appLoggingAt('debug');
    for (const url of ['/fast', '/missing']) await app.inject({ url });
    await app.close();
    assert.deepEqual(
      lines.filter((line) => /^GET \//.test(String(line.msg))).map((line) => String(line.msg).replace(/\d+ ms$/, 'N ms')),
      ['GET /fast 200 N ms', 'GET /missing 404 N ms'],
    );
  });
});
