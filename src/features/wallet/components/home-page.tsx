import { useDeferredValue, useRef } from 'react';
import { BottomMenu } from '../../../components/bottom-menu';
import { InstallPrompt } from '../../../components/install-prompt/install-prompt';
import { Splash } from '../../../components/splash';
import { useAssociationBrandStyle } from '../../../lib/association-brand-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletMemberQuery, useWalletTermsAcceptedQuery } from '../api';
import { useWalletHasPinQuery } from '../pin-api';
import { useFirstAnnuityCheck } from '../use-first-annuity-check';
import '../wallet.css';
import { BalanceCard } from './balance-card';
import { CardsPanel } from './cards-panel';
import { HomeTopBar } from './home-top-bar';
import { OverdueItems } from './overdue-items';
import { PinRegistrationPanel } from './pin-registration-panel';
import { StoreBanners } from './store-banners';
import { TermsModal } from './terms-modal';
import { UpcomingItems } from './upcoming-items';
import { VotingBanner } from './voting-banner';

/** SPEC §2 Home. */
export function HomePage() {
  useDocumentTitle('Início');
  const { data: member } = useWalletMemberQuery();
  // The PIN panel sits above the dues: the page waits to know whether it shows, rather than
  // push the dues down under the member's finger when it appears.
  const { isLoading: pinUnknown } = useWalletHasPinQuery();
  // The store answers synchronously; deferred, the page's first render is one React can pause to
  // let the browser breathe, instead of one long task.
  const user = useDeferredValue(pinUnknown ? undefined : member);
  const cardsPanel = useRef<HTMLDialogElement>(null);
  // One dialog at a time: the privacy terms first, the install prompt once they are accepted.
  const { data: termsAccepted } = useWalletTermsAcceptedQuery();
  useFirstAnnuityCheck();
  // The first association's colour: Home is its screen.
  const brand = useAssociationBrandStyle(member?.association?.associationId);

  if (!user) return <Splash />;
  return (
    <div className={`page page-with-menu home-page ${brand.className}`} style={brand.style}>
      <HomeTopBar user={user} />
      <main className="home-main">
        <VotingBanner />
        <BalanceCard onOpenCards={() => cardsPanel.current?.showModal()} />
        <PinRegistrationPanel />
        <OverdueItems />
        <UpcomingItems />
        <StoreBanners />
      </main>
      <CardsPanel ref={cardsPanel} />
      <TermsModal />
      <InstallPrompt held={termsAccepted !== true} />
      <BottomMenu />
    </div>
  );
}
