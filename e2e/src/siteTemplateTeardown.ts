import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV } from './site';

/** jest's global teardown: the template folder goes. */
export default function removeSiteTemplate(): void {
  const dataDir = process.env[DATA_TEMPLATE_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
