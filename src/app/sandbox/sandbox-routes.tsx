import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { retryableLazy } from '../../lib/retryable-lazy';

const SandboxMessagesPage = retryableLazy(async () => ({
  default: (await import('../../features/sandbox/components/sandbox-messages-page')).SandboxMessagesPage,
}));
const SandboxBankPage = retryableLazy(async () => ({
  default: (await import('../../features/sandbox/components/sandbox-bank-page')).SandboxBankPage,
}));
const MachinesRoutes = retryableLazy(() => import('./machines-routes'));

/**
 * The route module of /sandbox/*: the app's route table has one entry for the sandbox pages, so
 * its start-up code carries a few bytes for them (the /login budget is tight); each page is its
 * own chunk, and the machines' page brings every machine and the screens it opens.
 */
export function Component() {
  return (
    <Suspense fallback={<p className="page muted">Carregando...</p>}>
      <Routes>
        <Route path="mensagens" element={<SandboxMessagesPage />} />
        <Route path="banco" element={<SandboxBankPage />} />
        <Route path="maquinas/*" element={<MachinesRoutes />} />
      </Routes>
    </Suspense>
  );
}
