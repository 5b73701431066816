/**
 * Banks and payment institutions a member may name for Pix Automático's Jornada 1: a short list
 * of the participants most members use, by name and ISPB (the 8 characters API Pix asks for).
 */
export interface PixParticipant {
  ispb: string;
  name: string;
}

export const pixParticipants: readonly PixParticipant[] = [
  { ispb: '00000000', name: 'Banco do Brasil' },
  { ispb: '00360305', name: 'Caixa Econômica Federal' },
  { ispb: '60746948', name: 'Bradesco' },
  { ispb: '60701190', name: 'Itaú Unibanco' },
  { ispb: '90400888', name: 'Santander' },
  { ispb: '18236120', name: 'Nubank' },
  { ispb: '00416968', name: 'Banco Inter' },
  { ispb: '31872495', name: 'C6 Bank' },
  { ispb: '30306294', name: 'BTG Pactual' },
  { ispb: '02038232', name: 'Sicoob' },
  { ispb: '01181521', name: 'Sicredi' },
  { ispb: '92702067', name: 'Banrisul' },
  { ispb: '00000208', name: 'BRB' },
  { ispb: '58160789', name: 'Safra' },
  { ispb: '10573521', name: 'Mercado Pago' },
  { ispb: '22896431', name: 'PicPay' },
  { ispb: '08561701', name: 'PagBank' },
];

/** How a participant reads in the searchable list: "Nubank (18236120)". */
export const participantLabel = (participant: PixParticipant) => `${participant.name} (${participant.ispb})`;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The participant a typed text names: its label, its name or its ISPB, in any case or accents. */
export function findParticipant(text: string): PixParticipant | undefined {
  const typed = folded(text);
  if (!typed) return undefined;
  return pixParticipants.find(
    (participant) =>
      folded(participantLabel(participant)) === typed ||
      folded(participant.name) === typed ||
      participant.ispb === typed,
  );
}

/** The participants whose name or ISPB holds the typed text (the list under the field). */
export const searchParticipants = (text: string): readonly PixParticipant[] => {
  const typed = folded(text);
  return typed
    ? pixParticipants.filter((participant) => folded(participantLabel(participant)).includes(typed))
    : pixParticipants;
};
