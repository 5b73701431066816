import { VotingPage } from '../features/assemblies/components/voting-page';
import { PaymentPinStep } from '../features/wallet/components/payment-pin-step';

/** /votacoes/:assemblyId: the vote confirmed with the payments' PIN step (its rules, its lock). */
export function VotingRoute() {
  return <VotingPage PinStep={PaymentPinStep} />;
}
