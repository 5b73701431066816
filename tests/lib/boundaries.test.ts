import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
};

describe('import boundaries (ESLint)', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await lint(
        'src/features/registration/x.ts',
        "import { authApi } from '../auth/api';\nexport const x = authApi;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses machines importing React code', async () => {
    expect(
      await lint('machines/x.ts', "import { api } from '../src/lib/api';\nexport const x = api;\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('allows a feature to use lib and domain', async () => {
    expect(
      await lint(
        'src/features/registration/x.ts',
        "import { api } from '../../lib/api';\nimport { COMMON_MSG } from '../../../domain/messages';\nexport const x = [api, COMMON_MSG];\n",
      ),
    ).toEqual([]);
  });
});

describe('server layers (ESLint)', () => {
  it.each([
    [
      'a route importing Drizzle',
      'server/routes/fluxo/x.ts',
      'drizzle-orm',
      'eq',
      'import-x/no-restricted-paths',
    ],
    [
      'a route importing the schema',
      'server/routes/fluxo/x.ts',
      '../../db/schema',
      'transactions',
      'import-x/no-restricted-paths',
    ],
    [
      'a service importing the HTTP layer',
      'server/payments/x.ts',
      '../plugins/errors',
      'sendError',
      'import-x/no-restricted-paths',
    ],
    // refresh-status.ts imports settle.ts: settle importing it back closes a cycle.
    [
      'an import cycle',
      'server/payments/settle.ts',
      './refresh-status',
      'refreshStatus',
      'import-x/no-cycle',
    ],
  ])('refuses %s', async (_case, filePath, from, name, rule) => {
    expect(await lint(filePath, `import { ${name} } from '${from}';\nexport const x = ${name};\n`)).toContain(
      rule,
    );
  });

  it('allows a route to use a service', async () => {
    expect(
      await lint(
        'server/routes/fluxo/x.ts',
        "import { findMemberTransaction } from '../../payments/find-transaction';\nexport const x = findMemberTransaction;\n",
      ),
    ).toEqual([]);
  });
});
