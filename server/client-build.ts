// `npm start` serves the built client; it builds it when dist/ is missing or older than the client's sources.
import fs from 'node:fs';
import path from 'node:path';
import {DIST_DIR, ROOT} from './config.ts';

// scripts/ holds the build's own plugins (what the server reads from dist/, such as route-chunks.json, comes from them).
const SOURCES = ['src', 'schema', 'scripts', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function clientBuildIsStale(): boolean {
  const built = path.join(DIST_DIR, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(ROOT, source)) > builtAt);
}

export async function buildClient(): Promise<void> {
  const {build} = await import('vite');
  await build({root: ROOT, logLevel: 'warn'});
}
