import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { TITLE } from '../../../../domain/messages';
import { qrScanMachine, type AssociationAnswer } from '../../../../machines/qr-scan.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { BottomMenu } from '../../../components/bottom-menu';
import { CameraViewfinder } from '../../../components/camera/camera-viewfinder';
import { settle } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQrAssociateMutation } from '../api';
import { cameraActor } from '../../../lib/camera/camera-actor';
import { frameDecoder } from '../../../lib/camera/frame-decoder';
import '../qr.css';

/** SPEC §2/§4 QR scan: the camera reads an association's QR code and the member asks to join it. */
const QR_SCAN_TITLE = 'Associar por QR Code';

export function QrScanPage() {
  useDocumentTitle(QR_SCAN_TITLE);
  const video = useRef<HTMLVideoElement>(null);
  const [associate] = useQrAssociateMutation();
  const showAlert = useAlerts();
  // A join link opened while logged in (RegisterPage sends it here): asked at once, no camera.
  const [search] = useSearchParams();
  const [snapshot, send] = useMachine(
    qrScanMachine.provide({
      actors: {
        camera: cameraActor(video),
        decodeFrame: frameDecoder(video),
        associate: fromPromise<AssociationAnswer, { code: string }>(({ input }) =>
          settle(associate(input.code)),
        ),
      },
    }),
    { inspect, input: { code: search.get('codigo') ?? undefined } },
  );

  const reading = snapshot.matches('reading');
  const associated = snapshot.matches('associated');
  const canReadAgain = snapshot.can({ type: 'scan.restarted' });
  const { message } = snapshot.context;

  useEffect(() => {
    if (!message || reading) return;
    void showAlert(
      associated
        ? { kind: 'success', title: TITLE.success, message }
        : { kind: 'error', title: TITLE.error, message },
    );
  }, [message, reading, associated, showAlert]);

  return (
    <div className="page page-with-menu qr-page">
      <header className="screen-header">
        <h1>{QR_SCAN_TITLE}</h1>
      </header>
      <main className="card qr-card">
        <p>
          {search.has('codigo') && !reading
            ? 'Pedido de associação pelo link de adesão da associação.'
            : 'Aponte a câmera para o QR Code da associação.'}
        </p>
        <CameraViewfinder video={video} hidden={!reading} />
        <p className="qr-status" role="status">
          {snapshot.matches({ reading: 'startingCamera' })
            ? 'Iniciando a câmera...'
            : snapshot.matches({ reading: 'scanning' })
              ? 'Procurando um QR Code...'
              : snapshot.matches('associating')
                ? 'Enviando a solicitação de associação...'
                : ''}
        </p>
        {canReadAgain && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'scan.restarted' })}
          >
            Ler novamente
          </button>
        )}
        {associated && (
          <Link className="button button-primary qr-home" to="/">
            Voltar ao início
          </Link>
        )}
      </main>
      <BottomMenu />
    </div>
  );
}
