// The spreadsheet thread when running from TypeScript sources (tests, a server started without a
// build): a thread does not inherit the tsx loader of the thread that starts it, so it registers one.
import { register } from 'tsx/esm/api';

register();
await import('./spreadsheet-thread.ts');
