/**
 * Writes domain/countries.json (the world list of SPEC §2: codigo, fone, iso, iso3, nome,
 * nomeFormal, in Brazilian Portuguese) and domain/country-names.json (its ISO codes and names, what
 * the buyer form shows and checks) from the world-countries package and Intl's pt-BR names. Run: npx tsx scripts/generate-countries.ts
 */
import { writeFileSync } from 'node:fs';
import countries from 'world-countries';

const phoneCode = (idd: { root: string; suffixes: string[] }) =>
  (idd.suffixes.length === 1 ? idd.root + idd.suffixes[0] : idd.root).replace('+', '');

// world-countries' Portuguese is Portugal's ("Arménia", "Irão", "Quénia"): the names come from
// the CLDR's Brazilian Portuguese, which Node's Intl carries, and the formal name takes the
// Brazilian spelling of the country's name where it contains the Portuguese one.
const brazilian = new Intl.DisplayNames('pt-BR', { type: 'region', fallback: 'none' });
/** Formal names the package gets wrong, or spells only the Portuguese way. */
const FORMAL: Record<string, string> = { PT: 'República Portuguesa', CZ: 'República Tcheca' };

const list = countries
  .map((c) => {
    const european = c.translations.por?.common ?? c.name.common;
    const nome = brazilian.of(c.cca2) ?? european;
    const formal = c.translations.por?.official ?? c.name.official;
    return {
      codigo: c.ccn3,
      fone: phoneCode(c.idd),
      iso: c.cca2,
      iso3: c.cca3,
      nome,
      nomeFormal: FORMAL[c.cca2] ?? formal.replace(european, nome),
    };
  })
  .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

writeFileSync(new URL('../domain/countries.json', import.meta.url), JSON.stringify(list, null, 0) + '\n');
// What the buyer form needs of it, ISO code and name: a third of the bytes the page downloads.
const names = list.map((c) => [c.iso, c.nome]);
writeFileSync(new URL('../domain/country-names.json', import.meta.url), JSON.stringify(names) + '\n');
console.log(`${list.length} países`);
