import { useId } from 'react';
import { passwordScore, REQUIRED_PASSWORD_SCORE } from '../../domain/password';
import './password-strength.css';

const LEVELS = ['Muito fraca', 'Fraca', 'Média', 'Boa', 'Forte'] as const;

/** The §5 password quality (one point per rule, 4 needed) as a bar and a word. */
export function PasswordStrength({ password }: { password: string }) {
  const id = useId();
  const score = passwordScore(password);
  return (
    <div className="password-strength" data-score={score}>
      <meter
        aria-labelledby={id}
        min={0}
        max={REQUIRED_PASSWORD_SCORE}
        low={2}
        high={3}
        optimum={REQUIRED_PASSWORD_SCORE}
        value={score}
      />
      <span id={id} aria-live="polite">
        Força da senha: {LEVELS[score]}
      </span>
    </div>
  );
}
