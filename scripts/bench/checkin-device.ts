/** The door device's own code, bundled by bench/checkin.ts into the benchmark's page. */
export {
  checkAtDoor,
  keepDoorBook,
  pendingScans,
  syncDoorQueue,
} from '../../src/features/gestao/door/door-check';
