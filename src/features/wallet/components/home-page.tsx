import { useRef } from 'react';
import { BottomMenu } from '../../../components/bottom-menu';
import { InstallPrompt } from '../../../components/install-prompt/install-prompt';
import { Splash } from '../../../components/splash';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletMemberQuery } from '../api';
import { useFirstAnnuityCheck } from '../use-first-annuity-check';
import '../wallet.css';
import { BalanceCard } from './balance-card';
import { CardsPanel } from './cards-panel';
import { HomeTopBar } from './home-top-bar';
import { PinRegistrationPanel } from './pin-registration-panel';
import { StoreBanners } from './store-banners';
import { TermsModal } from './terms-modal';
import { UpcomingItems } from './upcoming-items';

/** SPEC §2 Home. */
export function HomePage() {
  useDocumentTitle('Início');
  const { data: user } = useWalletMemberQuery();
  const cardsPanel = useRef<HTMLDialogElement>(null);
  useFirstAnnuityCheck();

  if (!user) return <Splash />;
  return (
    <div className="page page-with-menu home-page">
      <HomeTopBar user={user} />
      <main className="home-main">
        <BalanceCard onOpenCards={() => cardsPanel.current?.showModal()} />
        <PinRegistrationPanel />
        <UpcomingItems />
        <StoreBanners />
      </main>
      <CardsPanel ref={cardsPanel} />
      <TermsModal />
      <InstallPrompt />
      <BottomMenu />
    </div>
  );
}
