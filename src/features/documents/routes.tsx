import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { retryableLazy } from '../../lib/retryable-lazy';

const DocumentsPage = retryableLazy(async () => ({
  default: (await import('./components/documents-page')).DocumentsPage,
}));
const ReceiptPage = retryableLazy(async () => ({
  default: (await import('./components/receipt-page')).ReceiptPage,
}));
const MemberCardPage = retryableLazy(async () => ({
  default: (await import('./components/member-card-page')).MemberCardPage,
}));
const UpdatePointsPage = retryableLazy(async () => ({
  default: (await import('./components/update-points-page')).UpdatePointsPage,
}));
const VerifyPage = retryableLazy(async () => ({
  default: (await import('./components/verify-page')).VerifyPage,
}));

/**
 * The route module of /documentos/* (member: declaração, certidão, recibo, carteirinha, pontos) and of
 * the public /verificar/{codigo}. The app's route table points both at this one small module, so
 * that its start-up code carries a few bytes for them, not an entry per screen (the /login
 * budget is tight); each screen is still its own chunk.
 */
export function Component() {
  const verifying = useLocation().pathname.startsWith('/verificar');
  return (
    <Suspense fallback={<p className="page muted">Carregando...</p>}>
      {verifying ? (
        <VerifyPage />
      ) : (
        <Routes>
          <Route index element={<DocumentsPage />} />
          <Route path="recibo/:gatewayId" element={<ReceiptPage />} />
          <Route path="carteirinha" element={<MemberCardPage />} />
          <Route path="pontos" element={<UpdatePointsPage />} />
          <Route path="*" element={<Navigate to="/documentos" replace />} />
        </Routes>
      )}
    </Suspense>
  );
}
