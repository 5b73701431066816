import { lazy, Suspense, useEffect, useRef } from 'react';
import type ReCAPTCHAWidget from 'react-google-recaptcha';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../../domain/captcha';

// Google's widget (and its script) load only when this screen needs them.
const ReCAPTCHA = lazy(() => import('react-google-recaptcha'));

interface CaptchaFieldProps {
  /** From /api/auth/config; undefined while it loads. */
  siteKey: string | null | undefined;
  sandbox: boolean;
  token: string;
  onChange: (token: string | null) => void;
}

/** reCAPTCHA when the server has a site key; in the sandbox without one, a plain checkbox. */
export function CaptchaField({ siteKey, sandbox, token, onChange }: CaptchaFieldProps) {
  const widget = useRef<ReCAPTCHAWidget>(null);

  // A token is good for one try: once the form drops it (a refused save), the widget starts over.
  useEffect(() => {
    if (!token) widget.current?.reset();
  }, [token]);

  if (siteKey) {
    return (
      <div className="registration-captcha">
        <p className="registration-captcha-title">Verificação de segurança</p>
        <Suspense fallback={<p className="muted">Carregando...</p>}>
          <ReCAPTCHA
            ref={widget}
            sitekey={siteKey}
            hl="pt-BR"
            onChange={onChange}
            onExpired={() => onChange(null)}
          />
        </Suspense>
      </div>
    );
  }
  if (siteKey === undefined) return <p className="muted">Carregando...</p>;
  if (!sandbox) return <p className="muted">A verificação de segurança está indisponível no momento.</p>;
  return (
    <label className="checkbox registration-captcha">
      <input
        type="checkbox"
        name="recaptcha"
        checked={token === SANDBOX_CAPTCHA_TOKEN}
        onChange={(e) => onChange(e.target.checked ? SANDBOX_CAPTCHA_TOKEN : null)}
      />
      Não sou um robô
    </label>
  );
}
