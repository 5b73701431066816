import type { RegistrationField, RegistrationFields } from '../../../../domain/registration-draft';

/** What each section of the form gets: the values and a way to report a change. */
export interface SectionProps {
  fields: RegistrationFields;
  onField: (field: RegistrationField, value: string) => void;
}
