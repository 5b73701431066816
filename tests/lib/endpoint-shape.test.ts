import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every endpoint answers the one failure shape (docs/architecture.md): the one base query maps
 * every error through `failureOf` (src/lib/api-result.ts) once, so that screens and machines read a
 * Failure through `settle`, whatever went wrong (with the answer's HTTP status), and no endpoint
 * repeats it: a screen that makes more of a Failure reads it where it shows it.
 * And every cache tag is `{ type, id }`: a bare type invalidates every entry of it.
 */
const root = resolve(__dirname, '../..');

function endpointFiles(): string[] {
  return execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /^src\/(features\/.+\/([a-z-]+-)?api|lib\/[a-z-]+-api|lib\/api)\.ts$/.test(f));
}

interface Endpoint {
  file: string;
  name: string;
  transformsError: boolean;
}

/** The object literals a name stands for in the same file (`const call = { … }` spread into endpoints). */
function objectOfIdentifier(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function transformsError(source: ts.SourceFile, definition: ts.ObjectLiteralExpression): boolean {
  return definition.properties.some((property) => {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const spread = objectOfIdentifier(source, property.expression.text);
      return spread ? transformsError(source, spread) : false;
    }
    return ts.isPropertyAssignment(property) && property.name.getText(source) === 'transformErrorResponse';
  });
}

function endpointsOf(file: string): Endpoint[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const endpoints: Endpoint[] = [];
  const visit = (node: ts.Node) => {
    // name: build.query<…>({ … }) / b.mutation<…>({ … })
    if (
      ts.isPropertyAssignment(node) &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      ['query', 'mutation'].includes(node.initializer.expression.name.text)
    ) {
      const [argument] = node.initializer.arguments;
      const definition =
        argument && ts.isIdentifier(argument) ? objectOfIdentifier(source, argument.text) : argument;
      endpoints.push({
        file,
        name: node.name.getText(source),
        transformsError:
          definition !== undefined &&
          ts.isObjectLiteralExpression(definition) &&
          transformsError(source, definition),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return endpoints;
}

/** A tag written as a bare string inside `providesTags`, `invalidatesTags` or `invalidateTags(…)`. */
function bareTags(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const inTags = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isPropertyAssignment(up) && /^(provides|invalidates)Tags$/.test(up.name.getText(source))) {
        return true;
      }
      if (
        ts.isCallExpression(up) &&
        ts.isPropertyAccessExpression(up.expression) &&
        up.expression.name.text === 'invalidateTags'
      ) {
        return true;
      }
      if (ts.isObjectLiteralExpression(up)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && ts.isArrayLiteralExpression(node.parent) && inTags(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1} '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one failure shape, tags by id', () => {
  const files = endpointFiles();
  const endpoints = files.flatMap(endpointsOf);

  it('finds the endpoints of every feature', () => {
    expect(files).toEqual(
      expect.arrayContaining(['src/features/gestao/charges-api.ts', 'src/features/wallet/api.ts']),
    );
    expect(endpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining(['previewCharge', 'walletPayItems', 'staffLogin']),
    );
  });

  it('declares each endpoint once: one createApi holds them all, so a second name is silently dropped', () => {
    const names = endpoints.map((e) => e.name);
    const twice = endpoints.filter((e, i) => names.indexOf(e.name) !== i).map((e) => `${e.file}#${e.name}`);
    expect(twice).toEqual([]);
  });

  it('the base query maps every error to the one Failure, once', () => {
    const base = readFileSync(join(root, 'src/lib/api.ts'), 'utf8');
    expect(base).toMatch(/BaseQueryFn<string \| FetchArgs, unknown, Failure>/);
    expect(base).toMatch(/error: failureOf\(result\.error, result\.meta\)/);
  });

  it('no endpoint transforms its error again', () => {
    const extra = endpoints.filter((e) => e.transformsError).map((e) => `${e.file}#${e.name}`);
    expect(extra).toEqual([]);
  });

  it('no gestao endpoint transforms its error, with no exception', () => {
    const gestao = endpoints.filter((e) => e.file.startsWith('src/features/gestao/'));
    expect(gestao.length).toBeGreaterThan(40);
    expect(gestao.filter((e) => e.transformsError).map((e) => e.name)).toEqual([]);
  });

  it('no cache tag is a bare type', () => {
    const everyTsFile = execFileSync('git', ['ls-files', 'src', 'machines'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && /Tags\b/.test(readFileSync(join(root, f), 'utf8')));
    expect(everyTsFile.flatMap(bareTags)).toEqual([]);
  });
});
