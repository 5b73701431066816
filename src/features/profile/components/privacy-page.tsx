import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PRIVACY_TEXT } from '../../../../domain/privacy-messages';
import { failureOf } from '../../../lib/api-result';
import { useMyDataExportMutation } from '../privacy-api';
import { saveUrl } from '../receipt-file';
import '../profile.css';
import { AccessLogSection } from './access-log-section';
import { ConsentsSection } from './consents-section';
import { PrivacyRequestsSections } from './privacy-requests-sections';
import { ProfileHeader } from './profile-header';

const CORRECTION_LINKS = [
  { to: '/dadosPessoais', label: 'Dados pessoais' },
  { to: '/dadosProfissionais', label: 'Dados profissionais' },
  { to: '/alterarDadosFormacao', label: 'Formação' },
  { to: '/dadosEspecialidades', label: 'Especialidades' },
] as const;

/** Saves the ZIP as soon as it arrives. */
function useSaveOnArrival(file: { url: string; fileName: string } | undefined) {
  useEffect(() => {
    if (file) saveUrl(file.url, file.fileName);
  }, [file]);
}

/** /meusDados: "Meus dados e privacidade" — download everything held about the member, correct it. */
export function PrivacyPage() {
  const [download, result] = useMyDataExportMutation();
  useSaveOnArrival(result.data);
  return (
    <div className="page profile-screen">
      <ProfileHeader title={PRIVACY_TEXT.title} back="/perfil" />
      <main>
        <section className="card form privacy-section" aria-labelledby="privacy-download">
          <p>{PRIVACY_TEXT.intro}</p>
          <h2 id="privacy-download">{PRIVACY_TEXT.downloadHeading}</h2>
          <p>{PRIVACY_TEXT.downloadIntro}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={result.isLoading}
            onClick={() => void download()}
          >
            {result.isLoading ? PRIVACY_TEXT.downloading : PRIVACY_TEXT.download}
          </button>
          {result.data && (
            <p role="status">
              {PRIVACY_TEXT.downloaded}{' '}
              <a className="link" href={result.data.url} download={result.data.fileName}>
                {result.data.fileName}
              </a>
            </p>
          )}
          {result.isError && <p role="alert">{failureOf(result.error).message}</p>}
        </section>
        <section className="card form privacy-section" aria-labelledby="privacy-correct">
          <h2 id="privacy-correct">{PRIVACY_TEXT.correctHeading}</h2>
          <p>{PRIVACY_TEXT.correctIntro}</p>
          <ul className="privacy-links">
            {CORRECTION_LINKS.map((link) => (
              <li key={link.to}>
                <Link className="link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <ConsentsSection />
        <AccessLogSection />
        <PrivacyRequestsSections />
      </main>
    </div>
  );
}
