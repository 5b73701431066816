import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { COMMON_MSG } from '../../../../../domain/messages';
import { DOOR_MSG } from '../../../../../domain/door-messages';
import { doorScanMachine, type DoorAnswer, type DoorRead } from '../../../../../machines/door-scan.machine';
import { CameraViewfinder } from '../../../../components/camera/camera-viewfinder';
import { cameraActor } from '../../../../lib/camera/camera-actor';
import { frameDecoder } from '../../../../lib/camera/frame-decoder';
import { inspect } from '../../../../lib/inspect';
import { useDoorBookQuery } from '../../checkin-api';
import { checkAtDoor, keepDoorBook } from '../../door/door-check';
import { CheckinVerdict } from './checkin-verdict';
import { DoorSearch } from './door-search';
import { doorDeviceId } from './door-device';
import { useRecordScans } from './use-door-sync';

interface DoorDeskProps {
  eventId: number;
  /** A scan was checked (the queue of offline scans may have grown). */
  onChecked: () => void;
}

/** One event's door: the camera reading tickets, "Digitar código", "Buscar", and the answer. */
export function DoorDesk({ eventId, onChecked }: DoorDeskProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const record = useRecordScans();
  const book = useDoorBookQuery(eventId);
  const [kept, setKept] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [snapshot, send] = useMachine(
    doorScanMachine.provide({
      actors: {
        camera: cameraActor(video),
        decodeFrame: frameDecoder(video),
        checkTicket: fromPromise<DoorAnswer, { eventId: number; read: DoorRead }>(({ input }) =>
          checkAtDoor(record, doorDeviceId(), input.eventId, input.read),
        ),
      },
    }),
    { input: { eventId }, inspect },
  );
  const { answer } = snapshot.context;

  useEffect(() => {
    if (!book.data) return;
    const tickets = book.data.tickets.length;
    void keepDoorBook(book.data, doorDeviceId())
      .then(() => setKept(tickets))
      .catch(() => setKept(null));
  }, [book.data]);

  useEffect(() => {
    if (answer) onChecked();
  }, [answer, onChecked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    send({ type: 'code.typed', code: code.trim() });
    setCode('');
  }

  const busy = snapshot.hasTag('busy') && snapshot.matches('checking');
  return (
    <div className="door-desk">
      <div className="door-camera">
        <CameraViewfinder video={video} hidden={snapshot.matches('noCamera')} />
        <p className="muted" aria-live="polite">
          {snapshot.matches('startingCamera')
            ? DOOR_MSG.startingCamera
            : snapshot.matches('noCamera')
              ? COMMON_MSG.noCameras
              : snapshot.matches('checking')
                ? DOOR_MSG.checking
                : DOOR_MSG.pointCamera}
        </p>
      </div>
      <div className="door-side">
        {answer?.ok && (
          <CheckinVerdict eventId={eventId} result={answer.value.result} offline={answer.value.offline} />
        )}
        {answer && !answer.ok && <p role="alert">{answer.message}</p>}
        <form className="checkin-code" aria-label="Digitar código" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-code`}>Código do ingresso</label>
            <input
              id={`${id}-code`}
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={20}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            Confirmar entrada
          </button>
        </form>
        <DoorSearch eventId={eventId} busy={busy} onCheckIn={(c) => send({ type: 'code.typed', code: c })} />
        {kept !== null && <p className="muted">{DOOR_MSG.bookKept(kept)}</p>}
      </div>
    </div>
  );
}
