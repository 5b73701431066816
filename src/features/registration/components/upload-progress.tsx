import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { percentSent } from '../../../../machines/file-upload.machine';
import type { FileUploadActor, UploadBoard } from '../upload-board';

/** One file's share sent, as a labelled bar assistive technology reads. */
export function UploadBar({ name, percent }: { name: string; percent: number }) {
  return (
    <span className="upload-bar-row">
      <span
        className="upload-bar"
        role="progressbar"
        aria-label={`Envio de ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
      >
        <span className="upload-bar-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="muted upload-bar-percent">{percent} %</span>
    </span>
  );
}

function UploadInFlight({ actor }: { actor: FileUploadActor }) {
  const name = useSelector(actor, (s) => s.context.file.name);
  const percent = useSelector(actor, (s) => percentSent(s.context));
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const waiting = useSelector(actor, (s) => s.matches('waitingToRetry'));
  return (
    <li className="upload-in-flight">
      <span className="registration-file-name">{name}</span>
      <UploadBar name={name} percent={percent} />
      {waiting && <span className="muted">Conexão interrompida, retomando...</span>}
      {failed && (
        <>
          <span role="alert" className="upload-error">
            {error}
          </span>
          <button type="button" className="link" onClick={() => actor.send({ type: 'retry' })}>
            Tentar novamente
          </button>
          <button
            type="button"
            className="link"
            aria-label={`Remover ${name}`}
            onClick={() => actor.send({ type: 'cancel' })}
          >
            Remover
          </button>
        </>
      )}
    </li>
  );
}

/** The files picked and still on their way to the server, each with its bar. */
export function UploadsInFlight({ board }: { board: UploadBoard }) {
  const actors = useSyncExternalStore(board.subscribe, board.inFlight);
  if (actors.length === 0) return null;
  return (
    <ul className="registration-files" aria-label="Arquivos em envio">
      {actors.map((actor) => (
        <UploadInFlight key={actor.id} actor={actor} />
      ))}
    </ul>
  );
}
