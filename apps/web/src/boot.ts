import { prefetchFirstScreen } from './api/firstScreen';
import { queryClient } from './api/queryClient';
import { getAccessToken } from './auth/session';
import { preloadScreen } from './routing/screens';

// The first screen's code and data are asked for at once, beside the start language's shell texts.
// The entry imports this module first.
const signedIn = getAccessToken() !== null;
preloadScreen(window.location.pathname, signedIn);
prefetchFirstScreen(queryClient, signedIn);
