import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABEL, AUDIT_ENTITY_LABEL } from '../../domain/gestao-audit';

const SERVER = resolve(__dirname, '../../server');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every `action: '…'` and `entity: '…'` written in the server's audit calls. */
function recorded(key: 'action' | 'entity') {
  const found = new Set<string>();
  const pattern = new RegExp(`\\b${key}: '([a-z_.]+)'`, 'g');
  for (const file of sourcesUnder(SERVER)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('recordAudit')) continue;
    for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe('Auditoria speaks pt-BR (issue 38 item 17)', () => {
  it('every action the server records has its label ("Evento criado", not "event.created")', () => {
    const actions = recorded('action');
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => !AUDIT_ACTION_LABEL[action])).toEqual([]);
  });

  it('every kind of record it names has its label ("Evento nº 2", not "event nº 2")', () => {
    expect(recorded('entity').filter((entity) => !AUDIT_ENTITY_LABEL[entity])).toEqual([]);
  });
});
