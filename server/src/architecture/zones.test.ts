import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The zones between the server's areas are lint rules (SERVER_ZONES in eslint.config.js); these
 * cases make sure they still bite, so that an import against the layering fails `npm test`.
 */
const repoRoot = path.resolve(__dirname, '../../..');
// The configuration is handed over as an object: jest cannot run ESLint's dynamic import of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(repoRoot, 'eslint.config.js'));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'server/src', file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('server zones', () => {
  it.each([
    ['errors/x.ts', "import '../http/errors';"],
    ['config/x.ts', "import '../db/database';"],
    ['db/x.ts', "import '../errors/errors';"],
    ['http/x.ts', "import '../auth/gate';"],
    ['ledger/x.ts', "import '../money/requests';"],
    ['audit/x.ts', "import '../lotto/rounds/repository';"],
    ['members/x.ts', "import '../app';"],
    ['requestLimits/x.ts', "import '../web/routes';"],
    ['scheduler/x.ts', "import '../lotto/rounds/scheduler';"],
    ['money/x.ts', "import '../backoffice/routes';"],
    ['money/x.ts', "import '../lotto/catalogue';"],
    ['auth/x.ts', "import '../money/repository';"],
    ['lotto/betting/x.ts', "import '../reads/routes';"],
    ['lotto/betting/x.ts', "import '../settlement/settlement';"],
    ['lotto/reads/x.ts', "import '../betting/betting';"],
    ['lotto/settlement/x.ts', "import '../rounds/scheduler';"],
    ['lotto/rounds/x.ts', "import '../betting/rules';"],
    ['lotto/rates/x.ts', "import '../reads/repository';"],
    ['lotto/catalogue.ts', "import './betting/betting';"],
    ['lotto/rounds/x.ts', "import '../../demo/seed';"],
    ['site-config/x.ts', "import '../money/routes';"],
    ['lotto/betting/x.ts', "import '@lotto/shared/client';"],
  ])('%s refuses %s', async (file, code) => {
    expect((await restrictedImports(file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'lotto/betting/x.ts',
      "import '../../http/envelope';\nimport '../../ledger/ledger';\nimport '../rates/rules';\nimport '../catalogue';\nimport '../../money/schemas';",
    ],
    ['lotto/rounds/x.ts', "import '../settlement/settlement';\nimport '../reads/repository';\nimport '../../audit/repository';"],
    ['backoffice/x.ts', "import '../money/staffDecisions';\nimport '../lotto/reads/repository';\nimport './members/routes';"],
    ['http/x.ts', "import '../errors/errors';"],
    ['db/x.ts', "import '../config/env';"],
    ['app.ts', "import './web/routes';\nimport './backoffice/routes';"],
    ['money/x.test.ts', "import '../app';\nimport '../lotto/catalogue';"],
  ])('%s allows %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
