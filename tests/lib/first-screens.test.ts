import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS, matchFirstScreen } from '../../src/app/first-screens';

describe('matchFirstScreen', () => {
  it('finds the screen and its parameters', () => {
    expect(matchFirstScreen('/')?.screen.path).toBe('/');
    expect(matchFirstScreen('/login')?.screen.path).toBe('/login');
    expect(matchFirstScreen('/login/')?.screen.path).toBe('/login');
    expect(matchFirstScreen('/produto/congresso%202027')).toMatchObject({
      screen: { path: '/produto/:hash' },
      params: { hash: 'congresso 2027' },
    });
  });

  it('leaves every other address to the app', () => {
    for (const path of ['/historico', '/produto', '/produto/', '/produto/a/b', '/loginx'])
      expect(matchFirstScreen(path), path).toBeUndefined();
  });

  it("asks for the product's data by its hash, and for Home's only with a session", () => {
    const [home, , product] = FIRST_SCREENS;
    expect(product!.requests!({ hash: 'a/b' }, false)).toEqual(['access/acessarProjeto/a%2Fb']);
    expect(home!.requests!({}, false)).toEqual([]);
    expect(home!.requests!({}, true)).toContain('emitente/obterLogado');
  });
});
