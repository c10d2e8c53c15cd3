import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { BalcaoThemeProvider, createBalcaoQueryClient } from '@balcao/ui';
import { RuntimeConfigContext } from './federation/RuntimeConfigContext';
import type { RuntimeConfig } from './federation/runtime-config';
import { createAppRouter } from './routes/router';

export function App({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  const [queryClient] = useState(createBalcaoQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <RuntimeConfigContext.Provider value={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <BalcaoThemeProvider>
          <RouterProvider router={router} />
        </BalcaoThemeProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
