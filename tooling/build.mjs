// npm run build: every workspace's build through lerna, in dependency order, with Nx's task cache
// (nx.json): a workspace whose sources, dependencies' sources and tooling have not changed since
// its last build is restored from the cache (.nx/cache) instead of built again. The cache knows
// the default folders only (dist/, sourcemaps/): a build into others (WEB_DIR, SOURCEMAP_DIR) or
// as another version (REMOTE_VERSION) always builds and is not kept.
import { spawn } from 'node:child_process';

const elsewhere = Boolean(process.env.WEB_DIR || process.env.SOURCEMAP_DIR || process.env.REMOTE_VERSION);
const args = ['run', 'build', ...(elsewhere ? ['--skip-nx-cache'] : []), ...process.argv.slice(2)];
const child = spawn('lerna', args, { shell: true, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
