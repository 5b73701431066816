import { SocialLinkFields } from '../../../components/person-fields';
import type { SectionProps } from './form-types';

export function SocialFields({ fields, onField }: SectionProps) {
  return <SocialLinkFields className="registration-section" values={fields} onChange={onField} />;
}
