import { useId, useState, type FormEvent } from 'react';
import type { BannerEntry } from '../../../../../domain/contract/gestao-store';
import { settleOutcome } from '../../../../lib/api-result';
import { STORE_MESSAGES } from '../../../../../domain/gestao-store-messages';
import {
  useBannersQuery,
  useCreateBannerMutation,
  useRemoveBannerMutation,
  useUpdateBannerMutation,
} from '../../store-api';
import { FormMessage, type FormNote } from '../form-message';
import { readAsBase64 } from './read-image';
import { LoadProblem } from '../../../../components/load-problem';

type Notify = (text: string, error?: boolean) => void;

interface BannerDraft {
  link: string;
  position: string;
  active: boolean;
}

const bodyOf = (d: BannerDraft) => ({
  link: d.link.trim() || null,
  position: Number(d.position),
  active: d.active,
});

function BannerFields({ draft, onChange }: { draft: BannerDraft; onChange: (d: BannerDraft) => void }) {
  const id = useId();
  const { link, position, active } = draft;
  const onLink = (v: string) => onChange({ ...draft, link: v });
  const onPosition = (v: string) => onChange({ ...draft, position: v });
  const onActive = (v: boolean) => onChange({ ...draft, active: v });
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-link`}>Link (https://… ou /tela)</label>
        <input id={`${id}-link`} value={link} onChange={(e) => onLink(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`}>Ordem</label>
        <input
          id={`${id}-position`}
          type="number"
          min={0}
          max={999}
          value={position}
          onChange={(e) => onPosition(e.target.value)}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={active} onChange={(e) => onActive(e.target.checked)} /> Ativo
      </label>
    </>
  );
}

function BannerRow({ banner, index, notify }: { banner: BannerEntry; index: number; notify: Notify }) {
  const [update] = useUpdateBannerMutation();
  const [remove] = useRemoveBannerMutation();
  const [draft, setDraft] = useState<BannerDraft>({
    link: banner.link ?? '',
    position: String(banner.position),
    active: banner.active,
  });
  const name = `Banner ${index + 1}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await settleOutcome(update({ id: banner.id, body: bodyOf(draft) }));
    notify(outcome.ok ? `${name} salvo.` : outcome.message, !outcome.ok);
  }

  return (
    <li className="gestao-card">
      <form className="gestao-toolbar" aria-label={name} onSubmit={(e) => void submit(e)}>
        <img src={banner.imageUrl} alt={name} className="store-banner-image" />
        <BannerFields draft={draft} onChange={setDraft} />
        <button type="submit" className="button">
          Salvar
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void settleOutcome(remove(banner.id)).then((outcome) =>
              notify(outcome.ok ? `${name} excluído.` : outcome.message, !outcome.ok),
            )
          }
        >
          Excluir
        </button>
      </form>
    </li>
  );
}

function NewBanner({ notify }: { notify: Notify }) {
  const id = useId();
  const [create, { isLoading }] = useCreateBannerMutation();
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<BannerDraft>({ link: '', position: '0', active: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return notify('Escolha a imagem do banner.', true);
    const imageBase64 = await readAsBase64(file).catch(() => null);
    if (imageBase64 === null) return notify(STORE_MESSAGES.imageUnreadable, true);
    const outcome = await settleOutcome(create({ imageBase64, ...bodyOf(draft) }));
    if (!outcome.ok) return notify(outcome.message, true);
    notify('Banner criado.');
    setDraft({ ...draft, link: '' });
  }

  return (
    <form className="gestao-toolbar" aria-label="Novo banner" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-image`}>Imagem do banner</label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <BannerFields draft={draft} onChange={setDraft} />
      <button type="submit" className="button" disabled={isLoading}>
        Criar banner
      </button>
    </form>
  );
}

/** The member home's banners of this association: image, link, order, active. */
export function BannersPanel() {
  const { data, isError, error, refetch } = useBannersQuery();
  const [notice, setNotice] = useState<FormNote | null>(null);
  const notify: Notify = (text, error = false) => setNotice({ text, error });
  return (
    <section aria-labelledby="banners-heading">
      <h2 id="banners-heading">Banners da tela inicial</h2>
      <FormMessage note={notice} />
      <div className="gestao-card">
        <NewBanner notify={notify} />
      </div>
      {isError && <LoadProblem what="os banners" error={error} onRetry={() => void refetch()} />}
      <ul className="store-banners">
        {data?.map((b, i) => (
          <BannerRow key={b.id} banner={b} index={i} notify={notify} />
        ))}
      </ul>
    </section>
  );
}
