/**
 * Writes domain/countries.json (the buyer form's country list: codigo, fone, iso, iso3, nome,
 * nomeFormal, in Portuguese) from the world-countries package. Run: npx tsx scripts/generate-countries.ts
 */
import { writeFileSync } from 'node:fs';
import countries from 'world-countries';

const phoneCode = (idd: { root: string; suffixes: string[] }) =>
  (idd.suffixes.length === 1 ? idd.root + idd.suffixes[0] : idd.root).replace('+', '');

const list = countries
  .map((c) => ({
    codigo: c.ccn3,
    fone: phoneCode(c.idd),
    iso: c.cca2,
    iso3: c.cca3,
    nome: c.translations.por?.common ?? c.name.common,
    nomeFormal: c.translations.por?.official ?? c.name.official,
  }))
  .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

writeFileSync(new URL('../domain/countries.json', import.meta.url), JSON.stringify(list, null, 0) + '\n');
console.log(`${list.length} países`);
