import { BottomMenu } from '../../../components/bottom-menu';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfilePersonalDataQuery } from '../api';
import '../profile.css';
import { EndAllSessions } from './end-all-sessions';
import { ProfileMenu } from './profile-menu';
import { ProfileSummary } from './profile-summary';
import { QueryStatus } from './query-status';

/** /perfil (SPEC §2 Profile). */
export function ProfilePage() {
  const { data: dados, isLoading, error } = useProfilePersonalDataQuery();
  useDocumentTitle('Perfil');
  return (
    <div className="page page-with-menu profile-screen">
      <header className="screen-header">
        <h1>Perfil</h1>
      </header>
      <main>
        {dados ? <ProfileSummary dados={dados} /> : <QueryStatus isLoading={isLoading} error={error} />}
        <ProfileMenu />
        <EndAllSessions />
      </main>
      <BottomMenu />
    </div>
  );
}
