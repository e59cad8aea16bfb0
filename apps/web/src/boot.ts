import { getAccessToken } from './auth/session';
import { prepareScreen } from './routing/screens';

// The first screen's code and data are asked for at once, beside the start language's shell texts.
// The entry imports this module first.
prepareScreen(window.location.pathname, getAccessToken() !== null);
