import { BottomMenu } from '../../../components/bottom-menu';
import { Splash } from '../../../components/splash';
import { useLogout } from '../../../lib/use-logout';
import { useLoggedMemberQuery } from '../api';
import { HomeTopBar } from './home-top-bar';

export function HomePage() {
  const { data: user } = useLoggedMemberQuery();
  const logout = useLogout();

  if (!user) return <Splash />;
  return (
    <div className="page page-with-menu">
      <HomeTopBar user={user} />
      <main>
        <section className="card balance-card" aria-label="Resumo">
          <div className="balance-card-head">
            <h1>Início</h1>
            <button type="button" className="link" onClick={() => void logout()}>
              Sair
            </button>
          </div>
        </section>
      </main>
      <BottomMenu />
    </div>
  );
}
