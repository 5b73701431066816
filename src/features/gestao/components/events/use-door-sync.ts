import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { settleOutcome } from '../../../../lib/api-result';
import { useRecordScansMutation } from '../../checkin-api';
import { pendingScans, syncDoorQueue, type RecordScans } from '../../door/door-check';
import { doorDeviceId } from './door-device';

function subscribeOnline(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** The server's scans endpoint as the door's check and sync call it. */
export function useRecordScans(): RecordScans {
  const [record] = useRecordScansMutation();
  return useCallback((eventId, body) => settleOutcome(record({ eventId, body })), [record]);
}

/**
 * Whether the device is online, and its queue of scans taken offline: sent when the screen opens
 * and each time the network comes back.
 */
export function useDoorSync() {
  const record = useRecordScans();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [pending, setPending] = useState(0);
  // With no IndexedDB (a private window of some browsers) the door still works online.
  const recount = useCallback(
    () =>
      void pendingScans()
        .then(setPending)
        .catch(() => setPending(0)),
    [],
  );

  useEffect(() => {
    if (!online) return recount();
    void syncDoorQueue(record, doorDeviceId())
      .catch(() => undefined)
      .then(recount);
  }, [online, record, recount]);

  return { online, pending, recount };
}
