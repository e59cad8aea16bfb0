import './boot';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { queryClient } from './api/queryClient';
import { LocalizedTheme } from './components/LocalizedTheme';
import { i18nReady } from './i18n';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The shell's texts in the start language come first; a page group's texts load with its pages.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <LocalizedTheme>
          <QueryClientProvider client={queryClient}>
            {/* A navigation is an urgent update, never a transition: the new address renders at once, so a
              page that is busy re-rendering cannot keep itself on screen under another page's address. */}
            <BrowserRouter useTransitions={false}>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </LocalizedTheme>
      </MantineProvider>
    </StrictMode>,
  ),
);
