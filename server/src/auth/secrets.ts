import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRETS_FILE = 'secrets.json';

export interface Secrets {
  /** HMAC key of access tokens. */
  jwtSecret: string;
}

/**
 * JWT_SECRET from the environment, else the one generated into DATA_DIR on first start. Several
 * server processes on one PostgreSQL must share it: give them the same JWT_SECRET.
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  if (env.JWT_SECRET) return { jwtSecret: env.JWT_SECRET };
  const file = path.join(dataDir, SECRETS_FILE);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return { jwtSecret: stored.jwtSecret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx' fails if another process wrote the file first; then that one's secret is the one to use.
  try {
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecrets(dataDir, env);
    throw error;
  }
  return secrets;
}
