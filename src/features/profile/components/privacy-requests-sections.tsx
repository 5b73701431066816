import { useMyPrivacyRequestsQuery } from '../privacy-requests-api';
import { AccountErasure } from './account-erasure';
import { CorrectionRequest, MyPrivacyRequestList } from './correction-request';
import './privacy-requests.css';

/** The requests part of Meus dados e privacidade: correction, erasure and the answers (LGPD art. 18). */
export function PrivacyRequestsSections() {
  const { data } = useMyPrivacyRequestsQuery();
  const items = data?.items ?? [];
  const pending = items.find((r) => r.kind === 'erasure' && r.status === 'pending');
  return (
    <>
      <CorrectionRequest held={data?.held} />
      <MyPrivacyRequestList items={items} />
      <AccountErasure pending={pending} />
    </>
  );
}
