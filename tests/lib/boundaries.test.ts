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
        "import { api } from '../../lib/api';\nimport { MSG } from '../../../domain/messages';\nexport const x = [api, MSG];\n",
      ),
    ).toEqual([]);
  });
});
