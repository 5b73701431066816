import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { declaredActivities } from '../db/schema-activities';

/** Continuing-education activities the member declared, with their proofs. */
export const ACTIVITY_DATA: PersonalDataSource[] = [memberRows('atividades', declaredActivities)];
