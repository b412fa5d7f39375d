// npm start runs this before it builds: a production start without its settings stops at once,
// with the whole list of what to set, instead of after a minute of building (issue 12).
import { ConfigError, loadConfig } from '../server/config';

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Prashna cannot start. ${error.message}`);
  process.exit(1);
}
