import { useId, type ChangeEvent } from 'react';
import type { AttachedFile } from '../../../../domain/registration-draft';
import { DOCUMENT_ACCEPT, fileSizeLabel, VIDEO_ACCEPT } from '../document-files';
import type { UploadBoard } from '../upload-board';
import { UploadBar, UploadsInFlight } from './upload-progress';

interface DocumentsFieldProps {
  attachments: AttachedFile[];
  /** An ophthalmologist with RQE in the registry needs no documents. */
  required: boolean;
  reading: boolean;
  uploads: UploadBoard;
  onSelect: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/**
 * Association mode: the documents the association asks for (PDF or images up to 15 MB each) and,
 * in §5's video mode, videos (MP4 or WEBM up to 1 GB). Each file is sent as soon as it is picked.
 */
export function DocumentsField({
  attachments,
  required,
  reading,
  uploads,
  onSelect,
  onRemove,
}: DocumentsFieldProps) {
  const id = useId();
  const videoId = useId();
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Cleared so that picking the same file again still reports a change.
    e.target.value = '';
    if (files.length > 0) onSelect(files);
  };
  return (
    <fieldset className="registration-section">
      <legend>Documentos</legend>
      <p className="muted registration-hint">
        {required
          ? 'Anexe os documentos solicitados pela associação (diploma, certificado de especialização ou comprovante de residência).'
          : 'Seu RQE de oftalmologia foi localizado: o envio de documentos é opcional.'}
      </p>
      <div className="field">
        <label htmlFor={id}>Anexar documentos (PDF, JPG, PNG, GIF, BMP, TIFF ou WEBP, até 15MB)</label>
        <input
          id={id}
          type="file"
          name="arquivos"
          multiple
          accept={DOCUMENT_ACCEPT}
          disabled={reading}
          onChange={picked}
        />
      </div>
      <div className="field">
        <label htmlFor={videoId}>Anexar vídeo (MP4 ou WEBM, até 1GB)</label>
        <input
          id={videoId}
          type="file"
          name="videos"
          accept={VIDEO_ACCEPT}
          disabled={reading}
          onChange={picked}
        />
      </div>
      {reading && <p className="muted">Enviando os arquivos...</p>}
      <UploadsInFlight board={uploads} />
      {attachments.length > 0 && (
        <ul className="registration-files" aria-label="Documentos anexados">
          {attachments.map((file, index) => (
            <li key={`${file.uploadId}-${index}`}>
              <span className="registration-file-name" title={file.name}>
                {file.name}
              </span>
              <span className="muted">{fileSizeLabel(file.size)}</span>
              <UploadBar name={file.name} percent={100} />
              <button
                type="button"
                className="link"
                aria-label={`Remover ${file.name}`}
                onClick={() => onRemove(index)}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
