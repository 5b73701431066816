import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every endpoint answers the one failure shape (docs/architecture.md): its `transformErrorResponse`
 * is `failureOf` (src/lib/api-result.ts), so that screens and machines read a Failure through
 * `settle`, whatever went wrong. An endpoint that must see the raw HTTP error names its reason here.
 * And every cache tag is `{ type, id }`: a bare type invalidates every entry of it.
 */
const root = resolve(__dirname, '../..');

/** `file#endpoint` → why it keeps RTK Query's own error or a named alternative to failureOf. */
const OTHER_ERROR_ALLOWED: Record<string, string> = {
  'src/features/purchase/api.ts#publicProduct':
    'the product page tells an unknown product (404/400) from a failed call by the HTTP status',
  'src/features/documents/api.ts#receiptPdf': 'toRefusal: failureOf plus the overdue items that block it',
  'src/features/documents/api.ts#declarationPdf': 'toRefusal: failureOf plus the overdue items that block it',
  'src/features/documents/api.ts#certificatePdf': 'toRefusal: failureOf plus the overdue items that block it',
  'src/features/password-recovery/api.ts#checkRecoveryCode':
    'a new password that did not go through says only that, whatever the failure',
};

function endpointFiles(): string[] {
  return execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /^src\/(features\/.+\/([a-z-]+-)?api|lib\/[a-z-]+-api|lib\/api)\.ts$/.test(f));
}

interface Endpoint {
  file: string;
  name: string;
  declaresFailureOf: boolean;
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

function declaresFailureOf(source: ts.SourceFile, definition: ts.ObjectLiteralExpression): boolean {
  return definition.properties.some((property) => {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const spread = objectOfIdentifier(source, property.expression.text);
      return spread ? declaresFailureOf(source, spread) : false;
    }
    return (
      ts.isPropertyAssignment(property) &&
      property.name.getText(source) === 'transformErrorResponse' &&
      property.initializer.getText(source) === 'failureOf'
    );
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
        declaresFailureOf:
          definition !== undefined &&
          ts.isObjectLiteralExpression(definition) &&
          declaresFailureOf(source, definition),
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

  it('every endpoint declares transformErrorResponse: failureOf, or says why not', () => {
    const missing = endpoints
      .filter((e) => !e.declaresFailureOf && !OTHER_ERROR_ALLOWED[`${e.file}#${e.name}`])
      .map((e) => `${e.file}#${e.name}`);
    expect(missing).toEqual([]);
  });

  it('the allow-list names endpoints that exist and still need it', () => {
    const stale = Object.keys(OTHER_ERROR_ALLOWED).filter(
      (key) => !endpoints.some((e) => `${e.file}#${e.name}` === key && !e.declaresFailureOf),
    );
    expect(stale).toEqual([]);
  });

  it('every gestao endpoint speaks the one failure shape, with no exception', () => {
    const gestao = endpoints.filter((e) => e.file.startsWith('src/features/gestao/'));
    expect(gestao.length).toBeGreaterThan(40);
    expect(gestao.filter((e) => !e.declaresFailureOf).map((e) => e.name)).toEqual([]);
  });

  it('no cache tag is a bare type', () => {
    const everyTsFile = execFileSync('git', ['ls-files', 'src', 'machines'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && /Tags\b/.test(readFileSync(join(root, f), 'utf8')));
    expect(everyTsFile.flatMap(bareTags)).toEqual([]);
  });
});
