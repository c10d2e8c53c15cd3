import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { registerRuntimeRemotes } from './federation/remotes';
import { App } from './App';
import './global.css';

async function start() {
  const config = await fetchRuntimeConfig();
  try {
    registerRuntimeRemotes(config);
  } catch (error) {
    // A bad remote entry must not block sign-in; its pages fall back to DevelopmentPage.
    console.error('Falha ao registrar os módulos remotos', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root não encontrado');
  createRoot(container).render(
    <StrictMode>
      <App runtimeConfig={config} />
    </StrictMode>,
  );
}

void start();
