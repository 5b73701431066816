import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ScreenBoundary } from '../../../components/screen-boundary';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { selectStaffToken } from '../staff-session';
import { gestaoScreens } from '../screens';
import { GestaoLayout } from './gestao-layout';
import { StaffLoginPage } from './staff-login-page';
import { RoleGate } from './role-gate';
import { StaffFeedback } from './staff-feedback';
import '../gestao.css';

// The invitation's page: outside the staff session, like the login.
const InvitePage = retryableLazy(() => import('./team/invite-page'));
const AssociationSignUpPage = retryableLazy(() => import('./association/association-signup-page'));
const StaffForgotPasswordPage = retryableLazy(async () => ({
  default: (await import('./staff-forgot-password-page')).StaffForgotPasswordPage,
}));

/** /gestao/*: the association staff's back office, a world of its own inside the SPA. */
export function GestaoApp() {
  const token = useSelector(selectStaffToken);
  return (
    <StaffFeedback>
      <Routes>
        <Route path="login" element={token ? <Navigate to="/gestao" replace /> : <StaffLoginPage />} />
        <Route
          path="esqueci-senha"
          element={
            token ? (
              <Navigate to="/gestao" replace />
            ) : (
              <Suspense fallback={<p className="muted">Carregando...</p>}>
                <StaffForgotPasswordPage />
              </Suspense>
            )
          }
        />
        <Route
          path="cadastro"
          element={
            token ? (
              <Navigate to="/gestao" replace />
            ) : (
              <Suspense fallback={<p className="muted">Carregando...</p>}>
                <AssociationSignUpPage />
              </Suspense>
            )
          }
        />
        <Route
          path="convite/:token"
          element={
            <Suspense fallback={<p className="muted">Carregando...</p>}>
              <InvitePage />
            </Suspense>
          }
        />
        <Route element={token ? <GestaoLayout /> : <Navigate to="/gestao/login" replace />}>
          {gestaoScreens.map(({ path, roles, Component }) => (
            <Route
              key={path}
              {...(path ? { path } : { index: true })}
              element={
                <RoleGate roles={roles}>
                  <ScreenBoundary key={path}>
                    <Suspense fallback={<p className="muted">Carregando...</p>}>
                      <Component />
                    </Suspense>
                  </ScreenBoundary>
                </RoleGate>
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/gestao" replace />} />
        </Route>
      </Routes>
    </StaffFeedback>
  );
}
