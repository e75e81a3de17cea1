/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The workspace boundaries are lint rules (eslint.config.js); these cases make sure the rules
 * still bite, so that a remote importing another remote fails `npm test`.
 */
const repoRoot = path.resolve(__dirname, '../../..');
// The configuration is handed over as an object: jest cannot run ESLint's dynamic import of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(repoRoot, 'eslint.config.js'));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

/** What the rule keeping features apart inside a remote says about `code` in `file`. */
const featureImports = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.join(repoRoot, file) }))
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'lotto/feature-boundaries')
    .map((message) => message.message);

describe('workspace boundaries', () => {
  it.each([
    ['mf-betting/src/x.ts', "import '@lotto/mf-wallet';"],
    ['mf-betting/src/x.ts', "import '../../mf-wallet/src/transfer/TransferPage';"],
    ['mf-wallet/src/x.ts', "import '@lotto/shell';"],
    ['shell/src/x.ts', "import '../../mf-results/src/result/ResultPage';"],
    ['shell/src/x.ts', "import '@lotto/mf-backoffice';"],
    ['mf-backoffice/src/x.ts', "import '@lotto/mf-wallet';"],
    ['shared/src/x.ts', "import 'react';"],
    ['shared/src/x.ts', "import './client';"],
    ['server/src/x.ts', "import '@lotto/shared/client';"],
  ])('%s refuses %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it.each([
    ['mf-betting/src/x.ts', "import '@lotto/shared';\nimport '@lotto/shared/client';\nimport './remote';"],
    ['shared/src/client/x.ts', "import 'react';\nimport '../labels/th';"],
    ['server/src/x.ts', "import '@lotto/shared';"],
  ])('%s allows %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe('@lotto/ui between shared and the apps', () => {
  const refused = [
    { file: 'shared/src/x.ts', code: "import '@lotto/ui';" },
    { file: 'shared/src/client/x.ts', code: "import '../../../ui/src/Dialog';" },
    { file: 'ui/src/x.ts', code: "import '@lotto/mf-betting';" },
  ];
  it.each(refused)('$file refuses $code', async ({ file, code }) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it('lets a remote use it and it use shared', async () => {
    expect(await restrictedImports('mf-wallet/src/x.ts', "import '@lotto/ui';")).toEqual([]);
    expect(await restrictedImports('ui/src/x.ts', "import '@lotto/shared';\nimport '@lotto/shared/client';")).toEqual([]);
  });
});

describe('feature boundaries inside a remote', () => {
  it.each([
    ['mf-betting/src/features/slips/components/SlipList.tsx', "import '../../rounds/components/RoundList';"],
    ['mf-betting/src/features/bet/useAddNumbers.ts', "import { linesAdded } from '../cart/components/CartList';"],
    [
      'mf-backoffice/src/features/members/components/MemberHistory.tsx',
      "export { DepositQueuePage } from '../../queues/components/DepositQueuePage';",
    ],
    ['mf-wallet/src/features/deposit/components/DepositPanel.tsx', "import '../../../features/history/components/History';"],
    ['mf-auth/src/features/register/api/registration.ts', "const login = () => import('../../login/api/login');"],
  ])('%s refuses %s', async (file, code) => {
    expect(await featureImports(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'mf-betting/src/pages/BetScreen.tsx',
      "import '../features/bet/components/NumberPad';\nimport '../features/cart/components/CartList';",
    ],
    [
      'mf-betting/src/features/bet/components/NumberPad.tsx',
      "import '../api/betApi';\nimport '../useAddNumbers';\nimport '../../../lib/cart/cartSlice';\nimport '../../../testing/fakeServer';\nimport '@lotto/ui';",
    ],
    ['mf-backoffice/src/lib/queues/DepositTable.tsx', "import '../../features/queues/components/QueuePage';"],
  ])('%s allows %s', async (file, code) => {
    expect(await featureImports(file, code)).toEqual([]);
  });
});
