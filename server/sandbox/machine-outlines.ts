import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineCatalog, outlineMachine, type MachineOutline } from '../../machines/machine-outline';

const MACHINES_DIR = resolve(import.meta.dirname, '../../machines');

let outlines: Promise<MachineOutline[]> | undefined;

/**
 * Every machine of machines/*.machine.ts with its states and events, read from the modules
 * themselves. The server reads them, not the sandbox page: importing them all into the page's
 * code would split each one out of its screen's file, and every screen would pay for it.
 */
export function machineOutlines(): Promise<MachineOutline[]> {
  outlines ??= (async () => {
    const files = (await readdir(MACHINES_DIR)).filter((file) => file.endsWith('.machine.ts')).sort();
    const modules = await Promise.all(
      files.map(
        (file) => import(pathToFileURL(join(MACHINES_DIR, file)).href) as Promise<Record<string, unknown>>,
      ),
    );
    return machineCatalog(modules).map(outlineMachine);
  })();
  return outlines;
}
