/** Google's script defines grecaptcha; render() exists once it has fully loaded. */
type RecaptchaWindow = Window & { grecaptcha?: { render?: unknown } } & Record<string, unknown>;

const SCRIPT_ID = 'quita-recaptcha-script';

/**
 * Loads Google's reCAPTCHA script and resolves when it can draw the widget (its onload
 * callback). Each attempt names its own callback, so a retry asks for a new copy instead of
 * waiting on a request that stalled; the stalled script tag is dropped. react-google-recaptcha
 * then finds window.grecaptcha and does not load the script itself.
 */
export function loadRecaptchaScript(attempt: number): Promise<void> {
  const w = window as unknown as RecaptchaWindow;
  if (typeof w.grecaptcha?.render === 'function') return Promise.resolve();
  document.getElementById(SCRIPT_ID)?.remove();
  const callback = `quitaRecaptchaLoaded${attempt}`;
  return new Promise((resolve, reject) => {
    w[callback] = () => {
      delete w[callback];
      resolve();
    };
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?onload=${callback}&render=explicit&hl=pt-BR`;
    script.async = true;
    script.onerror = () => reject(new Error('O script da verificação de segurança não carregou.'));
    document.head.appendChild(script);
  });
}
