import { BalcaoThemeProvider, createBalcaoQueryClient } from '@balcao/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevPage } from './dev/DevPage';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createBalcaoQueryClient()}>
      <BalcaoThemeProvider>
        <DevPage />
      </BalcaoThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
