import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { formatCnpj } from '../../../../../domain/cnpj';
import { NO_UF } from '../../../../../domain/brazil-states';
import type { AssociationUpdate, LogoUpload } from '../../../../../domain/contract/gestao-association';
import { contrastRatio, normalizeHexColor } from '../../../../../domain/contrast';
import {
  associationDataMachine,
  colorProblem,
  type AssociationDataField,
} from '../../../../../machines/association-data.machine';
import { LoadProblem } from '../../../../components/load-problem';
import { TextField } from '../../../../components/text-field';
import { UfSelect } from '../../../../components/uf-select';
import { settleOutcome } from '../../../../lib/api-result';
import { inspect } from '../../../../lib/inspect';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  useAssociationQuery,
  useUpdateAssociationMutation,
  useUploadAssociationLogoMutation,
} from '../../association-api';
import { FormMessage } from '../form-message';
import './association.css';

const TEXT_FIELDS: readonly { field: AssociationDataField; label: string; type?: string }[] = [
  { field: 'legalName', label: 'Razão social' },
  { field: 'displayName', label: 'Nome de exibição' },
  { field: 'city', label: 'Cidade' },
];

const POINTS_FIELDS: readonly { field: AssociationDataField; label: string }[] = [
  { field: 'pointsGoal', label: 'Meta de pontos' },
  { field: 'pointsYears', label: 'Em quantos anos' },
  { field: 'pointsMaxPerYear', label: 'Máximo por ano' },
];

/** The file's bytes as base64 (the data URL without its head). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/** Contrast of white text on the colour, as people read it: "5,9:1". */
const ratioText = (hex: string) =>
  `${contrastRatio(hex, '#ffffff').toLocaleString('pt-BR', { maximumFractionDigits: 1 })}:1`;

/** /gestao/associacao (gestor): the association's data, its logo and its colour. */
export default function AssociationPage() {
  useDocumentTitle('Dados da associação');
  // Which control the person used last: its answer is shown under it.
  const [usedLast, setUsedLast] = useState<'form' | 'logo'>('form');
  const query = useAssociationQuery();
  const [save] = useUpdateAssociationMutation();
  const [upload] = useUploadAssociationLogoMutation();
  const [state, send] = useMachine(
    associationDataMachine.provide({
      actors: {
        save: fromPromise(({ input }: { input: AssociationUpdate }) => settleOutcome(save(input))),
        uploadLogo: fromPromise(({ input }: { input: LogoUpload }) => settleOutcome(upload(input))),
      },
    }),
    { inspect },
  );
  const loaded = state.matches('loading') ? undefined : true;
  useEffect(() => {
    if (query.data && !loaded) send({ type: 'data.loaded', data: query.data });
  }, [query.data, loaded, send]);
  const logoId = useId();
  const { form, cnpjLocked, logoUrl, error, notice } = state.context;
  // What Salvar or the logo upload answered, shown (and focused) under the control used last.
  const note = useMemo(
    () => ((error ?? notice) ? { error: error !== null, text: error ?? notice ?? '' } : null),
    [error, notice],
  );
  const busy = state.hasTag('busy');
  const change = (field: AssociationDataField) => (value: string) =>
    send({ type: 'field.changed', field, value });
  const swatch = normalizeHexColor(form.primaryColor);

  if (!loaded) {
    return query.isError ? (
      <LoadProblem what="os dados da associação" error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <p className="muted">Carregando...</p>
    );
  }
  return (
    <section className="gestao-association">
      <h1>Dados da associação</h1>
      <form
        className="gestao-card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setUsedLast('form');
          send({ type: 'form.submitted' });
        }}
      >
        <TextField
          label="CNPJ"
          value={cnpjLocked ? formatCnpj(form.cnpj) : form.cnpj}
          readOnly={cnpjLocked}
          onChange={(e) => change('cnpj')(e.target.value)}
        />
        {TEXT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            value={form[field]}
            onChange={(e) => change(field)(e.target.value)}
          />
        ))}
        <UfSelect label="UF" value={form.uf || NO_UF} onChange={change('uf')} />
        <TextField
          label="E-mail de contato"
          type="email"
          value={form.contactEmail}
          onChange={(e) => change('contactEmail')(e.target.value)}
        />
        <TextField
          label="Telefone de contato"
          type="tel"
          inputMode="tel"
          value={form.contactPhone}
          onChange={(e) => change('contactPhone')(e.target.value)}
        />
        <div className="association-color">
          <div className="field">
            <label htmlFor={`${logoId}-picker`}>Cor principal</label>
            <input
              id={`${logoId}-picker`}
              type="color"
              className="association-color-picker"
              value={swatch ?? '#0b5fa5'}
              aria-describedby={`${logoId}-color ${logoId}-contrast`}
              onChange={(e) => change('primaryColor')(e.target.value.toUpperCase())}
            />
          </div>
          <TextField
            label="Código da cor"
            placeholder="#0B5FA5"
            value={form.primaryColor}
            aria-describedby={`${logoId}-color ${logoId}-contrast`}
            onChange={(e) => change('primaryColor')(e.target.value)}
          />
        </div>
        <p id={`${logoId}-color`} className="muted">
          Usada na barra do topo e nos botões principais, sempre com texto branco (contraste mínimo 4,5:1).
        </p>
        <p id={`${logoId}-contrast`} aria-live="polite">
          {swatch &&
            (colorProblem(form.primaryColor)
              ? `Contraste com o texto branco: ${ratioText(swatch)} — abaixo do mínimo de 4,5:1.`
              : `Contraste com o texto branco: ${ratioText(swatch)}.`)}
        </p>
        {swatch && !colorProblem(form.primaryColor) && (
          <p className="association-swatch" style={{ background: swatch }}>
            Texto branco sobre a cor principal
          </p>
        )}
        <fieldset className="association-points" aria-describedby={`${logoId}-points`}>
          <legend>Pontos de atualização</legend>
          <p id={`${logoId}-points`} className="muted">
            Os pontos dos certificados de eventos contam para esta meta no perfil de cada membro. Em branco:
            sem meta.
          </p>
          {POINTS_FIELDS.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              inputMode="numeric"
              value={form[field]}
              onChange={(e) => change(field)(e.target.value)}
            />
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {state.matches('saving') ? 'Salvando...' : 'Salvar'}
        </button>
        {usedLast === 'form' && <FormMessage note={note} doneClassName="association-feedback" />}
      </form>

      <div className="gestao-card form">
        <div className="field">
          <label htmlFor={logoId}>Logo</label>
          <input
            id={logoId}
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) setUsedLast('logo');
              if (file)
                void base64Of(file).then((contentBase64) =>
                  send({ type: 'logo.chosen', file: { fileName: file.name, contentBase64 } }),
                );
            }}
          />
        </div>
        <p className="muted">PNG, JPEG ou SVG de até 1 MB.</p>
        {usedLast === 'logo' && <FormMessage note={note} doneClassName="association-feedback" />}
        {logoUrl ? (
          <img className="association-logo" src={logoUrl} alt={`Logo de ${form.displayName}`} />
        ) : (
          <p className="muted">A associação ainda não tem logo.</p>
        )}
      </div>
    </section>
  );
}
