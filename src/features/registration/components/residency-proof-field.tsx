import { useId } from 'react';
import type { AttachedFile } from '../../../../domain/registration-draft';
import { DATE_MASK } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { DOCUMENT_ACCEPT, fileSizeLabel } from '../document-files';
import type { SectionProps } from './form-types';
import { UploadBar } from './upload-progress';

const PERIOD_FIELDS = [
  { field: 'residencyStart', name: 'dataInicioResidencia', label: 'Data de início' },
  { field: 'residencyEnd', name: 'dataTerminoResidencia', label: 'Data de término' },
] as const;

interface ResidencyProofFieldProps extends SectionProps {
  proof: AttachedFile | null;
  reading: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/**
 * Residente ou Fellow (SPEC §9): the residency's or fellowship's start and end dates, and its
 * proof. The category's note just above says what is needed.
 */
export function ResidencyProofField({
  fields,
  onField,
  proof,
  reading,
  onSelect,
  onRemove,
}: ResidencyProofFieldProps) {
  const fileId = useId();
  return (
    <fieldset className="registration-section">
      <legend>Residência ou fellowship</legend>
      {PERIOD_FIELDS.map(({ field, name, label }) => (
        <MaskedField
          key={name}
          label={label}
          name={name}
          mask={DATE_MASK}
          inputMode="numeric"
          placeholder="DD/MM/AAAA"
          value={fields[field]}
          onChange={(value) => onField(field, value)}
        />
      ))}
      <div className="field">
        <label htmlFor={fileId}>Comprovante (PDF, JPG, PNG, GIF, BMP, TIFF ou WEBP, até 15MB)</label>
        <input
          id={fileId}
          type="file"
          name="comprovanteResidencia"
          accept={DOCUMENT_ACCEPT}
          disabled={reading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that picking the same file again still reports a change.
            e.target.value = '';
            if (file) onSelect(file);
          }}
        />
      </div>
      {proof && (
        <ul className="registration-files" aria-label="Comprovante anexado">
          <li>
            <span className="registration-file-name" title={proof.name}>
              {proof.name}
            </span>
            <span className="muted">{fileSizeLabel(proof.size)}</span>
            <UploadBar name={proof.name} percent={100} />
            <button type="button" className="link" aria-label={`Remover ${proof.name}`} onClick={onRemove}>
              Remover
            </button>
          </li>
        </ul>
      )}
    </fieldset>
  );
}
