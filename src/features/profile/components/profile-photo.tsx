import { useId } from 'react';
import { settle } from '../../../lib/api-result';
import { initialsOf } from '../initials';
import { useProfileSavePersonalDataMutation, type PersonalData } from '../personal-data-api';
import { readProfilePhoto } from '../profile-photo';
import { useReportOutcome } from '../use-report-outcome';

/** The photo (or the initials) and 'Alterar foto', which sends the chosen image at once. */
export function ProfilePhoto({ data }: { data: PersonalData }) {
  const inputId = useId();
  const [save, { isLoading }] = useProfileSavePersonalDataMutation();
  const report = useReportOutcome();

  const send = async (file: File) => {
    const photo = await readProfilePhoto(file);
    if (!photo.ok) return report(photo);
    await report(await settle(save({ photo: photo.value })));
  };

  return (
    <div className="profile-photo">
      {data.photo ? (
        <img className="profile-avatar" src={data.photo} alt="Sua foto de perfil" width={96} height={96} />
      ) : (
        <span className="profile-avatar avatar-initials" aria-hidden="true">
          {initialsOf(data.name, data.presentationName)}
        </span>
      )}
      <div className="profile-photo-upload">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="profile-visually-hidden"
          disabled={isLoading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again still counts as a change.
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <label htmlFor={inputId} className="button button-small">
          Alterar foto
        </label>
        <span className="muted profile-photo-status" aria-live="polite">
          {isLoading ? 'Enviando a foto...' : ''}
        </span>
      </div>
    </div>
  );
}
