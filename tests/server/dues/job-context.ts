import type { JobContext } from '../../../server/jobs/job';
import type { TestContext } from '../support/test-app';

/** What a job gets when it runs at a given instant (a fake clock: the job reads `now`). */
export const jobContextAt = (t: TestContext, iso: string): JobContext => ({
  db: t.database.db,
  config: t.app.config,
  log: t.app.log,
  now: () => new Date(iso),
});
