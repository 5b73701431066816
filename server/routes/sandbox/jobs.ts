import { ReminderJobRun } from '../../../domain/contract/reminders';
import { runReminders } from '../../dues/reminders';
import type { App } from '../../types';

/** Runs the reminder job once, now, for demos and browser tests (a rerun sends nothing twice). */
export default async function sandboxJobs(app: App) {
  app.post(
    '/jobs/lembretes',
    { schema: { response: { 200: ReminderJobRun } }, config: { ownVocabulary: true } },
    () => runReminders(app.db, app.config.publicUrl ?? ''),
  );
}
