import { COPY_MESSAGE_MS } from '../../../../domain/constants';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import type { PersonalData } from '../personal-data-api';
import { PROFILE_TEXT } from '../profile-texts';
import { ProfilePhoto } from './profile-photo';

/** Photo, name and e-mail (with its copy button) at the top of the profile. */
export function ProfileSummary({ data }: { data: PersonalData }) {
  const showAlert = useAlerts();

  const copyEmail = async (email: string) => {
    try {
      await navigator.clipboard.writeText(email);
      await showAlert({
        kind: 'success',
        title: TITLE.success,
        message: COMMON_MSG.copiedToClipboard,
        durationMs: COPY_MESSAGE_MS,
      });
    } catch {
      await showAlert({ kind: 'error', title: TITLE.error, message: PROFILE_TEXT.copyFailed });
    }
  };

  return (
    <section className="card profile-summary" aria-label="Seus dados">
      <ProfilePhoto data={data} />
      <p className="profile-name">{data.presentationName || data.name}</p>
      {data.email && (
        <p className="profile-email">
          <span className="profile-email-text">{data.email}</span>
          <button
            type="button"
            className="button button-small"
            aria-label="Copiar e-mail"
            onClick={() => void copyEmail(data.email ?? '')}
          >
            Copiar
          </button>
        </p>
      )}
    </section>
  );
}
