import { lazy, Suspense, useEffect, useRef } from 'react';
import type ReCAPTCHAWidget from 'react-google-recaptcha';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../domain/captcha';
import { LazyScriptGate } from '../lazy-script-gate';
import { loadRecaptchaScript } from './recaptcha-script';
import './captcha-field.css';

// Google's widget (and its script) load only when this screen needs them.
const loadWidget = () => import('react-google-recaptcha');
const ReCAPTCHA = lazy(loadWidget);
/** The widget's code and Google's script, both within the 120 s a lazy script is given. */
const loadCaptcha = (attempt: number) => Promise.all([loadWidget(), loadRecaptchaScript(attempt)]);

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
        <LazyScriptGate what="a verificação de segurança" load={loadCaptcha}>
          {/* Both have arrived: the lazy component resolves at once. */}
          <Suspense fallback={null}>
            <ReCAPTCHA
              ref={widget}
              sitekey={siteKey}
              hl="pt-BR"
              onChange={onChange}
              onExpired={() => onChange(null)}
            />
          </Suspense>
        </LazyScriptGate>
      </div>
    );
  }
  if (siteKey === undefined) return <p className="muted">Carregando...</p>;
  if (!sandbox) return <p className="muted">A verificação de segurança está indisponível no momento.</p>;
  return (
    <label className="checkbox registration-captcha captcha-sandbox">
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
