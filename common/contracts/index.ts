import type { Operation } from '../operation';
import * as attempts from './attempts';
import * as auth from './auth';
import * as catalog from './catalog';
import * as contact from './contact';
import * as coverage from './coverage';
import * as events from './events';
import * as feedback from './feedback';
import * as papers from './papers';
import * as payments from './payments';
import * as performance from './performance';
import * as site from './site';
import * as subscriptions from './subscriptions';
import * as system from './system';

/** Every operation of the API, by area: the server serves each once, tests cover each. */
export const operationsByArea = {
  attempts,
  auth,
  catalog,
  contact,
  coverage,
  events,
  feedback,
  papers,
  payments,
  performance,
  site,
  subscriptions,
  system,
} satisfies Record<string, Record<string, Operation>>;

export const allOperations: Operation[] = Object.values(operationsByArea).flatMap((area) =>
  Object.values(area),
);
