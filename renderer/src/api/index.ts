import { BRIDGE_KEY, type ApiClient, type MootBridge } from '../../../shared/contract';
import { createHttpApiClient } from './httpApiClient';
import { createIpcApiClient } from './ipcApiClient';

const TOKEN_STORAGE_KEY = 'moot.token';

/**
 * Picks the transport once: the preload bridge inside Electron, HTTP in web mode. The web token
 * comes from the launch URL, is kept for this tab, and is taken out of the address bar.
 */
function createApiClient(): ApiClient {
  const bridge = (window as unknown as Record<string, MootBridge | undefined>)[BRIDGE_KEY];
  if (bridge) return createIpcApiClient(bridge);

  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.toString());
  }
  return createHttpApiClient(fromUrl ?? sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '');
}

/** The one API client of the renderer. Stores do their I/O through it, and nothing else. */
export const api: ApiClient = createApiClient();
