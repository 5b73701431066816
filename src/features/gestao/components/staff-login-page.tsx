import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { staffSessionStarted } from '../../../lib/api';
import { settleOutcome } from '../../../lib/api-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStaffLoginMutation } from '../api';
import { persistStaffToken } from '../staff-session';
import type { StaffLoginNotice } from './staff-forgot-password-page';

const STAFF_LOGIN_EMPTY = 'Informe e-mail e senha.';

export function StaffLoginPage() {
  useDocumentTitle('Gestão — Entrar');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notice = (useLocation().state as Partial<StaffLoginNotice> | null)?.notice;
  const [login, { isLoading }] = useStaffLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(STAFF_LOGIN_EMPTY);
    setError(null);
    const session = await settleOutcome(login({ email: email.trim(), password }));
    if (!session.ok) return setError(session.message);
    persistStaffToken(session.value.token);
    dispatch(staffSessionStarted(session.value.token));
    navigate('/gestao', { replace: true });
  }

  return (
    <main className="gestao-login">
      <form className="gestao-card form" noValidate onSubmit={(e) => void submit(e)}>
        <h1>Gestão da associação</h1>
        {notice && !error && <p role="status">{notice}</p>}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={isLoading}>
          Entrar
        </button>
        <Link to="/gestao/esqueci-senha" className="link">
          Esqueci minha senha
        </Link>
        <Link to="/gestao/cadastro" className="link">
          Cadastrar associação
        </Link>
      </form>
    </main>
  );
}
