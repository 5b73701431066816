import { BottomMenu } from '../../../components/bottom-menu';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfilePersonalDataQuery } from '../personal-data-api';
import '../profile.css';
import { EndAllSessions } from './end-all-sessions';
import { ProfileMenu } from './profile-menu';
import { ProfileSummary } from './profile-summary';
import { QueryStatus } from './query-status';

/** /perfil (SPEC §2 Profile). */
export function ProfilePage() {
  const { data, isLoading, error } = useProfilePersonalDataQuery();
  useDocumentTitle('Perfil');
  return (
    <div className="page page-with-menu profile-screen">
      <header className="screen-header">
        <h1>Perfil</h1>
      </header>
      <main>
        {data ? <ProfileSummary data={data} /> : <QueryStatus isLoading={isLoading} error={error} />}
        <ProfileMenu />
        <EndAllSessions />
      </main>
      <BottomMenu />
    </div>
  );
}
