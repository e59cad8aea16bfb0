// The spreadsheet thread when running from TypeScript sources (tests, a server started without a
// build): a thread does not inherit the tsx loader of the thread that starts it, so it registers one.
import os from 'node:os';
import { register } from 'tsx/esm/api';

// As in spreadsheet-thread.ts, before the loader starts its own thread (which inherits the priority).
if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
register();
await import('./spreadsheet-thread.ts');
