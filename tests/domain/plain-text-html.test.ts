import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from '../../domain/plain-text-html';

describe('an event description typed as plain text', () => {
  it('keeps paragraphs and line breaks, and nothing typed becomes markup', () => {
    expect(
      plainTextToHtml('Três dias de curso.\nCom almoço.\n\n  Vagas <limitadas> & "certificado"  \n'),
    ).toBe(
      '<p>Três dias de curso.<br>Com almoço.</p><p>Vagas &lt;limitadas&gt; &amp; &quot;certificado&quot;</p>',
    );
    expect(plainTextToHtml('   ')).toBe('');
  });
});
