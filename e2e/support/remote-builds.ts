/**
 * Builds of a remote made by a test (another version of a remote, "deployed" only for one page):
 * a production webpack build into a folder of the test's choosing, and the browser's requests for
 * that remote answered from there. The site and the other remotes stay as they are.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

export const ROOT = resolve(__dirname, '..', '..');

/** Runs `node <args>` from the repository root; resolves its exit code and output. */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** A production build of the remote whose webpack configuration is `config`, written to `outDir`. */
export const buildRemote = (config: string, outDir: string, env: Record<string, string> = {}) =>
  runNode([join(ROOT, 'node_modules', '.bin', 'webpack'), '--mode', 'production', '-c', config], { ...env, ARCADIA_OUT_DIR: outDir });

/**
 * Answers every request for `/remotes/<folder>/…` from `dir`, as if that build were deployed there.
 * Resolves the list of files served, so a test can tell the browser really got that build.
 */
export async function serveRemoteFrom(page: Page, folder: string, dir: string): Promise<string[]> {
  const served: string[] = [];
  await page.route(`**/remotes/${folder}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace(new RegExp(`^.*/remotes/${folder}/`), '');
    const path = join(dir, file);
    if (!file || file.includes('..') || !existsSync(path)) return route.fulfill({ status: 404, body: 'not found' });
    served.push(file);
    return route.fulfill({ path, headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' } });
  });
  return served;
}
