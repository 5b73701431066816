import type { MemberSituation } from '../../../../../domain/contract/gestao-members';
import { SITUATION_LABEL } from '../../../../../domain/gestao-members-messages';
import './members.css';

export function SituationBadge({ situation }: { situation: MemberSituation }) {
  return (
    <span className={`members-situation members-situation-${situation}`}>{SITUATION_LABEL[situation]}</span>
  );
}
